import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { isPublicAddress } from '../../src/server/lib/net/ip-policy';
import { autoRequest, multipart } from '../support/part-requests';
import { createTestApp, rows, signUp, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../support/test-app';
import { sql } from 'drizzle-orm';

// The platform-wide findings of docs/security-audit.md (3, 12, 13, 14): proxies, caching, transport
// security and stored images; finding 6's access-log test is in request-logs.test.ts. Each failed before its fix.

const LOGIN_LIMIT = 3;

/** A wrong sign-in from `remoteAddress` with the given X-Forwarded-For; a new e-mail each time, so only the per-address limit counts. */
function wrongSignIn(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email: uniqueEmail('guess'), password: 'Not-the-password-1' },
  });
}

describe('docs/security-audit.md finding 3: per-address limits cannot be dodged with a forged X-Forwarded-For', () => {
  it('docs/security-audit.md finding 3: TRUST_PROXY=true (believe every hop) is refused at start with a line saying what to set', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY must be false, the number of proxies/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16' }).trustProxy).toBe('10.0.0.5,192.168.0.0/16');
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('docs/security-audit.md finding 3: a direct client that forges X-Forwarded-For is still counted by its own address', async () => {
    // The proxy is 10.0.0.5; this client reaches us directly from 198.51.100.20 and names a new address each time.
    const t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.5' }, limits: { signInPerIp: LOGIN_LIMIT } });
    try {
      for (let i = 0; i < LOGIN_LIMIT; i++) expect((await wrongSignIn(t, '198.51.100.20', `203.0.113.${i + 1}`)).statusCode).toBe(401);
      const refused = await wrongSignIn(t, '198.51.100.20', '203.0.113.99');
      expect(refused.statusCode).toBe(429);
      // Someone else behind the real proxy is not caught by it.
      expect((await wrongSignIn(t, '10.0.0.5', '192.0.2.44')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('docs/security-audit.md finding 3: behind one proxy, only the address the proxy saw counts, not what the client wrote before it', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1' }, limits: { signInPerIp: LOGIN_LIMIT } });
    try {
      // The proxy appends the address it saw (192.0.2.77) to whatever the client sent.
      for (let i = 0; i < LOGIN_LIMIT; i++) expect((await wrongSignIn(t, '10.0.0.5', `203.0.113.${i + 1}, 192.0.2.77`)).statusCode).toBe(401);
      expect((await wrongSignIn(t, '10.0.0.5', '203.0.113.50, 192.0.2.77')).statusCode).toBe(429);
      expect((await wrongSignIn(t, '10.0.0.5', '192.0.2.78')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe('docs/security-audit.md finding 12: answers with personal data are never cached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('docs/security-audit.md finding 12: account, order, request, tracking and staff answers carry Cache-Control: no-store', async () => {
    const admin = await signUp(t.app);
    const customer = await signUp(t.app);
    const created = await t.app.inject({ method: 'POST', url: '/api/part-requests', payload: autoRequest() });
    expect(created.statusCode).toBe(201);
    const { requestNumber } = created.json() as { requestNumber: string };
    const calls: Array<[string, string | undefined]> = [
      ['/api/auth/user', customer.cookie],
      ['/api/auth/user', undefined],
      ['/api/orders', customer.cookie],
      ['/api/user-requests', customer.cookie],
      [`/api/part-requests/track/${requestNumber}`, undefined],
      ['/api/track-request?type=email&value=someone%40example.com', undefined],
      ['/api/orders/track/ORD-ABCD2345?email=someone%40example.com', undefined],
      ['/api/admin/part-requests', admin.cookie],
      ['/api/admin/orders', admin.cookie],
      ['/api/admin/outbox', admin.cookie],
      ['/api/admin/part-requests', customer.cookie],
    ];
    for (const [url, cookie] of calls) {
      const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(`${url} → ${res.headers['cache-control']}`).toMatch(/no-store/);
    }
  });
});

describe('docs/security-audit.md finding 13: Secure cookies and HSTS follow an https PUBLIC_URL, not only NODE_ENV', () => {
  it('docs/security-audit.md finding 13: with PUBLIC_URL=https://… the session cookie is Secure and HSTS is sent, without NODE_ENV=production', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: 'https://yaadparts.example' } });
    try {
      expect(t.config.env).toBe('test');
      expect(t.config.deployed).toBe(true);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: uniqueEmail(), password: STRONG_PASSWORD, firstName: 'Keisha', lastName: 'Campbell' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await t.close();
    }
  });

  it('docs/security-audit.md finding 13: a plain-http local install keeps them off (the browser would drop a Secure cookie on http)', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
    try {
      expect(t.config.deployed).toBe(false);
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('docs/security-audit.md finding 14: every stored image is re-encoded; the fetch block list covers translated and local NAT64 addresses', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let polyglot: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t.app);
    // A real PNG without metadata, with a page of HTML after its end: a browser sniffing it could run it.
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1e8449' } }).png().toBuffer();
    polyglot = Buffer.concat([png, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
  });
  afterAll(() => t.close());

  it('docs/security-audit.md finding 14: a gallery upload with HTML after the image is stored re-encoded, without the trailer', async () => {
    const body = multipart([{ name: 'photos', value: polyglot, filename: 'pads.png', contentType: 'image/png' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/upload-photos', payload: body.payload, headers: { ...body.headers, cookie: admin.cookie } });
    expect(res.statusCode).toBe(201);
    const [image] = (res.json() as { files: Array<{ url: string }> }).files;
    const stored = await t.app.inject({ method: 'GET', url: image!.url });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.includes('<script>')).toBe(false);
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
  });

  it('docs/security-audit.md finding 14: a part-request photo with HTML after the image is stored re-encoded, without the trailer', async () => {
    const body = multipart([
      { name: 'request', value: JSON.stringify(autoRequest()), contentType: 'application/json' },
      { name: 'photo', value: polyglot, filename: 'old pad.png', contentType: 'image/png' },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/part-requests', payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(201);
    const [row] = await rows<{ photo_file: string }>(t, sql`select photo_file from part_requests where id = ${(res.json() as { id: string }).id}`);
    const file = fs.readFileSync(path.join(t.config.uploadsDir, 'part-requests', row!.photo_file));
    expect(file.includes('<script>')).toBe(false);
    expect(await sharp(file).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
  });

  it('docs/security-audit.md finding 14: a photo whose bytes claim PNG but do not decode is refused with a 400, and nothing is stored', async () => {
    const broken = Buffer.concat([polyglot.subarray(0, 60), Buffer.from('<html></html>')]);
    const before = await rows<{ n: number }>(t, sql`select count(*)::int as n from part_requests`);
    const body = multipart([
      { name: 'request', value: JSON.stringify(autoRequest()), contentType: 'application/json' },
      { name: 'photo', value: broken, filename: 'old pad.png', contentType: 'image/png' },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/part-requests', payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toMatch(/photo/i);
    expect(await rows<{ n: number }>(t, sql`select count(*)::int as n from part_requests`)).toEqual(before);
  });

  it.each([
    ['::ffff:0:7f00:1', false], // IPv4-translated 127.0.0.1
    ['::ffff:0:a00:5', false], // IPv4-translated 10.0.0.5
    ['::ffff:0:a9fe:a9fe', false], // IPv4-translated 169.254.169.254 (cloud metadata)
    ['64:ff9b:1::a00:5', false], // local-use NAT64 prefix
    ['64:ff9b:1:1234::808:808', false], // anywhere in 64:ff9b:1::/48
    ['::ffff:0:808:808', true], // IPv4-translated 8.8.8.8 stays public
    ['2606:4700:4700::1111', true],
  ])('docs/security-audit.md finding 14: the fetch address rule judges %s as public=%s', (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });
});
