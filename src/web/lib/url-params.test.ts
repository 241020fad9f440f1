import { describe, expect, it } from 'vitest';
import { pageParam, paramReader, readOneOf, readPage, writeParams } from './url-params';

describe('url params', () => {
  it('reads a page number from 1, else 1', () => {
    expect(readPage('3')).toBe(3);
    expect(readPage('0')).toBe(1);
    expect(readPage('abc')).toBe(1);
    expect(readPage(null)).toBe(1);
  });

  it('keeps only a known value', () => {
    expect(readOneOf('held', ['held', 'sent'] as const)).toBe('held');
    expect(readOneOf('lost', ['held', 'sent'] as const)).toBeUndefined();
    expect(readOneOf(null, ['held', 'sent'] as const)).toBeUndefined();
  });

  it('reads amounts with the digits the maximum allows, and drops a minimum above the maximum', () => {
    const read = paramReader(new URLSearchParams('a=1000000&b=10000000&c=12.345&minPrice=500&maxPrice=100'));
    expect(read.amount('a', 1_000_000)).toBe(1_000_000);
    expect(read.amount('b', 1_000_000)).toBeUndefined();
    expect(read.amount('b', 10_000_000)).toBe(10_000_000);
    expect(read.amount('c', 100)).toBeUndefined();
    expect(read.priceRange(1_000)).toEqual({ minPrice: undefined, maxPrice: 100 });
  });

  it('writes in order and leaves out empty values, false and page 1', () => {
    expect(writeParams({ search: 'tyre', status: undefined, brand: '', inStock: false, page: pageParam(1) }).toString()).toBe('search=tyre');
    expect(writeParams({ inStock: true, page: pageParam(2) }).toString()).toBe('inStock=true&page=2');
  });
});
