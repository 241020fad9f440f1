import { describe, expect, it } from 'vitest';
import { DEMO_STORE } from '@shared/constants';
import { breadcrumbList, localBusiness, openingHours, product, productList } from './structured-data';

describe('structured data (schema.org JSON-LD)', () => {
  it('reads the store hours as written on the site, leaving out closed days and what it cannot read', () => {
    expect(openingHours('Mon-Fri 9AM-6PM, Sat 10AM-4PM, Sun closed')).toEqual(['Mo-Fr 09:00-18:00', 'Sa 10:00-16:00']);
    expect(openingHours('Mon-Sat 8:30am-5:30pm')).toEqual(['Mo-Sa 08:30-17:30']);
    expect(openingHours('Sat 12PM-12AM')).toEqual(['Sa 12:00-00:00']);
    expect(openingHours('by appointment')).toEqual([]);
  });

  it('describes the Kingston shop with its address and hours', () => {
    const store = { ...DEMO_STORE, firstAccountBecomesAdmin: false, updateChannels: { whatsapp: false, sms: false }, paying: { depositPercent: 50, cardOnline: false, bankTransfer: false } };
    expect(localBusiness(store, 'https://yaad.example')).toMatchObject({
      '@type': 'AutoPartsStore',
      name: 'Yaad Parts',
      url: 'https://yaad.example/',
      telephone: DEMO_STORE.phone,
      address: { streetAddress: 'Shop 7, 120 Spanish Town Road', addressLocality: 'Kingston 11', addressCountry: 'JM' },
      openingHours: ['Mo-Fr 09:00-18:00', 'Sa 10:00-16:00'],
    });
  });

  it('gives a product an offer with price, currency, stock and condition, and absolute links', () => {
    const data = product(
      { name: 'Brake Pads', path: '/part/7', image: '/images/parts/7.svg', price: 45, currency: 'USD', inStock: false, condition: 'used', brand: 'Bosch', rating: { value: 4.5, count: 0 } },
      'https://yaad.example',
    );
    expect(data).toMatchObject({
      '@type': 'Product',
      url: 'https://yaad.example/part/7',
      image: ['https://yaad.example/images/parts/7.svg'],
      brand: { '@type': 'Brand', name: 'Bosch' },
      offers: { price: '45.00', priceCurrency: 'USD', availability: 'https://schema.org/OutOfStock', itemCondition: 'https://schema.org/UsedCondition' },
    });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('numbers breadcrumbs from 1 with absolute addresses', () => {
    expect(breadcrumbList([{ name: 'Home', path: '/' }, { name: 'Car Parts', path: '/search' }], 'https://y.example').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://y.example/' },
      { '@type': 'ListItem', position: 2, name: 'Car Parts', item: 'https://y.example/search' },
    ]);
  });
});

describe('productList', () => {
  it('numbers the products and keeps one @context, on the list', () => {
    const list = productList(
      [{ name: 'iPhone 11 Screen', path: '/shop?search=iPhone+11+Screen', image: '/images/shop/phone-screens.svg', price: 6500, currency: 'JMD', inStock: true }],
      'https://y.example',
    );
    expect(list['@context']).toBe('https://schema.org');
    expect(list.itemListElement[0]).toMatchObject({ position: 1, item: { '@type': 'Product', offers: { price: '6500.00', priceCurrency: 'JMD' } } });
    expect(list.itemListElement[0]!.item).not.toHaveProperty('@context');
  });
});
