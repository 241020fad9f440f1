import { describe, expect, it } from 'vitest';
import { isSitePath, matchSitePath } from './site-paths';

describe('isSitePath', () => {
  it('knows the pages, with or without a trailing slash, and one segment for each parameter', () => {
    for (const path of ['/', '/shop', '/shop/', '/part/123', '/admin/orders/ORD-7K3M9QX2', '/admin/part-requests/5/invoice', '/track-order/manage']) {
      expect(isSitePath(path), path).toBe(true);
    }
  });

  it('does not know other addresses', () => {
    for (const path of ['/nope', '/part', '/part/1/2', '/admin/nope', '/shop/screens', '/%E0%A4%A', '/api/parts', '/assets/x.js']) {
      expect(isSitePath(path), path).toBe(false);
    }
  });

  it('names the page and its parameters', () => {
    expect(matchSitePath('/part/123')).toEqual({ path: '/part/:id', params: { id: '123' } });
    expect(matchSitePath('/admin/part-requests/9/invoice')).toEqual({ path: '/admin/part-requests/:id/invoice', params: { id: '9' } });
    expect(matchSitePath('/shop/')).toEqual({ path: '/shop', params: {} });
    expect(matchSitePath('/nope')).toBeNull();
  });
});
