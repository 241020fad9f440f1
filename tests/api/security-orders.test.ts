import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../src/shared/orders';
import type { Order } from '../../src/shared/schemas/orders';
import { mails } from '../support/part-requests';
import { buyerAddress, orderBody, placeOrder, shelfProduct, stockOf, type ShopItem } from '../support/shop-orders';
import { createAppWithAccounts, requestAs, type Account, type Method } from '../support/accounts';
import { rows, signUp, type TestApp } from '../support/test-app';

// The audit's findings 1 and 4 (docs/security-audit.md): an archived product sold again, and pay-later
// orders holding stock for ever with no cap per order or per customer.

let t: TestApp, admin: Account, customer: Account;
beforeAll(async () => { ({ t, admin, customer } = await createAppWithAccounts({ seed: true })); });
afterAll(() => t.close());

const as = (cookie: string | undefined, method: Method, url: string, payload?: unknown) => requestAs(t.app, cookie, method, url, payload);
const staff = (method: Method, url: string, payload?: unknown) => as(admin.cookie, method, url, payload);
const setStatus = async (order: { orderNumber: string; total?: number }, status: string) => {
  // "Paid" comes from recording the money, not from the status form.
  const res =
    status === 'paid'
      ? await staff('POST', `/api/admin/orders/${order.orderNumber}/payments`, { method: 'cash', amount: order.total })
      : await staff('PATCH', `/api/admin/orders/${order.orderNumber}/status`, { status });
  expect(res.statusCode, res.body).toBe(status === 'paid' ? 201 : 200);
};
/** POST /api/orders from an address of its own (the per-address limit is not what these tests are about). */
const order = (items: Array<ShopItem & { quantity?: number }>, over: Record<string, unknown> = {}, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/orders', payload: orderBody(items, over), headers: cookie ? { cookie } : {}, remoteAddress: buyerAddress() });
const orderCount = async () => (await rows<{ n: number }>(t, sql`select count(*)::int as n from orders`))[0]!.n;
const statusOf = async (o: Order) => (await rows<{ status: string }>(t, sql`select status from orders where id = ${o.id}`))[0]!.status;
const historyOf = (o: Order) =>
  rows<{ status: string; note: string | null; changed_by_label: string }>(
    t,
    sql`select status, note, changed_by_label from order_status_history where order_id = ${o.id} order by created_at, id`,
  );
/** Pretends the order was placed at `iso` (its row and its first history entry). */
async function placedAt(o: Order, iso: string) {
  await t.db.database.db.execute(sql`update orders set created_at = ${iso}::timestamptz where id = ${o.id}`);
  await t.db.database.db.execute(sql`update order_status_history set created_at = ${iso}::timestamptz where order_id = ${o.id} and status = 'pending'`);
}
/** Pretends staff marked the order ready for pickup at `iso`. */
async function readyAt(o: Order, iso: string) {
  await t.db.database.db.execute(sql`update order_status_history set created_at = ${iso}::timestamptz where order_id = ${o.id} and status = 'ready_pickup'`);
}
const expire = (iso: string) => t.app.orders.expireUnconfirmed(new Date(iso));
const minuteBefore = (iso: string) => new Date(new Date(iso).getTime() - 60_000).toISOString();

describe('docs/security-audit.md finding 1: a deleted (archived) product is never sold, reserved or restocked again', () => {
  it('docs/security-audit.md finding 1: cancelling an order for an archived product does not restock it, and ordering it (even at its old price) is a 409 naming the line', async () => {
    const item = await shelfProduct(t, { name: 'Discontinued A10 Screen', stock: 5 });
    const placed = await placeOrder(t, [{ ...item, quantity: 2 }]);
    const deleted = await staff('DELETE', `/api/admin/inventory/${item.id}`);
    expect(deleted.json()).toMatchObject({ archived: true });
    expect(await stockOf(t, item.id)).toBe(0);

    await setStatus(placed, 'cancelled');
    expect(await stockOf(t, item.id)).toBe(0);

    const before = await orderCount();
    const other = await shelfProduct(t);
    const res = await order([other, item]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({
      message: 'Discontinued A10 Screen is no longer sold',
      issues: [{ path: 'items.1.id', message: 'Remove it from your cart' }],
    });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(t, item.id)).toBe(0);
  });

  it('docs/security-audit.md finding 1: the database refuses stock on an archived row, and staff edits and bulk stock changes leave it alone', async () => {
    const item = await shelfProduct(t, { stock: 3 });
    const live = await shelfProduct(t, { stock: 0 });
    await placeOrder(t, [item]);
    await staff('DELETE', `/api/admin/inventory/${item.id}`);
    await expect(t.db.database.db.execute(sql`update inventory_products set stock_count = 4 where id = ${item.id}`)).rejects.toThrow();

    for (const action of ['in_stock', 'out_of_stock']) {
      const bulk = await staff('POST', '/api/admin/inventory/bulk', { ids: [live.id, item.id], action });
      expect(bulk.statusCode, bulk.body).toBe(404);
    }
    const edit = await staff('PUT', `/api/admin/inventory/${item.id}`, {
      name: 'Back again',
      brand: 'Samsung',
      price: 4500,
      stockCount: 9,
      categoryId: (await rows<{ id: number }>(t, sql`select id from categories where slug = 'phone-screens'`))[0]!.id,
    });
    expect(edit.statusCode).toBe(404);
    expect(await stockOf(t, item.id)).toBe(0);
    expect(await stockOf(t, live.id)).toBe(0);
  });

  it('docs/security-audit.md finding 1: an expired pay-later order for an archived product puts nothing back on it', async () => {
    const item = await shelfProduct(t, { stock: 4 });
    const placed = await placeOrder(t, [{ ...item, quantity: 2 }]);
    await staff('DELETE', `/api/admin/inventory/${item.id}`);
    await placedAt(placed, '2026-01-05T15:00:00Z');
    const swept = await expire('2026-02-01T15:00:00Z');
    expect(swept.expired).toContain(placed.orderNumber);
    expect(await statusOf(placed)).toBe('cancelled');
    expect(await stockOf(t, item.id)).toBe(0);
  });
});

describe('docs/security-audit.md finding 4: unconfirmed pay-later orders expire and give their stock back', () => {
  it('docs/security-audit.md finding 4: business days count Monday to Friday, at the same Jamaica clock time', () => {
    // Friday 15:00 in Kingston (20:00 UTC) + 5 business days = next Friday 15:00.
    expect(addBusinessDays(new Date('2026-11-13T20:00:00Z'), 5).toISOString()).toBe('2026-11-20T20:00:00.000Z');
    // Friday 15:00 + 2 = Tuesday 15:00 (the weekend is skipped).
    expect(addBusinessDays(new Date('2026-11-13T20:00:00Z'), 2).toISOString()).toBe('2026-11-17T20:00:00.000Z');
    // Friday 21:00 in Kingston is already Saturday in UTC: still Friday for the shop.
    expect(addBusinessDays(new Date('2026-11-14T02:00:00Z'), 1).toISOString()).toBe('2026-11-17T02:00:00.000Z');
    // Placed on a Saturday: the count starts on Monday morning (00:00 Kingston = 05:00 UTC).
    expect(addBusinessDays(new Date('2026-11-14T15:00:00Z'), 5).toISOString()).toBe('2026-11-23T05:00:00.000Z');
  });

  it('docs/security-audit.md finding 4: a pickup order nobody confirmed expires 5 business days after it was placed, not a minute early: stock back once, history noted, customer e-mailed', async () => {
    const item = await shelfProduct(t, { stock: 5 });
    const email = 'never.came@example.com';
    const placed = await placeOrder(t, [{ ...item, quantity: 2 }], { customerEmail: email });
    expect(await stockOf(t, item.id)).toBe(3);
    await placedAt(placed, '2026-11-13T20:00:00Z'); // Friday 15:00 in Kingston

    const deadline = '2026-11-20T20:00:00Z'; // the next Friday, 15:00
    expect((await expire(minuteBefore(deadline))).expired).not.toContain(placed.orderNumber);
    expect(await statusOf(placed)).toBe('pending');
    expect(await stockOf(t, item.id)).toBe(3);

    // Two sweeps at once (two servers, or a slow one overlapping): one expires it, the stock comes back once.
    const [a, b] = await Promise.all([expire(deadline), expire(deadline)]);
    expect([...a.expired, ...b.expired].filter((n) => n === placed.orderNumber)).toHaveLength(1);
    expect(await statusOf(placed)).toBe('cancelled');
    expect(await stockOf(t, item.id)).toBe(5);
    const history = await historyOf(placed);
    expect(history.filter((h) => h.status === 'cancelled')).toHaveLength(1);
    expect(history.at(-1)).toMatchObject({ status: 'cancelled', changed_by_label: 'System' });
    expect(history.at(-1)!.note).toContain('5 business days');

    const told = await mails(t, { kind: 'order-expired', to: email });
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toContain(placed.orderNumber);
    expect(told[0]!.text_body).toContain(placed.orderNumber);
    expect(told[0]!.text_body).toMatch(/still want/i);

    expect((await expire('2026-12-31T20:00:00Z')).expired).not.toContain(placed.orderNumber);
    expect(await stockOf(t, item.id)).toBe(5);
    expect(await mails(t, { kind: 'order-expired', to: email })).toHaveLength(1);
  });

  it('docs/security-audit.md finding 4: a pickup order marked ready is held 5 business days from when it was ready', async () => {
    const item = await shelfProduct(t, { stock: 5 });
    const placed = await placeOrder(t, [item], { customerEmail: 'slow.collector@example.com' });
    await placedAt(placed, '2026-11-02T20:00:00Z'); // Monday 15:00
    await setStatus(placed, 'ready_pickup');
    await readyAt(placed, '2026-11-05T20:00:00Z'); // ready Thursday 15:00
    // Five business days after it was placed it is still held: it has been ready only since Thursday.
    expect((await expire('2026-11-09T20:00:00Z')).expired).not.toContain(placed.orderNumber);
    expect((await expire(minuteBefore('2026-11-12T20:00:00Z'))).expired).not.toContain(placed.orderNumber);
    expect(await stockOf(t, item.id)).toBe(4);
    expect((await expire('2026-11-12T20:00:00Z')).expired).toContain(placed.orderNumber);
    expect(await statusOf(placed)).toBe('cancelled');
    expect(await stockOf(t, item.id)).toBe(5);
    const [told] = await mails(t, { kind: 'order-expired', to: 'slow.collector@example.com' });
    expect(told!.text_body).toContain('not collected');
  });

  it('docs/security-audit.md finding 4: a delivery order staff never confirmed expires after 2 business days', async () => {
    const item = await shelfProduct(t, { stock: 5 });
    const placed = await placeOrder(t, [{ ...item, quantity: 3 }], {
      customerEmail: 'unconfirmed.delivery@example.com',
      deliveryMethod: 'shipping',
      address: '12 Hope Road',
      parish: 'St. Andrew',
    });
    await placedAt(placed, '2026-11-13T20:00:00Z'); // Friday 15:00
    expect((await expire(minuteBefore('2026-11-17T20:00:00Z'))).expired).not.toContain(placed.orderNumber);
    expect(await stockOf(t, item.id)).toBe(2);
    expect((await expire('2026-11-17T20:00:00Z')).expired).toContain(placed.orderNumber); // Tuesday 15:00
    expect(await stockOf(t, item.id)).toBe(5);
    expect(await mails(t, { kind: 'order-expired', to: 'unconfirmed.delivery@example.com' })).toHaveLength(1);
  });

  it('docs/security-audit.md finding 4: paid orders and orders staff moved on never expire', async () => {
    const item = await shelfProduct(t, { stock: 20 });
    const ship = { deliveryMethod: 'shipping', address: '12 Hope Road', parish: 'St. Andrew' };
    const kept: Order[] = [];
    for (const [over, steps] of [
      [{}, ['paid']],
      [{}, ['preparing']],
      [{}, ['paid', 'ready_pickup']],
      [ship, ['preparing']],
      [ship, ['out_for_delivery']],
      [ship, ['paid']],
    ] as const) {
      const o = await placeOrder(t, [item], over);
      for (const step of steps) await setStatus(o, step);
      await placedAt(o, '2025-01-06T15:00:00Z');
      await readyAt(o, '2025-01-06T15:00:00Z');
      kept.push(o);
    }
    const swept = await expire('2026-12-31T15:00:00Z');
    for (const o of kept) {
      expect(swept.expired).not.toContain(o.orderNumber);
      expect(await statusOf(o)).not.toBe('cancelled');
    }
    expect(await stockOf(t, item.id)).toBe(20 - kept.length);
  });
});

describe('docs/security-audit.md finding 4: caps per order and per customer per day', () => {
  it('docs/security-audit.md finding 4: one order takes at most 10 of a product; more is a 400 that says so, and nothing is reserved', async () => {
    const item = await shelfProduct(t, { name: 'iPhone 11 Battery', stock: 50 });
    const before = await orderCount();
    for (const items of [[{ ...item, quantity: 11 }], [{ ...item, quantity: 6 }, { ...item, quantity: 5 }]]) {
      const res = await order(items, { customerEmail: 'stocking.up@example.com' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(`You can order at most 10 of iPhone 11 Battery per order. Call the shop on ${t.config.store.phone} for more.`);
      expect(res.json().issues).toEqual([{ path: 'items.0.quantity', message: 'Choose 10 or fewer' }]);
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(t, item.id)).toBe(50);
    expect((await order([{ ...item, quantity: 10 }], { customerEmail: 'stocking.up@example.com' })).statusCode).toBe(201);
  });

  it('docs/security-audit.md finding 4: a guest is one customer by e-mail or by phone: past 20 a day is a 409, nothing reserved; cancelled and day-old orders do not count', async () => {
    const item = await shelfProduct(t, { name: 'Galaxy A05 Charging Port', stock: 99 });
    const guest = { customerEmail: 'Repair.Shop+one@Example.com', customerPhone: '876-555-7001' };
    const first = await placeOrder(t, [{ ...item, quantity: 10 }], guest);
    await placeOrder(t, [{ ...item, quantity: 8 }], { customerEmail: 'repair.shop@example.com', customerPhone: '(876) 555 7001' });
    expect(await stockOf(t, item.id)).toBe(81);

    // Same e-mail, another phone; then another e-mail, the same phone written differently.
    for (const who of [
      { customerEmail: 'repair.shop+two@example.com', customerPhone: '876-555-2222' },
      { customerEmail: 'someone.else@example.com', customerPhone: '+1 (876) 555-7001' },
    ]) {
      const before = await orderCount();
      const res = await order([{ ...item, quantity: 3 }], who);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(
        `You can order at most 20 of Galaxy A05 Charging Port a day, and your orders from the last 24 hours already have 18. Choose 2 or fewer, or call the shop on ${t.config.store.phone} for more.`,
      );
      expect(res.json().issues).toEqual([{ path: 'items.0.quantity', message: 'Choose 2 or fewer' }]);
      expect(await orderCount()).toBe(before);
      expect(await stockOf(t, item.id)).toBe(81);
    }
    // A different customer is not held back by this one.
    expect((await order([{ ...item, quantity: 10 }], { customerEmail: 'other.shop@example.com', customerPhone: '876-555-3333' })).statusCode).toBe(201);

    // A cancelled order no longer counts; nor does one from more than a day ago.
    await setStatus(first, 'cancelled');
    expect((await order([{ ...item, quantity: 10 }], guest)).statusCode).toBe(201);
    expect((await order([{ ...item, quantity: 2 }], guest)).statusCode).toBe(201);
    const full = await order([{ ...item, quantity: 1 }], guest);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(
      `You have already ordered 20 of Galaxy A05 Charging Port in the last 24 hours, the most we sell to one customer in a day. Call the shop on ${t.config.store.phone} for more.`,
    );
    await t.db.database.db.execute(sql`update orders set created_at = now() - interval '25 hours' where phone_key = '8765557001'`);
    expect((await order([{ ...item, quantity: 10 }], guest)).statusCode).toBe(201);
  });

  it('docs/security-audit.md finding 4: a signed-in customer is one customer whatever e-mail and phone each order gives', async () => {
    const item = await shelfProduct(t, { name: 'Moto G Screen', stock: 99 });
    const me = await signUp(t.app);
    expect((await order([{ ...item, quantity: 10 }], { customerEmail: 'a.first@example.com', customerPhone: '876-555-4101' }, me.cookie)).statusCode).toBe(201);
    expect((await order([{ ...item, quantity: 10 }], { customerEmail: 'a.second@example.com', customerPhone: '876-555-4102' }, me.cookie)).statusCode).toBe(201);
    const res = await order([{ ...item, quantity: 1 }], { customerEmail: 'a.third@example.com', customerPhone: '876-555-4103' }, me.cookie);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain('already ordered 20 of Moto G Screen');
    expect(await stockOf(t, item.id)).toBe(79);
  });

  it('docs/security-audit.md finding 4: staff change the caps from the back office; customers get 403 and strangers 401', async () => {
    const defaults = { maxUnitsPerOrder: 10, maxUnitsPerCustomerPerDay: 20, confirmWithinHours: 3, staffConfirmAboveJmd: 50_000 };
    // The storefront also hears the server's bounds on unconfirmed orders, which checkout states.
    const bounds = { unitsPerConnection: 20, shareOfStockPercent: 50 };
    expect((await as(undefined, 'GET', '/api/shop-settings')).json()).toEqual({ ...defaults, ...bounds });
    expect((await staff('GET', '/api/admin/shop-settings')).json()).toEqual(defaults);
    for (const [method, payload] of [['GET'], ['PUT', { ...defaults, maxUnitsPerOrder: 90, maxUnitsPerCustomerPerDay: 99 }]] as const) {
      expect((await as(undefined, method, '/api/admin/shop-settings', payload)).statusCode).toBe(401);
      expect((await as(customer.cookie, method, '/api/admin/shop-settings', payload)).statusCode).toBe(403);
    }
    for (const bad of [
      { ...defaults, maxUnitsPerOrder: 0, maxUnitsPerCustomerPerDay: 5 },
      { ...defaults, maxUnitsPerOrder: 5, maxUnitsPerCustomerPerDay: 4 },
      { ...defaults, maxUnitsPerOrder: 2.5, maxUnitsPerCustomerPerDay: 5 },
      { ...defaults, confirmWithinHours: 0 },
      { ...defaults, confirmWithinHours: 73 },
      { ...defaults, staffConfirmAboveJmd: 999 },
      { ...defaults, staffConfirmAboveJmd: 1500.5 },
      { maxUnitsPerOrder: 3, maxUnitsPerCustomerPerDay: 5 },
      {},
    ]) {
      const res = await staff('PUT', '/api/admin/shop-settings', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().issues.length).toBeGreaterThan(0);
    }
    expect((await as(undefined, 'GET', '/api/shop-settings')).json()).toEqual({ ...defaults, ...bounds });

    const changed = { maxUnitsPerOrder: 3, maxUnitsPerCustomerPerDay: 5, confirmWithinHours: 6, staffConfirmAboveJmd: 20_000 };
    const saved = await staff('PUT', '/api/admin/shop-settings', changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(changed);
    expect((await as(undefined, 'GET', '/api/shop-settings')).json()).toEqual({ ...changed, ...bounds });
    const item = await shelfProduct(t, { name: 'Pixel 7 Camera', stock: 10 });
    const refused = await order([{ ...item, quantity: 4 }], { customerEmail: 'pixel.fan@example.com' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('at most 3 of Pixel 7 Camera per order');
    expect((await order([{ ...item, quantity: 3 }], { customerEmail: 'pixel.fan@example.com' })).statusCode).toBe(201);

    expect((await staff('PUT', '/api/admin/shop-settings', defaults)).statusCode).toBe(200);
  });
});

describe('docs/security-audit.md finding 2: knowing an order number and its e-mail is not proof of identity either', () => {
  it('docs/security-audit.md finding 2: tracking an order by number and e-mail shows its items, status and costs, not the name, e-mail, phone or street address', async () => {
    const item = await shelfProduct(t, { name: 'Tracked Battery', stock: 5 });
    const placed = await placeOrder(t, [{ ...item, quantity: 1 }], { customerName: 'Keisha Campbell', deliveryMethod: 'shipping', address: '12 Hope Road', parish: 'St. Andrew' });
    const res = await as(undefined, 'GET', `/api/orders/track/${placed.orderNumber}?email=${encodeURIComponent(placed.customerEmail)}`);
    expect(res.statusCode, res.body).toBe(200);
    const tracked = res.json() as Record<string, unknown>;
    expect(tracked).toMatchObject({ orderNumber: placed.orderNumber, status: 'pending', total: placed.total, parish: 'St. Andrew' });
    for (const key of ['customerName', 'customerEmail', 'customerPhone', 'address']) expect(tracked).not.toHaveProperty(key);
    expect(res.body).not.toContain('Keisha');
    expect(res.body).not.toContain('Hope Road');
    // The signed-in owner and staff still see everything.
    const staffView = await staff('GET', `/api/admin/orders/${placed.orderNumber}`);
    expect(staffView.json()).toMatchObject({ customerName: 'Keisha Campbell', address: '12 Hope Road' });
  });
});
