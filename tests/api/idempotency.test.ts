import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/shared/schemas/orders';
import fs from 'node:fs';
import path from 'node:path';
import { autoRequest, freshIp, mails, multipart, TINY_PNG } from '../support/part-requests';
import { buyerAddress, orderBody, shelfProduct, stockOf } from '../support/shop-orders';
import { createTestApp, rows, type TestApp } from '../support/test-app';

// POST /api/orders and POST /api/part-requests with an Idempotency-Key (docs/decisions/015-idempotency-keys.md):
// a phone on 4G that lost the answer sends the same thing again; it gets what it made, nothing is made twice.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: true });
});
afterAll(() => t.close());

const orderCount = async () => (await rows<{ n: number }>(t, sql`select count(*)::int as n from orders`))[0]!.n;
const send = (payload: unknown, key?: string) =>
  t.app.inject({ method: 'POST', url: '/api/orders', payload: payload as object, remoteAddress: buyerAddress(), headers: key === undefined ? {} : { 'idempotency-key': key } });

describe('POST /api/orders with an Idempotency-Key', () => {
  it('answers a retry with the order it placed: one order, stock taken once, one e-mail', async () => {
    const screen = await shelfProduct(t, { stock: 5 });
    const body = orderBody([{ ...screen, quantity: 2 }], { customerEmail: 'retry.once@example.com' });
    const key = crypto.randomUUID();
    const before = await orderCount();
    const first = await send(body, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(body, key);
    expect(again.statusCode).toBe(201);
    expect((again.json() as Order).orderNumber).toBe((first.json() as Order).orderNumber);
    expect(again.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(t, screen.id)).toBe(3);
    expect(await mails(t, { to: 'retry.once@example.com' })).toHaveLength(1);
  });

  it('places one order when the same key arrives twice at once', async () => {
    const screen = await shelfProduct(t, { stock: 5 });
    const body = orderBody([screen], { customerEmail: 'retry.race@example.com' });
    const key = crypto.randomUUID();
    const before = await orderCount();
    const [a, b] = await Promise.all([send(body, key), send(body, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect((a.json() as Order).orderNumber).toBe((b.json() as Order).orderNumber);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(t, screen.id)).toBe(4);
  });

  it('refuses the key with a different order, and places two orders without a key', async () => {
    const screen = await shelfProduct(t, { stock: 5 });
    const key = crypto.randomUUID();
    expect((await send(orderBody([screen]), key)).statusCode).toBe(201);
    const other = await send(orderBody([{ ...screen, quantity: 2 }]), key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different request: send a new key with a new request',
      issues: [{ path: 'Idempotency-Key', message: 'This Idempotency-Key was already used for a different request: send a new key with a new request' }],
    });
    expect(await stockOf(t, screen.id)).toBe(4);
    const before = await orderCount();
    expect((await send(orderBody([screen]))).statusCode).toBe(201);
    expect((await send(orderBody([screen]))).statusCode).toBe(201);
    expect(await orderCount()).toBe(before + 2);
  });

  it('answers a malformed key with a 400 that says what a key is, and writes nothing', async () => {
    const screen = await shelfProduct(t, { stock: 5 });
    const before = await orderCount();
    for (const key of ['short', 'has spaces in it, sixteen+', 'x'.repeat(101), 'ключ-ключ-ключ-ключ']) {
      const res = await send(orderBody([screen]), key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'Idempotency-Key', message: 'Idempotency-Key must be 16 to 100 letters, digits, dashes or underscores (a UUID will do)' }]);
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(t, screen.id)).toBe(5);
  });
});

describe('POST /api/part-requests with an Idempotency-Key', () => {
  const requestCount = async () => (await rows<{ n: number }>(t, sql`select count(*)::int as n from part_requests`))[0]!.n;
  const photoCount = () => {
    const dir = path.join(t.config.uploadsDir, 'part-requests');
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  };
  const submit = (payload: Buffer | object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/part-requests', payload, headers, remoteAddress: freshIp() });

  it('answers a retry with the request it stored: one request, one photo, one pair of e-mails', async () => {
    const body = multipart([
      { name: 'request', value: JSON.stringify(autoRequest({ customerEmail: 'retry.request@example.com' })) },
      { name: 'photo', value: TINY_PNG, filename: 'pad.png', contentType: 'image/png' },
    ]);
    const headers = { ...body.headers, 'idempotency-key': crypto.randomUUID() };
    const [requests, photos] = [await requestCount(), photoCount()];
    const first = await submit(body.payload, headers);
    expect(first.statusCode, first.body).toBe(201);
    const again = await submit(body.payload, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await requestCount()).toBe(requests + 1);
    expect(photoCount()).toBe(photos + 1);
    expect(await mails(t, { to: 'retry.request@example.com' })).toHaveLength(1);
  });

  it('stores one request when the same key arrives twice at once, and refuses the key with another request', async () => {
    const key = crypto.randomUUID();
    const body = autoRequest({ customerEmail: 'retry.race.request@example.com' });
    const before = await requestCount();
    const [a, b] = await Promise.all([submit(body, { 'idempotency-key': key }), submit(body, { 'idempotency-key': key })]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().requestNumber).toBe(b.json().requestNumber);
    expect(await requestCount()).toBe(before + 1);

    const other = await submit({ ...body, partName: 'Rear brake pads' }, { 'idempotency-key': key });
    expect(other.statusCode).toBe(409);
    expect(other.json().issues[0].path).toBe('Idempotency-Key');
    expect(await requestCount()).toBe(before + 1);
  });
});
