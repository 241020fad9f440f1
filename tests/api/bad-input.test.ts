import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, createTestApp, uniqueEmail, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

describe('bad input always gets a clear 4xx with { message, issues }', () => {
  it('malformed JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.', issues: [] });
  });

  it('an empty JSON body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });

  it('a body that is not an object', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: '[1,2]' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.length).toBeGreaterThan(0);
  });

  it('a body that is not JSON at all', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Send the request as JSON (Content-Type: application/json).');
  });

  it('a body over the size cap', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request is too large.');
  });

  it('wrong-typed, over-long and unknown fields, each named', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: `${'a'.repeat(250)}@example.com`, password: STRONG_PASSWORD, firstName: ['x'], lastName: 'Y', extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().issues as Array<{ path: string }>).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'firstName']));
    expect(res.json().message).toBe('Please correct the highlighted fields.');
  });

  it('a wrong method: 405 with the methods that work', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/login' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toEqual({ message: 'DELETE is not allowed here. Use POST.', issues: [] });
  });

  it('an unknown /api path: a JSON 404, never the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Nothing is at GET /api/no-such-thing.', issues: [] });
  });

  it('an unknown /api path is a JSON 404 while the web app is served too (its catch-all is not an /api route)', async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Yaad Parts</title>');
    const withWeb = await createTestApp({ webDir });
    try {
      for (const method of ['GET', 'HEAD', 'POST'] as const) {
        const res = await withWeb.app.inject({ method, url: '/api/no-such-thing' });
        expect(res.statusCode, method).toBe(404);
        expect(res.headers['content-type']).toMatch(/application\/json/);
      }
      // A page address gets the app with 200; any other gets the app (which shows its not-found page) with
      // 404, and so does a part page whose part does not exist (this database has none).
      for (const url of ['/shop', '/track-order?number=REQ-ABCDEFGH', '/admin/orders/ORD-7K3M9QX2']) {
        const page = await withWeb.app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-type']).toMatch(/text\/html/);
        // Staff, account and checkout pages are never listed by search engines; the shop is.
        expect(page.headers['x-robots-tag'], url).toBe(url.startsWith('/admin') ? 'noindex' : undefined);
      }
      for (const url of ['/checkout', '/dashboard', '/admin', '/orders', '/track-order/manage?token=x', '/auth', '/auth?mode=register', '/admin-login']) {
        expect((await withWeb.app.inject({ method: 'GET', url })).headers['x-robots-tag'], url).toBe('noindex');
      }
      for (const url of ['/no-such-page', '/part/123/extra', '/shop/screens?x=1', '/part/123', '/part/abc', '/part/99999999999']) {
        const page = await withWeb.app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(404);
        expect(page.headers['content-type']).toMatch(/text\/html/);
        expect(page.body).toMatch(/<title>[^<]*Yaad Parts<\/title>/);
        expect(page.headers['x-robots-tag'], url).toBe('noindex');
      }
      const wrongMethod = await withWeb.app.inject({ method: 'DELETE', url: '/api/auth/login' });
      expect(wrongMethod.statusCode).toBe(405);
      expect(wrongMethod.headers.allow).toBe('POST');
    } finally {
      await withWeb.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });

  it('never leaks a stack or SQL in an error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: '{"email":1}' });
    expect(res.body).not.toMatch(/at .*\.ts|select|insert/i);
  });
});

describe('requests from other websites', () => {
  const signup = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers,
      payload: { email: uniqueEmail(), password: STRONG_PASSWORD, firstName: 'A', lastName: 'B' },
    });

  it('refuses a state-changing call from another origin', async () => {
    const res = await signup({ origin: 'https://evil.example', host: 'shop.test' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Requests from other websites are not allowed.');
    expect((await signup({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('accepts the same origin and the configured public URL', async () => {
    expect((await signup({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(201);
    expect((await signup({ origin: 'http://shop.test', host: 'internal:3000' })).statusCode).toBe(201);
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-42' } });
    expect(res.headers['x-request-id']).toBe('trace-42');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const odd = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id\nwith newline' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
