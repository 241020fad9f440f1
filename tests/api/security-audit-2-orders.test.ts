import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/db/seed';
import { markVerified } from '../../src/server/lib/mail/verified-addresses';
import { buyerAddress, orderBody, shelfProduct, stockOf } from '../support/shop-orders';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

// The second audit's high finding (docs/security-audit.md, second audit item 1): one anonymous client
// emptied the shop with six pay-at-pickup orders, each under a new e-mail and phone. What unconfirmed
// orders may hold is now bounded per connection and per product (docs/shop-holds.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { orderCreatePerIp: 1000 } });
  await seedDemoData(t.db.database.db);
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
