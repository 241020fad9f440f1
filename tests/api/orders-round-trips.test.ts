import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, rows, type TestApp } from '../support/test-app';

// What limits how many orders a second the shop takes is CPU, and each statement an order sends costs the
// server and PostgreSQL a round trip's worth (bench/README.md, orders). This holds the order path to the
// statements it needs, so a change that adds one is seen and weighed.
let t: TestApp;
let statements: string[] | undefined;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ seeded: true, onQuery: (text) => statements?.push(text) });
  const [row] = await rows<{ id: number }>(t, sql`select id from inventory_products where stock_count > 5 order by id limit 1`);
  productId = row!.id;
});
afterAll(() => t.close());

describe('POST /api/orders, statements sent', () => {
  it('places a guest order with six statements in its transaction', async () => {
    const [p] = await rows<{ name: string; price: number }>(t, sql`select name, price_cents / 100.0 as price from inventory_products where id = ${productId}`);
    statements = [];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customerName: 'Keisha Campbell',
        customerEmail: 'keisha.rt@example.com',
        customerPhone: '876-555-1234',
        deliveryMethod: 'pickup',
        currency: 'jmd',
        items: [{ id: productId, name: p!.name, price: Number(p!.price), quantity: 1 }],
      },
    });
    const sent = statements;
    statements = undefined;
    expect(res.statusCode, res.body).toBe(201);
    // On PostgreSQL the per-address limit counts the request (rate_limit_hits) and the transaction's
    // begin and commit are statements of their own; PGlite sends neither.
    const orderPath = sent.filter((text) => !/^\s*(begin|commit)\s*$|rate_limit_hits/.test(text));
    expect(orderPath.map((text) => text.trim().slice(0, 40))).toEqual([
      expect.stringMatching(/^select s\.max_units_per_order/), // the customer's locks, the caps, whether the address is verified
      expect.stringMatching(/^select .*order_items/), // the customer's units of the last 24 hours (the daily cap)
      expect.stringMatching(/^update "inventory_products"/), // the stock taken
      // What unconfirmed orders (a guest's, paid at pickup) hold of each product, once its row is locked
      // (docs/shop-holds.md); an order from the signed-in owner of a confirmed address or by card skips it.
      expect.stringMatching(/^select p\.id, p\.stock_count as on_shelf/),
      expect.stringMatching(/^with "placed_items" as \(insert/), // the order, its items and its history
      expect.stringMatching(/^insert into "mail_outbox"/), // its e-mail
    ]);
  });
});
