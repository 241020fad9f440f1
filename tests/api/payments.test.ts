import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { seedDemoData } from '../../src/server/demo-seed';
import { DEMO_STORE } from '../../src/shared/constants';
import { PaymentIntentCreatedSchema, TrackedOrderSchema, type Order } from '../../src/shared/schemas/orders';
import { mails } from '../support/part-requests';
import { buyerAddress, orderBody, placeOrder, shelfProduct, stockOf } from '../support/shop-orders';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

// Card payments without the internet: the real stripe SDK talks to a small HTTP stand-in for Stripe's
// /v1/payment_intents, and webhooks are signed with the SDK's own test-header helper.

const SECRET_KEY = 'sk_test_51YaadPartsStandIn';
const PUBLISHABLE_KEY = 'pk_test_51YaadPartsStandIn';
const WEBHOOK_SECRET = 'whsec_yaadPartsStandInSecret';
const RATE_LIMIT = 4;

type Call = { method: string; path: string; headers: http.IncomingHttpHeaders; form: Record<string, string> };

/** Plays Stripe's PaymentIntents API (create, idempotent by key as Stripe is, and cancel) and its refunds. */
function stripeStandIn() {
  const calls: Call[] = [];
  const byKey = new Map<string, Record<string, unknown>>();
  const intents = new Map<string, Record<string, unknown>>();
  const state = { failCreates: false, failRefunds: false, alreadyPaid: new Set<string>() };
  const refunds = new Map<string, Record<string, unknown>>();
  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${calls.length}`, ...headers });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      const form = Object.fromEntries(new URLSearchParams(raw));
      calls.push({ method: req.method ?? '', path, headers: req.headers, form });
      if (req.headers.authorization !== `Bearer ${SECRET_KEY}`) return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        if (state.failCreates) return send(res, 500, { error: { type: 'api_error', message: 'Something went wrong on Stripe' } });
        const key = String(req.headers['idempotency-key']);
        const known = byKey.get(key);
        if (known) return send(res, 200, known, { 'idempotent-replayed': 'true' });
        const id = `pi_standin${intents.size + 1}`;
        const intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_standin`,
          receipt_email: form.receipt_email,
          metadata: { orderNumber: form['metadata[orderNumber]'], orderId: form['metadata[orderId]'] },
        };
        byKey.set(key, intent);
        intents.set(id, intent);
        return send(res, 200, intent);
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        if (state.failRefunds) return send(res, 500, { error: { type: 'api_error', message: 'Something went wrong on Stripe' } });
        const key = String(req.headers['idempotency-key']);
        const known = byKey.get(key);
        if (known) return send(res, 200, known, { 'idempotent-replayed': 'true' });
        if (!intents.has(form.payment_intent!)) return send(res, 400, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        const refund = { id: `re_standin${refunds.size + 1}`, object: 'refund', amount: Number(form.amount), currency: 'jmd', payment_intent: form.payment_intent, status: 'succeeded' };
        byKey.set(key, refund);
        refunds.set(refund.id, refund);
        return send(res, 200, refund);
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
      if (req.method === 'POST' && cancel) {
        const intent = intents.get(cancel[1]!);
        if (!intent) return send(res, 404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        if (state.alreadyPaid.has(intent.id as string)) {
          return send(res, 400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.',
              payment_intent: { ...intent, status: 'succeeded', amount_received: intent.amount },
            },
          });
        }
        intent.status = 'canceled';
        return send(res, 200, intent);
      }
      send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  return { server, calls, state, intents, refunds };
}

let standIn: ReturnType<typeof stripeStandIn>;
let t: TestApp;
let bare: TestApp; // the same app without Stripe keys

beforeAll(async () => {
  standIn = stripeStandIn();
  await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.server.address() as AddressInfo;
  t = await createTestApp({ seeded: true,
    limits: { orderCreatePerIp: RATE_LIMIT },
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    },
  });
  bare = await createTestApp();
  await seedDemoData(bare.db.database.db);
});
afterAll(async () => {
  await t?.close();
  await bare?.close();
  await new Promise((resolve) => standIn.server.close(resolve));
});
beforeEach(() => {
  standIn.calls.length = 0;
  standIn.state.failCreates = false;
  standIn.state.failRefunds = false;
});

const startCardPayment = (app: TestApp, body: unknown, remoteAddress = buyerAddress()) =>
  app.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: body as object, remoteAddress });
const orderRow = async (orderNumber: string) =>
  (
    await rows<{ id: string; status: string; payment_method: string; stripe_payment_intent_id: string | null; pay_by: Date | null; created_at: Date; paid_at: Date | null }>(
      t,
      sql`select id, status, payment_method, stripe_payment_intent_id, pay_by, created_at, paid_at from orders where order_number = ${orderNumber}`,
    )
  )[0]!;
const trackOrder = async (orderNumber: string, email = 'keisha@example.com') =>
  TrackedOrderSchema.parse((await t.app.inject({ method: 'GET', url: `/api/orders/track/${orderNumber}?email=${email}` })).json());

/** A card order as checkout makes it: answers the created intent and the order row. */
async function cardOrder(items: Array<{ id: number; price: number; quantity?: number }>, over: Record<string, unknown> = {}) {
  const res = await startCardPayment(t, orderBody(items, over));
  if (res.statusCode !== 201) throw new Error(`create-payment-intent failed: ${res.statusCode} ${res.body}`);
  const created = PaymentIntentCreatedSchema.parse(res.json());
  const row = await orderRow(created.orderNumber);
  return { ...created, row, intentId: row.stripe_payment_intent_id! };
}

let eventCounter = 0;
function intentEvent(type: string, intent: { id: string; amount: number; orderId?: string; orderNumber?: string; currency?: string; error?: string }, id = `evt_standin${++eventCounter}`) {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        amount_received: type === 'payment_intent.succeeded' ? intent.amount : 0,
        currency: intent.currency ?? 'jmd',
        status: type === 'payment_intent.succeeded' ? 'succeeded' : type === 'payment_intent.canceled' ? 'canceled' : 'requires_payment_method',
        metadata: intent.orderId ? { orderId: intent.orderId, orderNumber: intent.orderNumber } : {},
        last_payment_error: intent.error ? { type: 'card_error', code: 'card_declined', message: intent.error } : null,
      },
    },
  };
}

/** Delivers an event as Stripe does: the JSON bytes and a Stripe-Signature header over them. */
function deliver(event: unknown, opts: { secret?: string; timestamp?: number; app?: TestApp; signedPayload?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: opts.signedPayload ?? payload,
    secret: opts.secret ?? WEBHOOK_SECRET,
    ...(opts.timestamp === undefined ? {} : { timestamp: opts.timestamp }),
  });
  return (opts.app ?? t).app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}
const succeeded = (o: { intentId: string; row: { id: string }; orderNumber: string; total: number }, id?: string) =>
  intentEvent('payment_intent.succeeded', { id: o.intentId, amount: Math.round(o.total * 100), orderId: o.row.id, orderNumber: o.orderNumber }, id);
const historyOf = async (orderNumber: string) =>
  rows<{ status: string; note: string | null; changed_by_label: string }>(
    t,
    sql`select h.status, h.note, h.changed_by_label from order_status_history h join orders o on o.id = h.order_id where o.order_number = ${orderNumber} order by h.created_at, h.id`,
  );
const stripeEventCount = async (id: string) => (await rows<{ n: number }>(t, sql`select count(*)::int as n from stripe_events where id = ${id}`))[0]!.n;
const pendingCardOrders = async () =>
  (await rows<{ n: number }>(t, sql`select count(*)::int as n from orders where payment_method = 'card' and status = 'pending'`))[0]!.n;

describe('without Stripe keys the shop takes pay-at-pickup only (docs/choices.md #20)', () => {
  it('says cards are off, answers 503 to a card checkout and to a webhook, and moves no stock', async () => {
    const config = await bare.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(config.json()).toEqual({ cardPayments: false, publishableKey: null });
    const item = await shelfProduct(bare, { stock: 3 });
    const res = await startCardPayment(bare, orderBody([item]));
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Card payments are not available');
    expect(await stockOf(bare, item.id)).toBe(3);
    expect((await rows<{ n: number }>(bare, sql`select count(*)::int as n from orders`))[0]!.n).toBe(0);
    const hook = await deliver(intentEvent('payment_intent.succeeded', { id: 'pi_x', amount: 100 }), { app: bare });
    expect(hook.statusCode).toBe(503);
    // Pay at pickup still works.
    expect((await placeOrder(bare, [item])).status).toBe('pending');
  });

  it('refuses half a Stripe set-up, and a stand-in API address in production, at boot', () => {
    const env = { NODE_ENV: 'test', STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY };
    expect(() => loadConfig(env)).toThrow(/STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together/);
    expect(() => loadConfig({ ...env, STRIPE_PUBLISHABLE_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET })).toThrow(/must be a Stripe publishable key/);
    expect(() => loadConfig({ ...env, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, NODE_ENV: 'production', STRIPE_API_URL: 'http://127.0.0.1:1' })).toThrow(
      /STRIPE_API_URL is for tests only/,
    );
    expect(loadConfig({ ...env, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }).stripe).toMatchObject({ publishableKey: PUBLISHABLE_KEY, apiUrl: undefined });
    expect(loadConfig({ NODE_ENV: 'test' }).stripe).toBeUndefined();
  });
});

describe('GET /api/payments/config', () => {
  it('offers cards with the publishable key, and never the secret ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({ cardPayments: true, publishableKey: PUBLISHABLE_KEY });
    expect(res.body).not.toContain('sk_test');
    expect(res.body).not.toContain('whsec');
  });
});

describe('POST /api/create-payment-intent', () => {
  it("creates the order priced on the server, reserves stock and asks Stripe for the server's total in JMD cents, once per order", async () => {
    const a = await shelfProduct(t, { price: 4500.5, stock: 5 });
    const b = await shelfProduct(t, { price: 1200, stock: 5 });
    const body = orderBody([{ ...a, quantity: 2 }, b], { deliveryMethod: 'shipping', address: '12 Hope Road', parish: 'St. Andrew', amount: 10901, currency: 'jmd' });
    const res = await startCardPayment(t, body);
    expect(res.statusCode, res.body).toBe(201);
    const created = PaymentIntentCreatedSchema.parse(res.json());
    expect(created).toEqual({ clientSecret: 'pi_standin1_secret_standin', orderNumber: expect.stringMatching(/^ORD-/), total: 10901 });

    expect(standIn.calls).toHaveLength(1);
    const [call] = standIn.calls;
    const row = await orderRow(created.orderNumber);
    expect(call!.path).toBe('/v1/payment_intents');
    expect(call!.headers['idempotency-key']).toBe(`order-${row.id}-pi`);
    expect(call!.form).toMatchObject({
      amount: '1090100',
      currency: 'jmd',
      receipt_email: 'keisha@example.com',
      'metadata[orderNumber]': created.orderNumber,
      'metadata[orderId]': row.id,
      'automatic_payment_methods[enabled]': 'true',
    });
    expect(row).toMatchObject({ status: 'pending', payment_method: 'card', stripe_payment_intent_id: 'pi_standin1', paid_at: null });
    expect(new Date(row.pay_by!).getTime() - new Date(row.created_at).getTime()).toBeGreaterThan(29.9 * 60_000);
    expect(new Date(row.pay_by!).getTime() - new Date(row.created_at).getTime()).toBeLessThan(30.1 * 60_000);
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([3, 4]);
    const [placed] = await mails(t, { kind: 'order-placed' }).then((m) => m.filter((x) => x.subject.includes(created.orderNumber)));
    expect(placed!.text_body).toContain('Payment: by card.');
  });

  it('answers a retry with the same Idempotency-Key with the same order and intent: one order, one e-mail', async () => {
    const item = await shelfProduct(t, { price: 2500, stock: 4 });
    const body = orderBody([item], { customerEmail: 'card.retry@example.com' });
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const send = () => t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: body, headers, remoteAddress: buyerAddress() });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const orders = await rows<{ n: number }>(t, sql`select count(*)::int as n from orders where customer_email = 'card.retry@example.com'`);
    expect(orders[0]!.n).toBe(1);
    expect(await stockOf(t, item.id)).toBe(3);
    expect(await mails(t, { to: 'card.retry@example.com' })).toHaveLength(1);
    // Stripe was asked twice with the order's own key, and answered the same intent.
    expect(standIn.calls.map((c) => c.headers['idempotency-key'])).toEqual([standIn.calls[0]!.headers['idempotency-key'], standIn.calls[0]!.headers['idempotency-key']]);
  });

  it('answers a retry of an attempt Stripe refused with the same refusal, not a second order', async () => {
    const item = await shelfProduct(t, { price: 2500, stock: 4 });
    const body = orderBody([item], { customerEmail: 'card.refused@example.com' });
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const send = () => t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: body, headers, remoteAddress: buyerAddress() });
    standIn.state.failCreates = true;
    expect((await send()).statusCode).toBe(502);
    standIn.state.failCreates = false;
    expect((await send()).statusCode).toBe(502);
    const orders = await rows<{ status: string }>(t, sql`select status from orders where customer_email = 'card.refused@example.com'`);
    expect(orders).toEqual([{ status: 'cancelled' }]);
    expect(await stockOf(t, item.id)).toBe(4);
    // A new attempt (a new key) goes through.
    const fresh = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: body, headers: { 'idempotency-key': crypto.randomUUID() }, remoteAddress: buyerAddress() });
    expect(fresh.statusCode, fresh.body).toBe(201);
  });

  it('refuses a tampered price, a wrong total or a bad body before Stripe is called, and moves no stock', async () => {
    const item = await shelfProduct(t, { price: 3000, stock: 2 });
    const cases: Array<[unknown, number, string]> = [
      [orderBody([{ ...item, price: 1 }]), 409, 'The price of'],
      [orderBody([item], { amount: 1 }), 409, 'Your total is now J$3,000.00'],
      [orderBody([{ ...item, quantity: 3 }]), 409, 'Only 2 of'],
      [orderBody([item], { currency: 'usd' }), 400, 'The shop sells in JMD only'],
      [orderBody([]), 400, 'Your cart is empty'],
      [{ amount: 3000, currency: 'jmd' }, 400, ''],
    ];
    for (const [body, status, message] of cases) {
      const res = await startCardPayment(t, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect(standIn.calls).toHaveLength(0);
    expect(await stockOf(t, item.id)).toBe(2);
  });

  it('when Stripe fails: 502 "Failed to initialize payment", the order is cancelled and its stock back, nothing pending', async () => {
    const item = await shelfProduct(t, { stock: 4 });
    const pendingBefore = await pendingCardOrders();
    standIn.state.failCreates = true;
    const res = await startCardPayment(t, orderBody([{ ...item, quantity: 3 }]));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'Failed to initialize payment', issues: [] });
    // The SDK retried once, with the same idempotency key, so Stripe could not have made two intents.
    expect(standIn.calls).toHaveLength(2);
    expect(new Set(standIn.calls.map((c) => c.headers['idempotency-key'])).size).toBe(1);
    expect(await stockOf(t, item.id)).toBe(4);
    expect(await pendingCardOrders()).toBe(pendingBefore);
    const [cancelled] = await rows<{ order_number: string; note: string }>(
      t,
      sql`select o.order_number, h.note from orders o join order_status_history h on h.order_id = o.id and h.status = 'cancelled' order by o.created_at desc limit 1`,
    );
    expect(cancelled!.note).toBe('Card payment could not be started');
    // The customer was told on the page; no "order placed" e-mail for an order that never started.
    expect((await mails(t, { kind: 'order-placed' })).filter((m) => m.subject.includes(cancelled!.order_number))).toEqual([]);
  });

  it(`is limited per address like POST /api/orders (${RATE_LIMIT} per window)`, async () => {
    const item = await shelfProduct(t, { stock: 20 });
    for (let i = 0; i < RATE_LIMIT; i++) expect((await startCardPayment(t, orderBody([item]), '192.0.2.50')).statusCode).toBe(201);
    const blocked = await startCardPayment(t, orderBody([item]), '192.0.2.50');
    expect(blocked.statusCode).toBe(429);
    expect(await stockOf(t, item.id)).toBe(20 - RATE_LIMIT);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('a signed payment_intent.succeeded marks the order paid, with its history and the customer e-mail', async () => {
    const item = await shelfProduct(t, { stock: 3 });
    const order = await cardOrder([item]);
    const res = await deliver(succeeded(order));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const tracked = await trackOrder(order.orderNumber);
    expect(tracked.status).toBe('paid');
    expect(tracked.paidAt).toBeTruthy();
    expect(tracked.history.map((h) => [h.status, h.note])).toEqual([
      ['pending', 'Order placed'],
      ['paid', 'Card payment received'],
    ]);
    const sent = (await mails(t, { kind: 'order-status' })).filter((m) => m.subject === `Order ${order.orderNumber}: Paid`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text_body).toContain('We have received your payment of J$4,500.00.');
    expect(await stockOf(t, item.id)).toBe(2);
  });

  it('the same event delivered 10 times (one after another and all at once) pays once: one history row, one e-mail', async () => {
    const order = await cardOrder([await shelfProduct(t)]);
    const event = succeeded(order);
    for (let i = 0; i < 5; i++) expect((await deliver(event)).statusCode).toBe(200);
    const together = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(together.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await stockEventAndHistory(order.orderNumber, event.id)).toEqual({ events: 1, paidRows: 1, mails: 1, status: 'paid' });
  });

  async function stockEventAndHistory(orderNumber: string, eventId: string) {
    const history = await historyOf(orderNumber);
    return {
      events: await stripeEventCount(eventId),
      paidRows: history.filter((h) => h.status === 'paid').length,
      mails: (await mails(t, { kind: 'order-status' })).filter((m) => m.subject === `Order ${orderNumber}: Paid`).length,
      status: (await orderRow(orderNumber)).status,
    };
  }

  it('the payment is on the ledger once with one receipt; staff refund part of it through Stripe, and a Stripe failure records nothing', async () => {
    const order = await cardOrder([await shelfProduct(t, { price: 6000 })]);
    const email = `stripe.ledger.${order.orderNumber.toLowerCase()}@example.com`;
    await t.db.database.db.execute(sql`update orders set customer_email = ${email} where id = ${order.row.id}`);
    for (let i = 0; i < 3; i++) expect((await deliver(succeeded(order))).statusCode).toBe(200); // three different events
    const ledger = async () =>
      rows<{ kind: string; method: string; amount_cents: number; state: string; provider_ref: string | null }>(
        t,
        sql`select kind, method, amount_cents, state, provider_ref from payments where order_id = ${order.row.id} order by created_at, id`,
      );
    expect(await ledger()).toEqual([{ kind: 'payment', method: 'stripe', amount_cents: 600_000, state: 'succeeded', provider_ref: order.intentId }]);
    expect(await mails(t, { kind: 'receipt', to: email })).toHaveLength(1);

    const admin = await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' });
    const staff = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: { cookie: admin.cookie! }, ...(payload ? { payload } : {}) });
    const detail = (await staff('GET', `/api/admin/orders/${order.orderNumber}`)).json();
    if (detail.money === undefined) throw new Error(`no money on the order: ${JSON.stringify(detail).slice(0, 200)} (is the first account an admin here?)`);
    const paymentId = detail.money.payments[0].id as string;

    standIn.state.failRefunds = true;
    const failed = await staff('POST', `/api/admin/payments/${paymentId}/refund`, { amount: 1500, reason: 'Screen protector not in stock' });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toMatch(/Stripe could not make the refund/);
    expect(await ledger()).toHaveLength(1);

    standIn.state.failRefunds = false;
    const refunded = await staff('POST', `/api/admin/payments/${paymentId}/refund`, { amount: 1500, reason: 'Screen protector not in stock' });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const call = standIn.calls.filter((c) => c.path === '/v1/refunds').at(-1)!;
    expect(call.form).toEqual({ payment_intent: order.intentId, amount: '150000' });
    expect(call.headers['idempotency-key']).toBe(`refund-${paymentId}-0-150000`);
    expect((await ledger())[1]).toEqual({ kind: 'refund', method: 'stripe', amount_cents: 150_000, state: 'succeeded', provider_ref: 're_standin1' });
    const after = (await staff('GET', `/api/admin/orders/${order.orderNumber}`)).json();
    expect(after.money.balance).toMatchObject({ paid: 4500, refunded: 1500, outstanding: 0, label: 'Paid, part refunded' });
    expect(await mails(t, { kind: 'refund-receipt', to: email })).toHaveLength(1);
  });

  it('Stripe sending a second, different succeeded event for the same intent still pays once', async () => {
    const order = await cardOrder([await shelfProduct(t)]);
    expect((await deliver(succeeded(order))).statusCode).toBe(200);
    const second = succeeded(order);
    expect((await deliver(second)).statusCode).toBe(200);
    expect(await stockEventAndHistory(order.orderNumber, second.id)).toEqual({ events: 1, paidRows: 1, mails: 1, status: 'paid' });
  });

  it('refuses a forged signature, a stale one, a missing one and a body changed after signing, and records nothing', async () => {
    const order = await cardOrder([await shelfProduct(t)]);
    const event = succeeded(order);
    const attempts = [
      deliver(event, { secret: 'whsec_someoneElsesSecret' }),
      deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 }),
      deliver(event, { signedPayload: JSON.stringify({ ...event, data: { object: { ...event.data.object, amount: 1 } } }) }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Webhook signature verification failed');
    }
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: event, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().message).toBe('Missing Stripe-Signature header');
    expect(await stripeEventCount(event.id)).toBe(0);
    expect((await orderRow(order.orderNumber)).status).toBe('pending');
    // The genuine delivery afterwards still works: the refusals did not burn the event id.
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await orderRow(order.orderNumber)).status).toBe('paid');
  });

  it('out of order: a failure arriving after the success does not undo paid; a success for an unknown intent changes nothing', async () => {
    const order = await cardOrder([await shelfProduct(t)]);
    expect((await deliver(succeeded(order))).statusCode).toBe(200);
    const late = intentEvent('payment_intent.payment_failed', { id: order.intentId, amount: Math.round(order.total * 100), error: 'Your card was declined.' });
    expect((await deliver(late)).statusCode).toBe(200);
    expect((await orderRow(order.orderNumber)).status).toBe('paid');
    expect((await historyOf(order.orderNumber)).map((h) => h.status)).toEqual(['pending', 'paid']);

    const before = await rows<{ status: string; n: number }>(t, sql`select status, count(*)::int as n from orders group by status order by status`);
    const stranger = intentEvent('payment_intent.succeeded', { id: 'pi_notOurs', amount: 450000 });
    expect((await deliver(stranger)).statusCode).toBe(200);
    expect(await rows(t, sql`select status, count(*)::int as n from orders group by status order by status`)).toEqual(before);
  });

  it('a failed or cancelled payment is noted on a pending order, which keeps its stock until it expires', async () => {
    const item = await shelfProduct(t, { stock: 2 });
    const order = await cardOrder([item]);
    const failed = intentEvent('payment_intent.payment_failed', { id: order.intentId, amount: 450000, error: 'Your card was declined.' });
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await deliver(intentEvent('payment_intent.canceled', { id: order.intentId, amount: 450000 }))).statusCode).toBe(200);
    expect((await orderRow(order.orderNumber)).status).toBe('pending');
    expect(await stockOf(t, item.id)).toBe(1);
    expect((await historyOf(order.orderNumber)).map((h) => h.note)).toEqual([
      'Order placed',
      'Card payment failed: Your card was declined. You can try again until the order expires.',
      'Card payment was cancelled.',
    ]);
    // The customer can still pay with the same intent.
    expect((await deliver(succeeded(order))).statusCode).toBe(200);
    expect((await orderRow(order.orderNumber)).status).toBe('paid');
  });

  it('finds the order by the metadata when the intent id was never stored', async () => {
    const order = await cardOrder([await shelfProduct(t)]);
    await t.db.database.db.execute(sql`update orders set stripe_payment_intent_id = null where id = ${order.row.id}`);
    expect((await deliver(succeeded(order))).statusCode).toBe(200);
    expect((await orderRow(order.orderNumber)).status).toBe('paid');
  });

  it('a payment whose amount is not the order total is not marked paid; the shop is asked to check it', async () => {
    const order = await cardOrder([await shelfProduct(t)]);
    const event = intentEvent('payment_intent.succeeded', { id: order.intentId, amount: 100, orderId: order.row.id, orderNumber: order.orderNumber });
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await orderRow(order.orderNumber)).status).toBe('pending');
    const [check] = (await mails(t, { kind: 'order-payment-check', to: DEMO_STORE.email })).filter((m) => m.subject.includes(order.orderNumber));
    expect(check!.text_body).toContain('does not match the order total');
  });

  it('acknowledges event types it does not handle, and leaves every other route parsing JSON', async () => {
    const res = await deliver({ id: 'evt_other', object: 'event', type: 'charge.refund.updated', data: { object: { id: 're_1', object: 'refund' } } });
    expect(res.statusCode).toBe(200);
    expect(await stripeEventCount('evt_other')).toBe(1);
    const item = await shelfProduct(t);
    expect((await placeOrder(t, [item])).status).toBe('pending');
  });
});

describe('unpaid card orders expire', () => {
  const in31 = () => new Date(Date.now() + 31 * 60_000);

  it('after 30 minutes: cancelled, the intent cancelled at Stripe, the stock back once, the customer told', async () => {
    const item = await shelfProduct(t, { stock: 5 });
    const email = 'slow.payer@example.com';
    const order = await cardOrder([{ ...item, quantity: 2 }], { customerEmail: email });
    expect(await stockOf(t, item.id)).toBe(3);

    const early = await t.app.payments.expireUnpaid(new Date(Date.now() + 29 * 60_000));
    expect(early.cancelled).not.toContain(order.orderNumber);
    expect((await orderRow(order.orderNumber)).status).toBe('pending');

    standIn.calls.length = 0;
    const swept = await t.app.payments.expireUnpaid(in31());
    expect(swept.cancelled).toContain(order.orderNumber);
    const cancelCall = standIn.calls.find((c) => c.path === `/v1/payment_intents/${order.intentId}/cancel`);
    expect(cancelCall!.headers['idempotency-key']).toBe(`order-${order.row.id}-pi-cancel`);
    expect(cancelCall!.form).toEqual({ cancellation_reason: 'abandoned' });
    expect((await orderRow(order.orderNumber)).status).toBe('cancelled');
    expect(await stockOf(t, item.id)).toBe(5);
    const [told] = await mails(t, { kind: 'order-status', to: email });
    expect(told!.subject).toBe(`Order ${order.orderNumber}: Cancelled`);
    expect(told!.text_body).toContain('not completed within 30 minutes');

    // Sweeping again finds nothing to do: the stock is not released twice.
    const again = await t.app.payments.expireUnpaid(in31());
    expect(again.cancelled).not.toContain(order.orderNumber);
    expect(await stockOf(t, item.id)).toBe(5);
  });

  it('pay-at-pickup orders and paid card orders never expire', async () => {
    const item = await shelfProduct(t, { stock: 5 });
    const later: Order = await placeOrder(t, [item]);
    const paid = await cardOrder([item]);
    expect((await deliver(succeeded(paid))).statusCode).toBe(200);
    const swept = await t.app.payments.expireUnpaid(new Date(Date.now() + 24 * 60 * 60_000));
    expect(swept.cancelled).not.toContain(later.orderNumber);
    expect(swept.cancelled).not.toContain(paid.orderNumber);
    expect(await stockOf(t, item.id)).toBe(3);
  });

  it('an intent Stripe says is already paid makes the order paid, not cancelled', async () => {
    const item = await shelfProduct(t, { stock: 2 });
    const order = await cardOrder([item]);
    standIn.state.alreadyPaid.add(order.intentId);
    const swept = await t.app.payments.expireUnpaid(in31());
    expect(swept.paid).toContain(order.orderNumber);
    expect((await orderRow(order.orderNumber)).status).toBe('paid');
    expect(await stockOf(t, item.id)).toBe(1);
    // Stripe's own webhook arriving afterwards changes nothing.
    expect((await deliver(succeeded(order))).statusCode).toBe(200);
    expect((await historyOf(order.orderNumber)).filter((h) => h.status === 'paid')).toHaveLength(1);
  });

  it('a payment landing after the order expired does not revive it: history notes it and the shop is e-mailed to refund', async () => {
    const item = await shelfProduct(t, { stock: 1 });
    const order = await cardOrder([item]);
    await t.app.payments.expireUnpaid(in31());
    expect(await stockOf(t, item.id)).toBe(1);
    await placeOrder(t, [item]); // someone else buys the released item
    expect((await deliver(succeeded(order))).statusCode).toBe(200);
    expect((await orderRow(order.orderNumber)).status).toBe('cancelled');
    expect(await stockOf(t, item.id)).toBe(0);
    expect((await historyOf(order.orderNumber)).at(-1)).toEqual({
      status: 'cancelled',
      note: 'Card payment received after the order was cancelled. The shop will contact you about a refund.',
      changed_by_label: 'Stripe',
    });
    const [check] = (await mails(t, { kind: 'order-payment-check', to: DEMO_STORE.email })).filter((m) => m.subject.includes(order.orderNumber));
    expect(check!.subject).toBe(`Action needed: card payment for order ${order.orderNumber}`);
    expect(check!.text_body).toContain('was not reopened');
  });
});
