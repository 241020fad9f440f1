import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/server/db/transaction';
import { findOrderByNumber } from '../../src/server/features/orders/repository';
import { changeStatus, changeStatusOrThrow } from '../../src/server/features/orders/status';
import { DEMO_STORE } from '../../src/shared/constants';
import { AdminOrderDetailSchema, AdminOrderListSchema } from '../../src/shared/schemas/admin-order';
import { OrderSchema, type Order } from '../../src/shared/schemas/orders';
import { ADMIN_ORDERS_PAGE_SIZE } from '../../src/shared/orders';
import { mails } from '../support/part-requests';
import { placeOrder, shelfProduct, stockOf } from '../support/shop-orders';
import { createAppWithAccounts, requestAs, type Account, type Method } from '../support/accounts';
import { rows, type TestApp } from '../support/test-app';

let t: TestApp, admin: Account, customer: Account;
beforeAll(async () => { ({ t, admin, customer } = await createAppWithAccounts({ seed: true })); });
afterAll(() => t.close());

const as = (cookie: string | undefined, method: Method, url: string, payload?: unknown) => requestAs(t.app, cookie, method, url, payload);
const staff = (method: Method, url: string, payload?: unknown) => as(admin.cookie, method, url, payload);
const setStatus = (order: { orderNumber: string }, status: string, note?: string) =>
  staff('PATCH', `/api/admin/orders/${order.orderNumber}/status`, note === undefined ? { status } : { status, note });
/** Money staff took for an order, as the Money panel sends it. */
const recordPayment = (order: { orderNumber: string }, body: Record<string, unknown>) => staff('POST', `/api/admin/orders/${order.orderNumber}/payments`, body);
/** A status step; "paid" is reached the one way it can be: by recording the money. */
const step = async (order: Order, status: string) =>
  status === 'paid' ? recordPayment(order, { method: 'cash', amount: order.total }) : setStatus(order, status);
const detail = async (order: { orderNumber: string }) => AdminOrderDetailSchema.parse((await staff('GET', `/api/admin/orders/${order.orderNumber}`)).json());
const list = async (query: string) => {
  const res = await staff('GET', `/api/admin/orders${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return AdminOrderListSchema.parse(res.json());
};
const historyCount = async (orderId: string) =>
  (await rows<{ n: number }>(t, sql`select count(*)::int as n from order_status_history where order_id = ${orderId}`))[0]!.n;
const shipTo = { deliveryMethod: 'shipping', address: '12 Hope Road', parish: 'St. Andrew' };

describe('the staff order routes are admin-only', () => {
  it('answers 401 signed out and 403 for a customer, and changes nothing', async () => {
    const item = await shelfProduct(t, { stock: 5 });
    const order = await placeOrder(t, [item]);
    const routes: Array<[Method, string, unknown?]> = [
      ['GET', '/api/admin/orders'],
      ['GET', `/api/admin/orders/${order.orderNumber}`],
      ['PATCH', `/api/admin/orders/${order.orderNumber}/status`, { status: 'cancelled' }],
      // A bad body from a stranger is still 401/403: the gate runs before validation.
      ['PATCH', `/api/admin/orders/${order.orderNumber}/status`, { status: 'nonsense' }],
      ['POST', `/api/admin/orders/${order.orderNumber}/payments`, { method: 'cash', amount: order.total }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await as(undefined, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await as(customer.cookie, method, url, payload);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().message).toBe('Admin access required');
    }
    expect((await staff('GET', `/api/admin/orders/${order.orderNumber}`)).json().status).toBe('pending');
    expect(await stockOf(t, item.id)).toBe(4);
  });

  it('bad queries, bodies and order numbers are 400; an unknown order is 404 Order Not Found', async () => {
    const order = await placeOrder(t, [await shelfProduct(t)]);
    for (const query of ['status=lost', 'page=0', 'page=x', 'page=1.5', `search=${'x'.repeat(121)}`, 'sort=name']) {
      const res = await staff('GET', `/api/admin/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBeTruthy();
    }
    expect((await staff('GET', '/api/admin/orders?status=lost')).json().message).toBe('Unknown order status');
    const url = `/api/admin/orders/${order.orderNumber}/status`;
    for (const body of [{}, { status: 'lost' }, { status: 'paid', note: 'x'.repeat(501) }, { status: 'paid', by: 'me' }]) {
      expect((await staff('PATCH', url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await staff('PATCH', url, { status: 'lost' })).json().message).toBe('Unknown order status');
    expect((await staff('GET', '/api/admin/orders/ORD-1')).statusCode).toBe(400);
    const missing = await staff('GET', '/api/admin/orders/ORD-22222222');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Order Not Found');
    expect((await setStatus({ orderNumber: 'ORD-22222222' }, 'paid')).statusCode).toBe(404);
    // Nothing moved.
    expect((await staff('GET', `/api/admin/orders/${order.orderNumber}`)).json().history).toHaveLength(1);
  });
});

describe('GET /api/admin/orders', () => {
  it('lists newest first; searches number (with or without ORD-), name, e-mail and phone; filters by status; counts every status', async () => {
    const item = await shelfProduct(t, { stock: 50 });
    const a = await placeOrder(t, [item], { customerName: 'Tamika Reid', customerEmail: 'tamika.reid@example.com', customerPhone: '(876) 555-0101' });
    const b = await placeOrder(t, [item], { customerName: 'Omar Reid', customerEmail: 'omar@example.com', customerPhone: '876 555 0202', ...shipTo });
    const c = await placeOrder(t, [item], { customerName: 'Sasha Green', customerEmail: 'sasha@example.com', customerPhone: '876-555-0303' });
    expect((await setStatus(c, 'cancelled')).statusCode).toBe(200);

    const all = await list('');
    expect(all.orders.slice(0, 3).map((o) => o.orderNumber)).toEqual([c.orderNumber, b.orderNumber, a.orderNumber]);
    const numbers = async (q: string) => (await list(q)).orders.map((o) => o.orderNumber);
    expect(await numbers(`search=${a.orderNumber}`)).toEqual([a.orderNumber]);
    expect(await numbers(`search=${a.orderNumber.slice(4).toLowerCase()}`)).toEqual([a.orderNumber]);
    expect(await numbers('search=reid')).toEqual([b.orderNumber, a.orderNumber]);
    expect(await numbers('search=TAMIKA.REID@example.com')).toEqual([a.orderNumber]);
    expect(await numbers('search=8765550202')).toEqual([b.orderNumber]);
    expect(await numbers('search=555-0303')).toEqual([c.orderNumber]);
    expect(await numbers('search=%25')).toEqual([]); // a literal %, not a wildcard
    expect(await numbers('search=reid&status=cancelled')).toEqual([]);
    expect(await numbers('status=cancelled')).toContain(c.orderNumber);
    expect(await numbers('status=cancelled')).not.toContain(a.orderNumber);

    // Counts cover all orders, whatever the search; every status is present.
    const searched = await list('search=sasha');
    const [counts] = await rows<{ pending: number; cancelled: number }>(
      t,
      sql`select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'cancelled')::int as cancelled from orders`,
    );
    expect(searched.statusCounts).toEqual({ pending: counts!.pending, paid: 0, preparing: 0, ready_pickup: 0, out_for_delivery: 0, delivered: 0, cancelled: counts!.cancelled });
    expect(searched.pagination).toEqual({ page: 1, totalPages: 1, total: 1 });
    // Staff see who made each change; the customer's view does not.
    expect(searched.orders[0]!.history.map((h) => h.changedBy)).toEqual(['Guest', 'Marcia Grant (staff)']);
    const tracked = await t.app.inject({ method: 'GET', url: `/api/orders/track/${c.orderNumber}?email=sasha@example.com` });
    expect(tracked.json().history[1]).not.toHaveProperty('changedBy');
  });

  it(`pages by ${ADMIN_ORDERS_PAGE_SIZE}`, async () => {
    // Two items in turn: one customer may order at most 20 of one item a day.
    const items = [await shelfProduct(t, { stock: 99 }), await shelfProduct(t, { stock: 99 })];
    const placed: Order[] = [];
    for (let i = 0; i < ADMIN_ORDERS_PAGE_SIZE + 3; i++) {
      placed.push(await placeOrder(t, [items[i % 2]!], { customerName: `Pager Person ${i}`, customerEmail: 'pager@example.com' }));
    }
    const first = await list('search=pager@example.com');
    expect(first.pagination).toEqual({ page: 1, totalPages: 2, total: ADMIN_ORDERS_PAGE_SIZE + 3 });
    expect(first.orders).toHaveLength(ADMIN_ORDERS_PAGE_SIZE);
    expect(first.orders[0]!.orderNumber).toBe(placed.at(-1)!.orderNumber);
    const second = await list('search=pager@example.com&page=2');
    expect(second.orders.map((o) => o.orderNumber)).toEqual(placed.slice(0, 3).reverse().map((o) => o.orderNumber));
    expect((await list('search=pager@example.com&page=3')).orders).toEqual([]);
  });
});

describe('GET /api/admin/orders/:orderNumber', () => {
  it('answers the whole order by its number, in any case', async () => {
    const item = await shelfProduct(t, { price: 2350.75 });
    const order = await placeOrder(t, [{ ...item, quantity: 2 }], shipTo);
    const res = await staff('GET', `/api/admin/orders/${order.orderNumber.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    const got = OrderSchema.parse(res.json());
    expect(got).toMatchObject({ orderNumber: order.orderNumber, subtotal: 4701.5, shipping: 700, total: 5401.5, address: '12 Hope Road', parish: 'St. Andrew' });
    expect(got.history).toEqual([expect.objectContaining({ status: 'pending', note: 'Order placed', changedBy: 'Guest' })]);
  });
});

describe('PATCH /api/admin/orders/:orderNumber/status', () => {
  it('walks a pickup order to delivered, keeps every change in the history and e-mails the customer each time', async () => {
    const item = await shelfProduct(t, { stock: 5 });
    const email = 'walk.pickup@example.com';
    const order = await placeOrder(t, [item], { customerEmail: email });
    const recorded = await recordPayment(order, { method: 'bank_transfer', amount: order.total, note: 'Transfer from NCB seen on the statement' });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const paid = await detail(order);
    expect(paid).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    expect(paid.money.balance).toMatchObject({ label: 'Paid in full', paid: order.total, outstanding: 0 });
    for (const status of ['preparing', 'ready_pickup', 'delivered']) {
      const res = await setStatus(order, status);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe(status);
    }
    const final = OrderSchema.parse((await staff('GET', `/api/admin/orders/${order.orderNumber}`)).json());
    expect(final.paidAt).toBe(paid.paidAt); // paid once, not again at delivery
    expect(final.history.map((h) => [h.status, h.note, h.changedBy])).toEqual([
      ['pending', 'Order placed', 'Guest'],
      ['paid', 'Paid in full (bank transfer)', 'Marcia Grant (staff)'],
      ['preparing', null, 'Marcia Grant (staff)'],
      ['ready_pickup', null, 'Marcia Grant (staff)'],
      ['delivered', null, 'Marcia Grant (staff)'],
    ]);
    const sent = await mails(t, { kind: 'order-status', to: email });
    expect(sent.map((m) => m.subject)).toEqual(
      ['Paid', 'Preparing', 'Ready for Pickup', 'Delivered'].map((label) => `Order ${order.orderNumber}: ${label}`),
    );
    expect(await mails(t, { kind: 'receipt', to: email })).toHaveLength(1);
    const ready = sent[2]!.text_body;
    expect(ready).toContain(`Collect it at ${DEMO_STORE.address} (open ${DEMO_STORE.hours}); we hold it for 5 business days.`);
    expect(ready).not.toContain('at pickup, cash or card'); // already paid
    expect(sent[3]!.text_body).toContain('You have collected your order.');
    expect(await stockOf(t, item.id)).toBe(4); // delivered keeps the sale
  });

  it('the ready-for-pickup e-mail asks for what is still owed after a part payment, with the shop’s hours', async () => {
    const item = await shelfProduct(t, { price: 3000 });
    const email = 'part.payer@example.com';
    const order = await placeOrder(t, [item], { customerEmail: email });
    expect((await recordPayment(order, { method: 'cash', amount: 1000 })).statusCode).toBe(201);
    expect((await setStatus(order, 'ready_pickup')).statusCode).toBe(200);
    const [ready] = await mails(t, { kind: 'order-status', to: email });
    expect(ready!.text_body).toContain('Pay J$2,000.00 at pickup, cash or card.');
    expect(ready!.text_body).not.toContain('Pay J$3,000.00');
    expect(ready!.text_body).toContain(`(open ${t.config.store.hours}); we hold it for 5 business days`);
  });

  it('a pay-at-pickup order is unpaid until staff record the cash; it is not handed over with money owed unless staff say why', async () => {
    const item = await shelfProduct(t, { price: 3000 });
    const email = 'counter.payer@example.com';
    const order = await placeOrder(t, [item], { customerEmail: email });
    expect((await setStatus(order, 'ready_pickup')).statusCode).toBe(200);
    const [ready] = await mails(t, { kind: 'order-status', to: email });
    expect(ready!.text_body).toContain('Pay J$3,000.00 at pickup, cash or card.');
    expect((await detail(order)).money.balance).toMatchObject({ label: 'Unpaid', outstanding: 3000, paid: 0 });

    // Marked paid or handed over by hand while the money is not in: refused, nothing written.
    const before = await historyCount(order.id);
    const byHand = await setStatus(order, 'delivered');
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json()).toMatchObject({ message: expect.stringMatching(/^J\$3,000\.00 is still owed on this order/), issues: [{ path: 'override' }] });
    expect(await historyCount(order.id)).toBe(before);
    expect((await detail(order)).paidAt).toBeNull();

    // Bad amounts are 400s a person can act on; a stranger's order number is 404.
    for (const body of [{ method: 'cash', amount: -5 }, { method: 'cash', amount: 'lots' }, { method: 'cheque', amount: 3000 }, { method: 'cash' }]) {
      const bad = await recordPayment(order, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await recordPayment({ orderNumber: 'ORD-ZZZZZZZZ' }, { method: 'cash', amount: 10 })).statusCode).toBe(404);

    // The cash at the counter: paid, with a receipt e-mailed; the status is the counter's to move.
    const cash = await recordPayment(order, { method: 'cash', amount: 3000 });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json()).toMatchObject({ method: 'cash', purpose: 'order', amount: 3000, state: 'succeeded', receiptNumber: expect.stringMatching(/^RCT-\d{4}-\d{6}$/) });
    const paid = await detail(order);
    expect(paid).toMatchObject({ status: 'ready_pickup', paidAt: expect.any(String) });
    expect(paid.money.balance).toMatchObject({ label: 'Paid in full', paid: 3000, outstanding: 0 });
    expect(paid.history.at(-1)).toMatchObject({ status: 'ready_pickup', note: 'Paid in full (cash at the counter)', changedBy: 'Marcia Grant (staff)' });
    const [receipt] = await mails(t, { kind: 'receipt', to: email });
    expect(receipt!.text_body).toMatch(/Still owed:\s+J\$0\.00/);
    expect((await setStatus(order, 'delivered')).statusCode).toBe(200);

    // A partial refund (one item came back faulty) leaves it paid, less what was given back, owing nothing.
    const refund = await staff('POST', `/api/admin/payments/${cash.json().id}/refund`, { amount: 1000, reason: 'Faulty charging port returned' });
    expect(refund.statusCode, refund.body).toBe(201);
    expect((await detail(order)).money.balance).toMatchObject({ label: 'Paid, part refunded', paid: 2000, refunded: 1000, outstanding: 0 });

    // Handed over with money owed because staff said why: the reason is kept in the history.
    const trusted = await placeOrder(t, [item], { customerEmail: email });
    expect((await setStatus(trusted, 'ready_pickup')).statusCode).toBe(200);
    const reason = 'Regular customer, pays on Friday';
    const handed = await staff('PATCH', `/api/admin/orders/${trusted.orderNumber}/status`, { status: 'delivered', override: reason });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json()).toMatchObject({ status: 'delivered', paidAt: null });
    expect(handed.json().history.at(-1).note).toBe(`Delivered with J$3,000.00 still owed: ${reason}`);
    expect(handed.json().money.balance).toMatchObject({ label: 'Unpaid', outstanding: 3000 });

    // Nothing is taken on a cancelled order.
    const dropped = await placeOrder(t, [item]);
    expect((await setStatus(dropped, 'cancelled')).statusCode).toBe(200);
    const late = await recordPayment(dropped, { method: 'cash', amount: 3000 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/cancelled/);
  });

  it('"Paid" cannot be set by hand while money is owed: the payment is recorded instead', async () => {
    const item = await shelfProduct(t, { price: 1500 });
    const order = await placeOrder(t, [item]);
    const res = await setStatus(order, 'paid');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('J$1,500.00 is still owed: record the payment under Money and the order shows paid once it is covered.');
    // Part of it: still pending and unpaid; the rest: Paid.
    expect((await recordPayment(order, { method: 'card_counter', amount: 500 })).statusCode).toBe(201);
    expect(await detail(order)).toMatchObject({ status: 'pending', paidAt: null, money: { balance: { label: 'Part paid', outstanding: 1000 } } });
    expect((await recordPayment(order, { method: 'cash', amount: 1000 })).statusCode).toBe(201);
    expect(await detail(order)).toMatchObject({ status: 'paid', paidAt: expect.any(String), money: { balance: { label: 'Paid in full', outstanding: 0 } } });
  });

  it('a shipping order goes out for delivery, never "ready for pickup"; a pickup order the other way round', async () => {
    const item = await shelfProduct(t, { stock: 10 });
    const shipped = await placeOrder(t, [item], shipTo);
    const wrong = await setStatus(shipped, 'ready_pickup');
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe('This order is delivered, not collected: use Out for Delivery instead of Ready for Pickup');
    const out = await setStatus(shipped, 'out_for_delivery');
    expect(out.statusCode, out.body).toBe(200);
    const [mail] = (await mails(t, { kind: 'order-status' })).filter((m) => m.subject.endsWith(`${shipped.orderNumber}: Out for Delivery`));
    // A guest's order: the delivery address they typed is not repeated to an address they need not own.
    expect(mail!.text_body).toContain('Your order is on its way to the address given with it.');
    expect(mail!.text_body).toContain('Pay J$5,200.00 on delivery, cash or card, to the driver.');

    const pickup = await placeOrder(t, [item]);
    const wrongWay = await setStatus(pickup, 'out_for_delivery');
    expect(wrongWay.statusCode).toBe(409);
    expect(wrongWay.json().message).toBe('This order is collected at the shop: use Ready for Pickup instead of Out for Delivery');
  });

  it('refuses moves the lifecycle does not allow with a 409 that says why, and records nothing', async () => {
    const item = await shelfProduct(t, { stock: 10 });
    const order = await placeOrder(t, [item]);
    const cases: Array<[string[], string, string]> = [
      [[], 'delivered', 'Cannot move an order from Order Placed to Delivered'],
      [[], 'pending', 'The order is already Order Placed'],
      [['paid'], 'paid', 'The order is already Paid'],
      [['paid', 'preparing'], 'paid', 'Cannot move an order from Preparing to Paid'],
      [['paid', 'preparing', 'ready_pickup'], 'preparing', 'Cannot move an order from Ready for Pickup to Preparing'],
      [['paid', 'preparing', 'ready_pickup', 'delivered'], 'cancelled', 'An order that is Delivered cannot be changed'],
    ];
    let done: string[] = [];
    for (const [path, to, message] of cases) {
      for (const next of path.slice(done.length)) expect((await step(order, next)).statusCode).toBe(next === 'paid' ? 201 : 200);
      done = path;
      const before = await historyCount(order.id);
      const res = await setStatus(order, to);
      expect(res.statusCode, `${path.join('→')} → ${to}`).toBe(409);
      expect(res.json().message).toBe(message);
      expect(await historyCount(order.id)).toBe(before);
    }
    const cancelled = await placeOrder(t, [item]);
    expect((await setStatus(cancelled, 'cancelled')).statusCode).toBe(200);
    const revive = await setStatus(cancelled, 'paid');
    expect(revive.statusCode).toBe(409);
    expect(revive.json().message).toBe('An order that is Cancelled cannot be changed');
  });

  it('cancelling puts every line back on the shelf exactly once, however many times it is asked', async () => {
    const a = await shelfProduct(t, { stock: 10 });
    const b = await shelfProduct(t, { stock: 8, price: 1200 });
    const email = 'cancel.me@example.com';
    const order = await placeOrder(t, [{ ...a, quantity: 3 }, { ...b, quantity: 4 }], { customerEmail: email });
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([7, 4]);

    const res = await setStatus(order, 'cancelled', 'Customer asked to cancel by phone');
    expect(res.statusCode, res.body).toBe(200);
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([10, 8]);
    const again = await setStatus(order, 'cancelled');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An order that is Cancelled cannot be changed');
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([10, 8]);
    const [mail] = await mails(t, { kind: 'order-status', to: email });
    expect(mail!.subject).toBe(`Order ${order.orderNumber}: Cancelled`);
    expect(mail!.text_body).toContain('Your order has been cancelled.');
    expect(mail!.text_body).toContain('Customer asked to cancel by phone');

    // Three cancels sent together: one lands, the others are refused, the stock comes back once.
    const raced = await placeOrder(t, [{ ...a, quantity: 2 }]);
    expect(await stockOf(t, a.id)).toBe(8);
    const results = await Promise.all([setStatus(raced, 'cancelled'), setStatus(raced, 'cancelled'), setStatus(raced, 'cancelled')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(t, a.id)).toBe(10);
    expect((await staff('GET', `/api/admin/orders/${raced.orderNumber}`)).json().history).toHaveLength(2);
  });

  it('a change decided on a stale read lands nowhere: the update is conditional on the status that was read', async () => {
    // Requests through inject() rarely interleave, so the race is set up by hand: staff B read the order
    // while it was pending, staff A moved it on, then B's cancel arrives.
    const item = await shelfProduct(t, { stock: 3 });
    const order = await placeOrder(t, [item]);
    const db = t.db.database.db;
    const stale = (await findOrderByNumber(db, order.orderNumber))!;
    expect((await setStatus(order, 'preparing')).statusCode).toBe(200);
    const by = { userId: null, label: 'Staff B' };
    expect(await inTransaction(db, (tx) => changeStatus(tx, stale, 'cancelled', { note: null, by }))).toBeUndefined();
    await expect(inTransaction(db, (tx) => changeStatusOrThrow(tx, stale, 'cancelled', { note: null, by }))).rejects.toMatchObject({
      type: 'conflict',
      message: 'Someone else changed this order just now. Reload it and try again.',
    });
    const final = (await staff('GET', `/api/admin/orders/${order.orderNumber}`)).json() as Order;
    expect(final.status).toBe('preparing');
    expect(final.history).toHaveLength(2);
    expect(await stockOf(t, item.id)).toBe(2);
  });
});
