import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markVerified } from '../../src/server/lib/mail/verified-addresses';
import { buyerAddress, orderBody, shelfProduct, stockOf } from '../support/shop-orders';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

// The second audit's high finding (docs/security-audit.md, second audit item 1): one anonymous client
// emptied the shop with six pay-at-pickup orders, each under a new e-mail and phone. What unconfirmed
// orders may hold is now bounded per connection and per product (docs/shop-holds.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: true, inbox: true, limits: { orderCreatePerIp: 1000 } });
});
afterAll(() => t.close());

const place = (body: unknown, ip: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/orders', payload: body as Record<string, unknown>, remoteAddress: ip, headers: cookie ? { cookie } : {} });
const shopUnits = async () => (await rows<{ n: number }>(t, sql`select sum(stock_count)::int as n from inventory_products where archived_at is null`))[0]!.n;
let guest = 0;
/** A new name, e-mail and phone each time, as the audit's script sent. */
const newGuest = () => {
  guest += 1;
  return { customerName: `Guest ${guest}`, customerEmail: `guest${guest}@example.com`, customerPhone: `876-555-${String(3000 + guest)}` };
};

describe('second audit item 1: what unconfirmed pay-later orders may hold', () => {
  it('second audit item 1: six guest orders of 50 lines from one address, each with a new e-mail and phone, hold 20 units at most', async () => {
    const products = await rows<{ id: number; price: number }>(
      t,
      sql`select id, price_cents / 100.0 as price from inventory_products where archived_at is null and stock_count >= 4 order by id limit 50`,
    );
    expect(products).toHaveLength(50);
    const before = await shopUnits();
    const ip = '198.51.100.60';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await place(orderBody(products.map((p) => ({ id: p.id, price: Number(p.price) })), newGuest()), ip);
      statuses.push(res.statusCode);
    }
    // Before: six 201s and 300 units off the shelf (the audit's run took 1,324 to 0).
    expect(statuses).toEqual([409, 409, 409, 409, 409, 409]);
    expect(await shopUnits()).toBe(before);
    const refused = await place(orderBody(products.map((p) => ({ id: p.id, price: Number(p.price) })), newGuest()), ip);
    expect(refused.json().message).toMatch(/^We hold at most 20 items for orders paid at pickup or on delivery until they are confirmed\. Choose 20 or fewer, pay now by card where it is offered, or call the shop on /);
    // Twenty units in one order go through; the next order from the same connection, another name again, does not.
    const twenty = products.slice(0, 20).map((p) => ({ id: p.id, price: Number(p.price) }));
    expect((await place(orderBody(twenty, newGuest()), ip)).statusCode).toBe(201);
    const next = await place(orderBody(products.slice(20, 21).map((p) => ({ id: p.id, price: Number(p.price) })), newGuest()), ip);
    expect(next.statusCode).toBe(409);
    expect(next.json().message).toContain('Orders from your connection waiting to be paid already hold 20.');
    expect(await shopUnits()).toBe(before - 20);
    // Another connection is not held back by this one.
    expect((await place(orderBody(products.slice(20, 21).map((p) => ({ id: p.id, price: Number(p.price) })), newGuest()), buyerAddress())).statusCode).toBe(201);
  });

  it('second audit item 1: unconfirmed orders from many connections together hold at most half of a product, rounded up', async () => {
    const item = await shelfProduct(t, { name: 'Redmi Note 12 Battery', stock: 9, price: 3200 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await place(orderBody([{ ...item, quantity: 2 }], newGuest()), buyerAddress())).statusCode);
    // Half of 9, rounded up, is 5: two orders of 2 fit, the third (6) does not; an order of 1 still fits.
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    const last = await place(orderBody([{ ...item, quantity: 2 }], newGuest()), buyerAddress());
    expect(last.json()).toMatchObject({
      message: expect.stringMatching(/^Redmi Note 12 Battery is in demand: .* hold at most half of our stock of it \(5\) until they are confirmed, and others already hold 4\. Choose 1 or fewer, or pay now by card/),
      issues: [{ path: 'items.0.quantity', message: 'Choose 1 or fewer' }],
    });
    expect((await place(orderBody([{ ...item, quantity: 1 }], newGuest()), buyerAddress())).statusCode).toBe(201);
    expect(await stockOf(t, item.id)).toBe(4);
  });

  it('second audit item 1: the signed-in owner of a confirmed address, and orders staff have moved on, are not counted', async () => {
    const item = await shelfProduct(t, { name: 'Tecno Spark 10 Charging Port', stock: 6, price: 1500 });
    const ip = '198.51.100.61';
    const first = await place(orderBody([{ ...item, quantity: 3 }], newGuest()), ip);
    expect(first.statusCode).toBe(201);
    expect((await place(orderBody([{ ...item, quantity: 1 }], newGuest()), buyerAddress())).statusCode).toBe(409);
    // The owner of a confirmed address, signed in, is not bound by what strangers hold.
    const owner = await signUp(t.app);
    // Proved by a used reset link, as in production (markVerified with the account).
    await markVerified(t.db.database.db, owner.email, owner.json.user.id);
    const own = await place(orderBody([{ ...item, quantity: 2 }], { customerEmail: owner.email }), ip, owner.cookie);
    expect(own.statusCode, own.body).toBe(201);
    // Once staff move the first order on, it is confirmed, and its units no longer count.
    const staff = await signUp(t.app);
    await t.db.database.db.execute(sql`update users set role = 'admin' where email = ${staff.email}`);
    const moved = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${first.json().orderNumber}/status`, headers: { cookie: staff.cookie }, payload: { status: 'preparing' } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await place(orderBody([{ ...item, quantity: 1 }], newGuest()), buyerAddress())).statusCode).toBe(201);
  });
});

/** The placed e-mail as its customer received it (the outbox hides the confirmation link's code). */
const placedMail = async (order: { orderNumber: string; customerEmail: string }) =>
  (await t.inbox(order.customerEmail)).find((m) => m.subject === `Your order ${order.orderNumber}`)!.text;
const confirmCode = (text: string, orderNumber: string) => new RegExp(`/confirm-order#number=${orderNumber}&code=([A-Za-z0-9_-]{40,})`).exec(text)?.[1];
const confirm = (orderNumber: string, token: string) => t.app.inject({ method: 'POST', url: '/api/orders/confirm', payload: { orderNumber, token }, remoteAddress: buyerAddress() });
const HOUR = 3_600_000;

describe('second audit item 1: an unconfirmed order keeps its stock only briefly, unless the customer or staff confirm it', () => {
  it('second audit item 1: the e-mailed link confirms an order, which then no longer counts against the connection; a wrong or incomplete link is refused', async () => {
    const item = await shelfProduct(t, { name: 'Infinix Hot 30 Screen', stock: 30, price: 1800 });
    const other = await shelfProduct(t, { name: 'Infinix Hot 30 Back Glass', stock: 30, price: 900 });
    const ip = '198.51.100.70';
    const placedAtMs = Date.now();
    const res = await place(orderBody([{ ...item, quantity: 10 }, { ...other, quantity: 10 }], newGuest()), ip);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    // Before: no confirmation; the order held its stock for 5 business days on the form's word alone.
    expect(order.confirmation.staffOnly).toBe(false);
    const by = Date.parse(order.confirmation.by);
    expect(by - placedAtMs).toBeGreaterThanOrEqual(3 * HOUR - 1000);
    expect(by - placedAtMs).toBeLessThan(3 * HOUR + 60_000);
    const text = await placedMail(order);
    expect(text).toContain('Please confirm your order before');
    const code = confirmCode(text, order.orderNumber);
    expect(code).toBeDefined();
    // The connection holds 20: a further order from it is refused until this one is confirmed.
    expect((await place(orderBody([{ ...item, quantity: 1 }], newGuest()), ip)).statusCode).toBe(409);

    expect((await confirm(order.orderNumber, `${code!.slice(0, -3)}abc`)).statusCode).toBe(404);
    expect((await confirm('ORD-2222222X', code!)).statusCode).toBe(404);
    expect((await confirm('ORD-1', code!)).statusCode).toBe(400);
    const short = await confirm(order.orderNumber, 'abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('not complete');
    const done = await confirm(order.orderNumber.toLowerCase(), code!);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ orderNumber: order.orderNumber, status: 'pending', confirmation: null });
    expect(done.json()).not.toHaveProperty('customerEmail');
    // Opened again: the same answer, one history row.
    expect((await confirm(order.orderNumber, code!)).statusCode).toBe(200);
    const notes = await rows<{ note: string; changed_by_label: string }>(t, sql`select note, changed_by_label from order_status_history h join orders o on o.id = h.order_id where o.order_number = ${order.orderNumber} order by h.created_at`);
    expect(notes.filter((n) => n.note.startsWith('Confirmed'))).toEqual([{ note: 'Confirmed by the customer from the e-mailed link', changed_by_label: 'Customer' }]);
    // Confirmed, it no longer counts: the connection may hold 20 more.
    expect((await place(orderBody([{ ...item, quantity: 10 }], newGuest()), ip)).statusCode).toBe(201);
    // ... and the sweep, long after the confirmation window, leaves it alone.
    const swept = await t.app.orders.expireUnconfirmed(new Date(placedAtMs + 4 * HOUR));
    expect(swept.expired).not.toContain(order.orderNumber);
  });

  it('second audit item 1: an order nobody confirms is released when its hours run out, not a minute early; the customer is told, and its link then says so', async () => {
    const item = await shelfProduct(t, { name: 'Samsung A05 Battery', stock: 8, price: 2500 });
    const placedAtMs = Date.now();
    const res = await place(orderBody([{ ...item, quantity: 4 }], newGuest()), buyerAddress());
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    const code = confirmCode(await placedMail(order), order.orderNumber)!;
    expect(await stockOf(t, item.id)).toBe(4);
    const by = Date.parse(order.confirmation.by);
    expect((await t.app.orders.expireUnconfirmed(new Date(by - 60_000))).expired).not.toContain(order.orderNumber);
    expect(await stockOf(t, item.id)).toBe(4);
    const swept = await t.app.orders.expireUnconfirmed(new Date(by + 1000));
    expect(swept.expired).toContain(order.orderNumber);
    expect(await stockOf(t, item.id)).toBe(8);
    // Twice at once releases it once.
    expect((await t.app.orders.expireUnconfirmed(new Date(by + 2000))).expired).not.toContain(order.orderNumber);
    expect(await stockOf(t, item.id)).toBe(8);
    const mail = await rows<{ text_body: string }>(t, sql`select text_body from mail_outbox where kind = 'order-expired' and subject like ${`%${order.orderNumber}%`}`);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain('was not confirmed in time');
    const late = await confirm(order.orderNumber, code);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('was not confirmed in time');
    expect(placedAtMs).toBeLessThan(by);
  });

  it('second audit item 1: a deposit staff record confirms an order as surely as a call: it is not released', async () => {
    const item = await shelfProduct(t, { name: 'Tecno Camon 20 Battery', stock: 6, price: 2600 });
    const res = await place(orderBody([{ ...item, quantity: 2 }], newGuest()), buyerAddress());
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    const staffUser = await signUp(t.app);
    await t.db.database.db.execute(sql`update users set role = 'admin' where email = ${staffUser.email}`);
    const paid = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.orderNumber}/payments`, headers: { cookie: staffUser.cookie }, payload: { method: 'cash', amount: 1000 } });
    expect(paid.statusCode, paid.body).toBe(201);
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.orderNumber}`, headers: { cookie: staffUser.cookie } });
    expect(detail.json().confirmation).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.orderNumber}/confirm`, headers: { cookie: staffUser.cookie } })).statusCode).toBe(409);
    expect((await t.app.orders.expireUnconfirmed(new Date(Date.parse(order.confirmation.by) + 60_000))).expired).not.toContain(order.orderNumber);
    expect(await stockOf(t, item.id)).toBe(4);
  });

  it('second audit item 1: a large order paid later carries no link: only staff confirm it, by the end of the next business day', async () => {
    const item = await shelfProduct(t, { name: 'iPhone 13 Pro OLED Screen', stock: 20, price: 12_500 });
    const res = await place(orderBody([{ ...item, quantity: 5 }], newGuest()), buyerAddress());
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    // J$62,500 is over the J$50,000 staff confirm above.
    expect(order.total).toBe(62_500);
    expect(order.confirmation.staffOnly).toBe(true);
    const text = await placedMail(order);
    expect(text).not.toContain('/confirm-order');
    expect(text).toContain('our staff will call the number given with the order to confirm it before');

    const customer = await signUp(t.app);
    const staffUser = await signUp(t.app);
    await t.db.database.db.execute(sql`update users set role = 'admin' where email = ${staffUser.email}`);
    const staffConfirm = (cookie?: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.orderNumber}/confirm`, headers: cookie ? { cookie } : {} });
    expect((await staffConfirm()).statusCode).toBe(401);
    expect((await staffConfirm(customer.cookie)).statusCode).toBe(403);
    const done = await staffConfirm(staffUser.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().confirmation).toBeNull();
    expect(done.json().history.at(-1)).toMatchObject({ note: 'Confirmed by staff' });
    const again = await staffConfirm(staffUser.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Order ${order.orderNumber} is not waiting to be confirmed.`);
    // Staff confirmed it: no sweep within its usual hold releases it.
    expect((await t.app.orders.expireUnconfirmed(new Date(Date.now() + 30 * HOUR))).expired).not.toContain(order.orderNumber);
  });
});

describe('second audit item 11: e-mailed links carry the receipt key and the customer e-mail in the fragment', () => {
  it('second audit item 11: the order e-mail tracks with #number=…&email=…, the receipt links with #key=…; neither is in a query string', async () => {
    const item = await shelfProduct(t, { name: 'Moto E13 Charging Port', stock: 5, price: 1200 });
    const res = await place(orderBody([{ ...item, quantity: 1 }], newGuest()), buyerAddress());
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    const placed = await placedMail(order);
    // Before: http://shop.test/track-order?number=ORD-…&email=guest…%40example.com
    expect(placed).toContain(`http://shop.test/track-order#number=${order.orderNumber}&email=${encodeURIComponent(order.customerEmail)}`);
    expect(placed).not.toMatch(/\?[^\s]*email=/);

    const staffUser = await signUp(t.app);
    await t.db.database.db.execute(sql`update users set role = 'admin' where email = ${staffUser.email}`);
    const paid = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.orderNumber}/payments`, headers: { cookie: staffUser.cookie }, payload: { method: 'cash', amount: order.total } });
    expect(paid.statusCode, paid.body).toBe(201);
    const receipt = (await t.inbox(order.customerEmail)).find((m) => /receipt/i.test(m.subject))!;
    // Before: http://shop.test/receipts/RCT-…?key=…
    expect(receipt.text).toMatch(/http:\/\/shop\.test\/receipts\/RCT-[\d-]+#key=[\w-]{43}/);
    expect(receipt.text).not.toMatch(/\?key=/);
  });
});
