import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCategories } from '../../src/server/db/seed/categories';
import { seedShop } from '../../src/server/db/seed/shop';
import { DEMO_STORE } from '../../src/shared/constants';
import { createTestApp, type TestApp } from '../support/test-app';

// Text answers above 1 KB are compressed (src/server/plugins/compression.ts): brotli when the client
// takes it, gzip when it takes only gzip, nothing when it asks for neither. The built assets are
// checked against the real build in tests/e2e/compression.spec.ts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCategories(t.db.database.db);
  await seedShop(t.db.database.db, DEMO_STORE);
});
afterAll(() => t.close());

/** The shop's product list, as /shop asks for it. */
const LIST = '/api/inventory';

async function get(url: string, acceptEncoding?: string) {
  return t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
}

describe('compressed answers', () => {
  it('sends a JSON list as brotli to a browser that takes it, and the same JSON inside', async () => {
    const plain = await get(LIST);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(LIST, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends gzip when only gzip is taken', async () => {
    const plain = await get(LIST);
    const gz = await get(LIST, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const res = await get('/api/health', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('does not inflate a compressed request body: it is refused as unreadable, not unpacked', async () => {
    const body = zlib.gzipSync(JSON.stringify({ email: 'someone@example.com', password: 'long enough password' }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
  });
});
