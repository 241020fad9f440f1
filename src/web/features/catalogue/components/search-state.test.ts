import { describe, expect, it } from 'vitest';
import { paginationItems, parseSearchState, toApiQuery, toSearchParams, withChange } from './search-state';

describe('search state in the URL', () => {
  it('reads the mobile menu link and the filters, and writes them back the same', () => {
    const params = new URLSearchParams('category=engine-parts&condition=used&brand=Bosch,Denso&sort=price_asc&page=3&view=list');
    const state = parseSearchState(params);
    expect(state).toMatchObject({ category: 'engine-parts', conditions: ['used'], brands: ['Bosch', 'Denso'], sort: 'price_asc', page: 3, view: 'list' });
    expect(parseSearchState(toSearchParams(state))).toEqual(state);
  });

  it('drops values the API would refuse and keeps the rest', () => {
    const state = parseSearchState(new URLSearchParams('query=brake%20pads&page=0&condition=broken&minPrice=-5'));
    expect(state).toMatchObject({ query: 'brake pads', page: 1, conditions: [] });
    expect(state.minPrice).toBeUndefined();
  });

  it('maps to the API per SPEC §5: all conditions = none sent, brand only when exactly one', () => {
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
