import { describe, expect, it } from 'vitest';
import { isSitePath } from './site-paths';

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
});
