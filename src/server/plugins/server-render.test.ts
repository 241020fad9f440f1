import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './server-render';

describe('canonicalUrl', () => {
  const origin = 'https://yaad.example';
  it('is the page without its query string or trailing slash', () => {
    expect(canonicalUrl({ origin, pathname: '/shop', search: '?category=phone-screens&sort=price_asc' })).toBe('https://yaad.example/shop');
    expect(canonicalUrl({ origin, pathname: '/part/12/', search: '' })).toBe('https://yaad.example/part/12');
    expect(canonicalUrl({ origin, pathname: '/', search: '?x=1' })).toBe('https://yaad.example/');
  });

  it('keeps a search its words, and only them', () => {
    expect(canonicalUrl({ origin, pathname: '/search', search: '?query=%20brake%20pads%20&page=3' })).toBe('https://yaad.example/search?query=brake+pads');
    expect(canonicalUrl({ origin, pathname: '/search', search: '?category=brakes' })).toBe('https://yaad.example/search');
  });
});
