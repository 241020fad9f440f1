import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/demo-seed';
import { acceptedRequest, autoRequest, expectOk } from '../support/part-requests';
import { startSmsStandIn, startWhatsappStandIn, type StandIn, messagingEnv } from '../support/messaging-stand-ins';
import { placeOrder, shelfProduct } from '../support/shop-orders';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

// WhatsApp and SMS updates (docs/messaging.md): what a customer chooses at checkout and in their profile, and what they hear of shop orders
// and payments. The request form's choice and the providers' side are in messaging.test.ts.

let wa: StandIn;
let smsApi: StandIn;
let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  [wa, smsApi] = await Promise.all([startWhatsappStandIn(), startSmsStandIn()]);
  t = await createTestApp({ seeded: true,
    inbox: true,
    env: messagingEnv(wa, smsApi),
  });
  admin = await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' }); // the first account: staff
});
afterAll(async () => {
  await t?.close();
  await wa?.close();
  await smsApi?.close();
});

let numbers = 0;
const newPhone = () => `876-555-${String(3000 + ++numbers)}`;
const digitsOf = (phone: string) => `1${phone.replace(/\D/g, '')}`;
type Sent = { name: string; variables: string[]; to: string };
/** What the WhatsApp stand-in was sent for this number, in order. */
const whatsappTo = (phone: string): Sent[] =>
  wa.calls
    .map((c) => JSON.parse(c.body) as { to: string; template: { name: string; components: { parameters: { text: string }[] }[] } })
    .filter((b) => b.to === digitsOf(phone))
    .map((b) => ({ name: b.template.name, variables: b.template.components[0]!.parameters.map((p) => p.text), to: b.to }));
const work = () => t.app.jobs.drain(['message-send']);
const as = (cookie: string, method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, payload?: unknown) => t.app.inject({ method, url, headers: { cookie }, payload: payload as object });

describe('the channels on offer', () => {
  it('tells the web app which channels it may offer beside e-mail', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/store' })).json().updateChannels).toEqual({ whatsapp: true, sms: true });
    const bare = await createTestApp();
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/api/store' })).json().updateChannels).toEqual({ whatsapp: false, sms: false });
    } finally {
      await bare.close();
    }
  });
});

describe('a shop order’s updates', () => {
  it('records the checkout’s choice and tells the customer the order was placed, is ready, and was collected', async () => {
    const phone = newPhone();
    const item = await shelfProduct(t, { price: 4500 });
    const order = await placeOrder(t, [item], { customerPhone: phone, updates: 'whatsapp' });
    expect(await rows(t, sql`select channel, source from message_consents where phone = ${digitsOf(phone)}`)).toEqual([{ channel: 'whatsapp', source: 'checkout' }]);
    await work();
    const link = `http://shop.test/track-order?number=${order.orderNumber}`;
    // The link names the order only: not the e-mail the customer typed.
    expect(whatsappTo(phone)).toEqual([{ name: 'order_placed', variables: [order.orderNumber, 'J$4,500.00 for pickup', link], to: digitsOf(phone) }]);

    const paid = await as(admin.cookie, 'POST', `/api/admin/orders/${order.orderNumber}/payments`, { method: 'cash', amount: 4500 });
    expect(paid.statusCode, paid.body).toBe(201);
    for (const status of ['preparing', 'ready_pickup', 'delivered']) {
      expectOk(await as(admin.cookie, 'PATCH', `/api/admin/orders/${order.orderNumber}/status`, { status }));
    }
    await work();
    expect(whatsappTo(phone).map((m) => [m.name, m.variables])).toEqual([
      ['order_placed', [order.orderNumber, 'J$4,500.00 for pickup', link]],
      ['payment_received', ['J$4,500.00', order.orderNumber, link]],
      // Where, with the hours; what is left to pay (nothing: the cash is in); how long it is held.
      ['ready_for_pickup', [`Your order ${order.orderNumber}`, 'Shop 7, 120 Spanish Town Road, Kingston 11, Jamaica (open Mon-Fri 9AM-6PM, Sat 10AM-4PM, Sun closed)', 'nothing, it is paid in full', '5', link]],
      ['delivered', [`Your order ${order.orderNumber}`, link]],
    ]);
    const kept = await rows<{ kind: string; order_id: string }>(t, sql`select kind, order_id from messages where phone = ${digitsOf(phone)} order by created_at`);
    expect(kept.map((m) => m.kind)).toEqual(['order-placed', 'payment-received', 'ready-for-pickup', 'delivered']);
    expect(new Set(kept.map((m) => m.order_id))).toEqual(new Set([order.id]));
  });

  it('says "out for delivery" by SMS to a customer who chose SMS for a shipped order', async () => {
    const phone = newPhone();
    const item = await shelfProduct(t, { price: 2000 });
    const order = await placeOrder(t, [item], { customerPhone: phone, updates: 'sms', deliveryMethod: 'shipping', address: '12 Hope Road', parish: 'St. Andrew' });
    expectOk(await as(admin.cookie, 'POST', `/api/admin/orders/${order.orderNumber}/payments`, { method: 'cash', amount: order.total }), 201);
    expectOk(await as(admin.cookie, 'PATCH', `/api/admin/orders/${order.orderNumber}/status`, { status: 'preparing' }));
    expectOk(await as(admin.cookie, 'PATCH', `/api/admin/orders/${order.orderNumber}/status`, { status: 'out_for_delivery' }));
    await work();
    const texts = smsApi.calls.map((c) => Object.fromEntries(new URLSearchParams(c.body))).filter((f) => f.To === `+${digitsOf(phone)}`).map((f) => f.Body);
    expect(texts).toEqual([
      `Yaad Parts: we got your order ${order.orderNumber}, J$2,700.00 with delivery. Follow it here: http://shop.test/track-order?number=${order.orderNumber}`,
      `Yaad Parts: we received J$2,700.00 for ${order.orderNumber}. Thank you! Your receipt is in your e-mail. Follow it here: http://shop.test/track-order?number=${order.orderNumber}`,
      `Yaad Parts: your order ${order.orderNumber} is out for delivery today. To pay the driver: nothing, it is paid in full. Follow it here: http://shop.test/track-order?number=${order.orderNumber}`,
    ]);
    expect(whatsappTo(phone)).toEqual([]);
  });

  it('refuses a channel the store does not offer before taking any stock', async () => {
    const bare = await createTestApp();
    try {
      await seedDemoData(bare.db.database.db);
      const item = await shelfProduct(bare, { stock: 3 });
      const refused = await bare.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { customerName: 'Keisha Campbell', customerEmail: 'keisha@example.com', customerPhone: newPhone(), deliveryMethod: 'pickup', updates: 'whatsapp', items: [{ id: item.id, price: item.price, quantity: 1 }] },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toEqual([expect.objectContaining({ path: 'updates' })]);
      expect(await rows(bare, sql`select stock_count from inventory_products where id = ${item.id}`)).toEqual([{ stock_count: 3 }]);
      expect(await rows(bare, sql`select id from orders`)).toEqual([]);
    } finally {
      await bare.close();
    }
    const bad = await t.app.inject({ method: 'POST', url: '/api/orders', payload: { customerName: 'K', customerEmail: 'k@example.com', customerPhone: newPhone(), deliveryMethod: 'pickup', updates: 'pigeon', items: [{ id: 1, price: 1, quantity: 1 }] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([expect.objectContaining({ path: 'updates', message: 'Choose WhatsApp, SMS or e-mail only' })]);
  });
});

describe('a part request’s payments', () => {
  it('tells a customer who chose WhatsApp that their deposit came in', async () => {
    const phone = newPhone();
    const req = await acceptedRequest(t, admin.cookie, { request: autoRequest({ customerPhone: phone, updates: 'whatsapp' }) });
    const taken = await as(admin.cookie, 'POST', `/api/admin/part-requests/${req.id}/payments`, { method: 'cash', amount: 5000 });
    expect(taken.statusCode, taken.body).toBe(201);
    await work();
    const last = whatsappTo(phone).at(-1)!;
    expect(last).toMatchObject({ name: 'payment_received', variables: ['J$5,000.00', req.requestNumber, `http://shop.test/track-order?number=${req.requestNumber}`] });
  });

  it('at ready for pickup names the balance, the hours, how long it is held and what to bring, by e-mail and on WhatsApp', async () => {
    const phone = newPhone();
    // OEM_OPTION: J$29,216.25, the J$14,608.13 deposit paid in cash, J$14,608.12 left.
    const req = await acceptedRequest(t, admin.cookie, { request: autoRequest({ customerPhone: phone, updates: 'whatsapp' }) });
    expectOk(await as(admin.cookie, 'POST', `/api/admin/part-requests/${req.id}/payments`, { method: 'cash', amount: 14_608.13 }), 201);
    for (const status of ['preparing', 'ready_pickup']) {
      expectOk(await as(admin.cookie, 'POST', `/api/admin/update-request-status/${req.id}`, { status }));
    }
    await work();
    const link = `http://shop.test/track-order?number=${req.requestNumber}`;
    const hours = 'Mon-Fri 9AM-6PM, Sat 10AM-4PM, Sun closed';
    const ready = whatsappTo(phone).find((m) => m.name === 'ready_for_pickup')!;
    expect(ready.variables).toEqual([req.requestNumber, `Shop 7, 120 Spanish Town Road, Kingston 11, Jamaica (open ${hours})`, 'J$14,608.12', '5', link]);
    const [mail] = await rows<{ text_body: string }>(t, sql`select text_body from mail_outbox where kind = 'part-request-status' and subject = ${`${req.requestNumber}: Ready for pickup`}`);
    for (const line of [
      `Balance to pay: J$14,608.12, in cash or by card when you collect, or online before you come: ${link}`,
      'Pick it up at: Shop 7, 120 Spanish Town Road, Kingston 11, Jamaica',
      `Opening hours: ${hours}`,
      'We hold it for you for 5 business days.',
      `Bring: your request number (${req.requestNumber}) and a photo ID.`,
    ]) {
      expect(mail!.text_body).toContain(line);
    }
  });
});

describe('the profile’s choice', () => {
  it('needs a signed-in customer, and a phone number for WhatsApp or SMS', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/updates' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/account/updates', payload: { phone: newPhone(), updates: 'sms' } })).statusCode).toBe(401);
    const me = await signUp(t.app);
    const none = await as(me.cookie, 'GET', '/api/account/updates');
    expect(none.json()).toEqual({ phone: null, updates: 'email', chosenAt: null, stoppedAt: null, stoppedHow: null });
    const noPhone = await as(me.cookie, 'PUT', '/api/account/updates', { phone: '', updates: 'whatsapp' });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().issues).toEqual([expect.objectContaining({ path: 'phone' })]);
    expect((await as(me.cookie, 'PUT', '/api/account/updates', { phone: '12', updates: 'sms' })).statusCode).toBe(400);
    expect((await as(me.cookie, 'PUT', '/api/account/updates', { phone: newPhone(), updates: 'sms', extra: 1 })).statusCode).toBe(400);
  });

  it('turns updates on for the number, moves them to a new number, and turns them off with "e-mail only"', async () => {
    const me = await signUp(t.app);
    const first = newPhone();
    const on = await as(me.cookie, 'PUT', '/api/account/updates', { phone: first, updates: 'whatsapp' });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ phone: `+${digitsOf(first)}`, updates: 'whatsapp', chosenAt: expect.any(String), stoppedAt: null });
    expect(await rows(t, sql`select channel, source from message_consents where phone = ${digitsOf(first)} and opted_out_at is null`)).toEqual([{ channel: 'whatsapp', source: 'profile' }]);

    const second = newPhone();
    const moved = await as(me.cookie, 'PUT', '/api/account/updates', { phone: second, updates: 'sms' });
    expect(moved.json()).toMatchObject({ phone: `+${digitsOf(second)}`, updates: 'sms' });
    expect(await rows(t, sql`select opt_out_how from message_consents where phone = ${digitsOf(first)}`)).toEqual([{ opt_out_how: 'Profile: moved to another number' }]);

    const off = await as(me.cookie, 'PUT', '/api/account/updates', { phone: second, updates: 'email' });
    expect(off.json()).toMatchObject({ phone: `+${digitsOf(second)}`, updates: 'email', stoppedAt: expect.any(String), stoppedHow: 'Profile: chose e-mail only' });
    expect(await t.app.messaging.send({ phone: second, kind: 'delivered', template: 'delivered', variables: ['x', 'y'], text: 'x' })).toBeNull();
    // Another customer's account never sees this number.
    const other = await signUp(t.app);
    expect((await as(other.cookie, 'GET', '/api/account/updates')).json().phone).toBeNull();
  });
});
