import { describe, expect, it } from 'vitest';
import { PartSearchQuerySchema } from '@shared/schemas/catalogue';
import { paginationItems, parseSearchState, toApiQuery, toSearchParams, withChange } from './search-state';

describe('search state in the URL', () => {
  it('reads the mobile menu link and the filters, and writes them back the same', () => {
    const params = new URLSearchParams('category=engine-parts&condition=used&brand=Bosch,Denso&sort=price_asc&page=3&view=list');
    const state = parseSearchState(params);
    expect(state).toMatchObject({ category: 'engine-parts', conditions: ['used'], brands: ['Bosch', 'Denso'], sort: 'price_asc', page: 3, view: 'list' });
    expect(parseSearchState(toSearchParams(state))).toEqual(state);
  });

  it('reads a repeated condition or marketplace as the API does, and writes it back joined', () => {
    const state = parseSearchState(new URLSearchParams('condition=used&condition=refurbished&marketplace=ebay'));
    expect(state).toMatchObject({ conditions: ['used', 'refurbished'], marketplaces: ['ebay'] });
    expect(toSearchParams(state).get('condition')).toBe('used,refurbished');
  });

  it('drops values the API would refuse and keeps the rest', () => {
    const state = parseSearchState(new URLSearchParams('query=brake%20pads&page=0&condition=broken&minPrice=-5'));
    expect(state).toMatchObject({ query: 'brake pads', page: 1, conditions: [] });
    expect(state.minPrice).toBeUndefined();
  });

  it('maps to the API per docs/product.md §5: all conditions = none sent, brand only when exactly one', () => {
    const all = parseSearchState(new URLSearchParams('condition=new,used,refurbished&brand=Bosch,NGK'));
    expect(toApiQuery(all)).toEqual({ page: 1, limit: 9 });
    const one = parseSearchState(new URLSearchParams('brand=NGK&marketplace=ebay&sort=rating'));
    expect(toApiQuery(one)).toEqual({ brand: 'NGK', marketplace: 'ebay', sort: 'rating', page: 1, limit: 9 });
  });

  it('sends the customer back to page 1 when a filter changes, not when the page or view does', () => {
    const state = parseSearchState(new URLSearchParams('page=4'));
    expect(withChange(state, { inStock: true }).page).toBe(1);
    expect(withChange(state, { view: 'list' }).page).toBe(4);
  });
});

describe('paginationItems', () => {
  it('shows first, last and neighbours with gaps', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(paginationItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(paginationItems(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
});

describe('the URL reader agrees with the API schema', () => {
  // The reader works without zod (docs/decisions/004); whatever it keeps, the API must accept.
  const urls = [
    '',
    'query=brake%20pads&makeId=3&modelId=12&yearId=2012&condition=used&sort=price_asc&page=2',
    'category=engine-parts&marketplace=ebay,amazon&brand=Bosch&minPrice=10&maxPrice=250.5&inStock=true',
    'chassis=nze141&categoryId=4&view=list',
    `query=${'x'.repeat(121)}&page=501&makeId=0&modelId=-1&yearId=1900&minPrice=-5&maxPrice=abc`,
    'condition=broken&marketplace=ebay,mars&sort=cheapest&category=Engine%20Parts&inStock=maybe',
    'minPrice=500&maxPrice=100&yearId=2101&categoryId=99999999999&chassis=' + 'A'.repeat(21),
    'page=1e3&makeId=1.5&minPrice=1e3&query=%20%20',
  ];
  for (const url of urls) {
    it(`?${url.slice(0, 60)}`, () => {
      const query = toApiQuery(parseSearchState(new URLSearchParams(url)));
      const parsed = PartSearchQuerySchema.safeParse(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])));
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    });
  }

  it('keeps what the API accepts', () => {
    const state = parseSearchState(new URLSearchParams('minPrice=10&maxPrice=250.5&yearId=2012&inStock=true&page=500&chassis=NZE141'));
    expect(state).toMatchObject({ minPrice: 10, maxPrice: 250.5, yearId: 2012, inStock: true, page: 500, chassis: 'NZE141' });
    expect(parseSearchState(new URLSearchParams('minPrice=500&maxPrice=100'))).toMatchObject({ minPrice: undefined, maxPrice: 100 });
  });
});
