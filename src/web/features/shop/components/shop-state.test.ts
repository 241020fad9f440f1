import { describe, expect, it } from 'vitest';
import { InventoryQuerySchema } from '@shared/schemas/shop';
import { testInventoryProduct } from '@web/lib/inventory-product.test-support';
import {
  brandOptions,
  clearedShopFilters,
  modelOptions,
  parseShopState,
  shownProducts,
  toInventoryQuery,
  toShopSearchParams,
} from './shop-state';

const product = testInventoryProduct;

describe('shop state in the URL', () => {
  it("reads the banners' links and the filters, and writes them back the same", () => {
    const state = parseShopState(
      new URLSearchParams('category=phone-screens&brand=Samsung&model=Galaxy%20A14&condition=refurbished&minPrice=2000&maxPrice=9000.5&inStock=true&sort=price_asc&search=lcd'),
    );
    // The filters read the same in the page state and in the API query.
    const filters = {
      search: 'lcd',
      category: 'phone-screens',
      brand: 'Samsung',
      model: 'Galaxy A14',
      condition: 'refurbished',
      minPrice: 2000,
      maxPrice: 9000.5,
    };
    expect(state).toEqual({ ...filters, inStock: true, sort: 'price_asc' });
    expect(parseShopState(toShopSearchParams(state))).toEqual(state);
    expect(toInventoryQuery(state)).toEqual({ ...filters, inStock: 'true' });
  });

  it('drops what the API would refuse and keeps the rest; clearing keeps only the sort', () => {
    const state = parseShopState(new URLSearchParams('category=Phone%20Screens&condition=broken&minPrice=-5&maxPrice=abc&inStock=yes&sort=cheap&brand=Apple'));
    expect(state).toEqual({ brand: 'Apple', inStock: false, sort: 'featured' });
    expect(clearedShopFilters(parseShopState(new URLSearchParams('brand=Apple&sort=price_desc')))).toEqual({ inStock: false, sort: 'price_desc' });
    expect(toShopSearchParams(parseShopState(new URLSearchParams(''))).toString()).toBe('');
  });

  it('drops a minimum above the maximum', () => {
    expect(parseShopState(new URLSearchParams('minPrice=900&maxPrice=100'))).toMatchObject({ minPrice: undefined, maxPrice: 100 });
  });
});

describe('the products shown', () => {
  const a03 = product({ id: 1, name: 'A03 screen', compatibility: ['Galaxy A03'], price: 5200 });
  const a03s = product({ id: 2, name: 'A03s screen', compatibility: ['Galaxy A03s'], price: 4800 });
  const iphone = product({ id: 3, brand: 'Apple', compatibility: ['iPhone 11', 'iPhone XR'], price: 9000 });

  it("sorts by price when asked, else keeps the server's order", () => {
    expect(shownProducts([iphone, a03, a03s], parseShopState(new URLSearchParams('sort=price_asc'))).map((p) => p.id)).toEqual([2, 1, 3]);
    expect(shownProducts([iphone, a03, a03s], parseShopState(new URLSearchParams('sort=price_desc'))).map((p) => p.id)).toEqual([3, 1, 2]);
    expect(shownProducts([iphone, a03, a03s], parseShopState(new URLSearchParams(''))).map((p) => p.id)).toEqual([3, 1, 2]);
  });

  it('offers the brands on sale and the models they fit, in natural order', () => {
    expect(brandOptions([a03, iphone, a03s])).toEqual(['Apple', 'Samsung']);
    expect(modelOptions([a03, iphone, a03s])).toEqual(['Galaxy A03', 'Galaxy A03s', 'iPhone 11', 'iPhone XR']);
    expect(modelOptions([a03, iphone, a03s], 'apple')).toEqual(['iPhone 11', 'iPhone XR']);
  });
});

describe('the URL reader agrees with the API schema', () => {
  // The reader works without zod (docs/decisions/004); whatever it keeps, the API must accept.
  const urls = [
    '',
    'category=phone-screens&brand=Samsung&model=Galaxy%20A14&condition=used&minPrice=0&maxPrice=10000000&inStock=true',
    `search=${'x'.repeat(121)}&brand=${'b'.repeat(61)}&model=${'m'.repeat(61)}&minPrice=10000001&category=UPPER`,
    `search=${'x'.repeat(120)}&brand=${'b'.repeat(60)}&model=${'m'.repeat(60)}&minPrice=99.99&maxPrice=99.99`,
  ];
  for (const url of urls) {
    it(`accepts what it keeps of "${url.slice(0, 60)}"`, () => {
      const query = toInventoryQuery(parseShopState(new URLSearchParams(url)));
      const asStrings = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
      expect(InventoryQuerySchema.safeParse(asStrings).success).toBe(true);
    });
  }
});
