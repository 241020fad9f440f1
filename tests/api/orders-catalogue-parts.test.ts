import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partPriceJmdCents } from '../../src/shared/orders';
import { OrderSchema } from '../../src/shared/schemas/orders';
import { buyerAddress, orderBody, shelfProduct, stockOf } from '../support/shop-orders';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

// docs/choices.md #10: a catalogue part sold by the Kingston shop (marketplace 'local') is bought in the same JMD
// order as the shop's own products, at its USD price converted at the exchange rate in force.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ seeded: true });
  admin = await signUp(t.app);
});
afterAll(() => t.close());

let partCounter = 0;
async function catalogPart(over: { title?: string; priceUsd?: number; marketplace?: 'local' | 'ebay' | 'amazon'; inStock?: boolean } = {}) {
  partCounter += 1;
  const title = over.title ?? `Denso Spark Plug ${partCounter}`;
  const priceUsd = over.priceUsd ?? 45.99;
  const [row] = await rows<{ id: number }>(
    t,
    sql`insert into parts (title, part_number, part_number_norm, category_id, category_name, condition, marketplace, price_cents, in_stock, image_url)
        select ${title}, ${`TP-${partCounter}`}, ${`TP${partCounter}`}, id, name, 'new', ${over.marketplace ?? 'local'}, ${Math.round(priceUsd * 100)},
               ${over.inStock ?? true}, '/images/parts/engine-parts.svg'
        from categories where slug = 'engine-parts'
        returning id`,
  );
  return { id: row!.id, kind: 'part' as const, title, price: priceUsd };
}
const rateCents = async () =>
  (await rows<{ rate: number }>(t, sql`select exchange_rate_jmd_cents as rate from landed_cost_rates order by id desc limit 1`))[0]!.rate;
const place = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/orders', payload: body as object, remoteAddress: buyerAddress() });
const orderCount = async () => (await rows<{ n: number }>(t, sql`select count(*)::int as n from orders`))[0]!.n;
/** A body with part lines carrying kind 'part' and the USD price the catalogue shows. */
const body = (items: Array<{ id: number; price: number; kind?: 'part'; quantity?: number }>, over: Record<string, unknown> = {}) => ({
  ...orderBody([]),
  items: items.map((i) => ({ id: i.id, price: i.price, quantity: i.quantity ?? 1, ...(i.kind ? { kind: i.kind } : {}) })),
  ...over,
});

describe('catalogue parts from the Kingston shop in a JMD order', () => {
  it('prices a part in JMD at the exchange rate in force, beside a shop product, and takes stock only from the product', async () => {
    const product = await shelfProduct(t, { price: 4500, stock: 5 });
    const part = await catalogPart({ priceUsd: 45.99 });
    const rate = await rateCents();
    const partJmdCents = partPriceJmdCents(4599, rate);
    expect(partJmdCents).toBe(Math.round((4599 * rate) / 100));
    const total = (450000 + 2 * partJmdCents) / 100;
    const res = await place(body([product, { ...part, quantity: 2 }], { amount: total }));
    expect(res.statusCode, res.body).toBe(201);
    const order = OrderSchema.parse(res.json());
    expect(order.total).toBe(total);
    expect(order.items).toEqual([
      expect.objectContaining({ productId: product.id, partId: null, unitPrice: 4500, quantity: 1 }),
      expect.objectContaining({ productId: null, partId: part.id, name: part.title, unitPrice: partJmdCents / 100, quantity: 2, lineTotal: (2 * partJmdCents) / 100 }),
    ]);
    expect(await stockOf(t, product.id)).toBe(4);

    // Cancelling releases the product's stock; the part line has none to release.
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.orderNumber}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it('a part and a product that share an id are two different lines', async () => {
    const product = await shelfProduct(t, { price: 1000, stock: 3 });
    await t.db.database.db.execute(sql`update parts set marketplace = 'local', in_stock = true, price_cents = 1000 where id = ${product.id}`);
    const jmdCents = partPriceJmdCents(1000, await rateCents());
    const res = await place(body([product, { id: product.id, kind: 'part', price: 10 }], { amount: (100000 + jmdCents) / 100 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().items.map((i: { productId: number | null; partId: number | null }) => [i.productId, i.partId])).toEqual([
      [product.id, null],
      [null, product.id],
    ]);
  });

  it('follows a new exchange rate: a total worked out at the old rate is a 409 naming the new total', async () => {
    const part = await catalogPart({ priceUsd: 20 });
    const oldTotal = partPriceJmdCents(2000, await rateCents()) / 100;
    await t.db.database.db.execute(
      sql`insert into landed_cost_rates (exchange_rate_jmd_cents, auto_duty_basis_points, phone_duty_basis_points, gct_basis_points, de_minimis_cents, effective_from)
          values (16000, 2000, 1000, 1500, 10000, '2026-11-15')`,
    );
    const stale = await place(body([part], { amount: oldTotal }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Your total is now J$3,200.00. Please check your order.');
    const fresh = await place(body([part], { amount: 3200 }));
    expect(fresh.statusCode, fresh.body).toBe(201);
  });

  it('refuses parts the shop does not sell, sold-out parts, a changed USD price, unknown parts and a missing total; moves no stock', async () => {
    const product = await shelfProduct(t, { price: 2000, stock: 4 });
    const local = await catalogPart({ priceUsd: 12.5 });
    const ebay = await catalogPart({ title: 'Bosch Wiper Blade (eBay)', marketplace: 'ebay' });
    const soldOut = await catalogPart({ title: 'NGK Iridium Plug', inStock: false });
    const amount = (200000 + partPriceJmdCents(1250, await rateCents())) / 100;
    const before = await orderCount();
    const cases: Array<[unknown, number, string]> = [
      [body([product, ebay], { amount }), 400, 'Bosch Wiper Blade (eBay) is not sold by our Kingston shop. Use "Request this part" to have it sourced.'],
      [body([product, soldOut], { amount }), 409, 'NGK Iridium Plug is out of stock'],
      [body([product, { ...local, price: 10 }], { amount }), 409, `The price of ${local.title} is now US$12.50. Please check your cart.`],
      [body([product, { id: 2_000_000_000, kind: 'part', price: 12.5 }], { amount }), 400, 'One of the items is not sold in the shop any more'],
      [body([product, local]), 400, 'An order with catalogue parts must send the total shown (amount), in JMD'],
      [{ ...body([product], { amount: 2000 }), items: [{ id: local.id, kind: 'service', price: 12.5, quantity: 1 }] }, 400, "An item's kind is 'part' (a catalogue part) or left out (a shop product)"],
    ];
    for (const [payload, status, message] of cases) {
      const res = await place(payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(t, product.id)).toBe(4);
    // The same cart with the right figures goes through.
    expect((await place(body([product, local], { amount }))).statusCode).toBe(201);
  });

  it('a retired part cannot be ordered, and an order that named it still shows it', async () => {
    const part = await catalogPart({ priceUsd: 12.5 });
    const amount = partPriceJmdCents(1250, await rateCents()) / 100;
    const placed = await place(body([part], { amount }));
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderNumber } = OrderSchema.parse(placed.json());

    const retired = await t.app.inject({ method: 'POST', url: `/api/admin/parts/${part.id}/retire`, headers: { cookie: admin.cookie }, payload: { reason: 'No longer stocked' } });
    expect(retired.statusCode, retired.body).toBe(200);
    const before = await orderCount();
    const again = await place(body([part], { amount }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: `${part.title} is no longer sold`, issues: [{ path: 'items.0.id' }] });
    expect(await orderCount()).toBe(before);

    const order = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderNumber}`, headers: { cookie: admin.cookie } });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().items).toEqual([expect.objectContaining({ partId: part.id, name: part.title })]);
  });
});
