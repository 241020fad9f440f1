import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/server/config';
import { OrderSchema } from '../../src/shared/schemas/orders';
import { mails } from '../support/part-requests';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

let t: TestApp;
let screensId: number;

beforeAll(async () => {
  t = await createTestApp({ seeded: true });
  const [cat] = await rows<{ id: number }>(t, sql`select id from categories where slug = 'phone-screens'`);
  screensId = cat!.id;
});
afterAll(() => t.close());

let skuCounter = 0;
/** A product on the shelf: JMD price in major units. */
async function product(over: { name?: string; price?: number; stock?: number } = {}) {
  skuCounter += 1;
  const name = over.name ?? `Galaxy A14 Screen ${skuCounter}`;
  const [row] = await rows<{ id: number }>(
    t,
    sql`insert into inventory_products (sku, name, category_id, brand, model, price_cents, image_url, stock_count, seller_name, seller_phone, seller_address)
        values (${`TEST-${skuCounter}-${Date.now()}`}, ${name}, ${screensId}, 'Samsung', 'Galaxy A14', ${Math.round((over.price ?? 4500) * 100)},
                '/images/shop/phone-screens.svg', ${over.stock ?? 10}, 'Yaad Parts', '876-555-0142', 'Kingston')
        returning id`,
  );
  return { id: row!.id, name, price: over.price ?? 4500 };
}
const stockOf = async (id: number) => (await rows<{ n: number }>(t, sql`select stock_count as n from inventory_products where id = ${id}`))[0]!.n;
const orderCount = async () => (await rows<{ n: number }>(t, sql`select count(*)::int as n from orders`))[0]!.n;

const buyer = { customerName: 'Keisha Campbell', customerEmail: 'keisha@example.com', customerPhone: '876-555-1234' };
let buyers = 0;
/** Each call comes from its own address (as real buyers do), so the per-address limit only bites where a test means it to. */
const place = (payload: unknown, cookie?: string, remoteAddress = `198.51.100.${(buyers++ % 250) + 1}`) =>
  t.app.inject({ method: 'POST', url: '/api/orders', payload: payload as object, headers: cookie ? { cookie } : {}, remoteAddress });

describe('POST /api/orders (pay at pickup / on delivery)', () => {
  it('places a pickup order priced on the server, takes the stock, records the history and e-mails the customer', async () => {
    const a = await product({ price: 4500, stock: 5 });
    const b = await product({ price: 1250.5, stock: 3 });
    const res = await place({
      ...buyer,
      deliveryMethod: 'pickup',
      currency: 'jmd',
      items: [
        { id: a.id, name: a.name, price: 4500, quantity: 2 },
        { id: b.id, name: b.name, price: 1250.5, quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = OrderSchema.parse(res.json());
    expect(order.orderNumber).toMatch(/^ORD-[2-9A-HJ-KM-NP-Z]{8}$/);
    expect(order).toMatchObject({ status: 'pending', deliveryMethod: 'pickup', paymentMethod: 'pay_later', subtotal: 10250.5, shipping: 0, total: 10250.5, currency: 'JMD' });
    expect(order.items.map((i) => [i.productId, i.quantity, i.lineTotal])).toEqual([[a.id, 2, 9000], [b.id, 1, 1250.5]]);
    expect(order.history).toEqual([expect.objectContaining({ status: 'pending', note: 'Order placed' })]);
    expect(await stockOf(a.id)).toBe(3);
    expect(await stockOf(b.id)).toBe(2);
    const [mail] = await mails(t, { kind: 'order-placed', to: 'keisha@example.com' });
    expect(mail?.subject).toBe(`Your order ${order.orderNumber}`);
    expect(mail?.text_body).toContain('Total: J$10,250.50');
    expect(mail?.text_body).toContain(`number=${order.orderNumber}`);
  });

  it('adds JMD 700 for island-wide shipping, which needs an address and parish', async () => {
    const a = await product({ price: 3000 });
    const items = [{ id: a.id, price: 3000, quantity: 1 }];
    const missing = await place({ ...buyer, deliveryMethod: 'shipping', items });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('Please provide a shipping address');
    const res = await place({ ...buyer, deliveryMethod: 'shipping', address: '12 Hope Road', parish: 'St. Andrew', items, amount: 3700 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ subtotal: 3000, shipping: 700, total: 3700, address: '12 Hope Road', parish: 'St. Andrew' });
  });

  it('refuses tampered, impossible and oversized orders with a 4xx, and moves no stock', async () => {
    const a = await product({ price: 4500, stock: 4 });
    const b = await product({ price: 2000, stock: 4 });
    const before = await orderCount();
    const good = { id: b.id, price: 2000, quantity: 1 };
    const cases: [unknown, number, string][] = [
      [{ ...buyer, deliveryMethod: 'pickup', items: [good, { id: a.id, price: 1, quantity: 1 }] }, 409, 'The price of'],
      [{ ...buyer, deliveryMethod: 'pickup', items: [good, { id: a.id, price: 4500, quantity: 0 }] }, 400, 'Quantities must be at least 1'],
      [{ ...buyer, deliveryMethod: 'pickup', items: [good, { id: a.id, price: 4500, quantity: -2 }] }, 400, 'Quantities must be at least 1'],
      [{ ...buyer, deliveryMethod: 'pickup', items: [good, { id: a.id, price: 4500, quantity: 1.5 }] }, 400, 'Quantities are whole numbers'],
      [{ ...buyer, deliveryMethod: 'pickup', items: [good, { id: 99_999_999, price: 4500, quantity: 1 }] }, 400, 'not sold in the shop'],
      [{ ...buyer, deliveryMethod: 'pickup', items: [good, { id: a.id, price: 4500, quantity: 5 }] }, 409, `Only 4 of`],
      [{ ...buyer, deliveryMethod: 'pickup', currency: 'usd', items: [good] }, 400, 'The shop sells in JMD only'],
      [{ ...buyer, deliveryMethod: 'pickup', items: [good], amount: 1 }, 409, 'Your total is now J$2,000.00'],
      [{ ...buyer, deliveryMethod: 'pickup', items: Array.from({ length: 10_000 }, () => good) }, 400, 'At most 50 different items'],
      [{ ...buyer, deliveryMethod: 'pickup', items: [] }, 400, 'Your cart is empty'],
      [{ ...buyer, deliveryMethod: 'drone', items: [good] }, 400, 'Choose shipping or pickup'],
      [{ ...buyer, customerPhone: '', deliveryMethod: 'pickup', items: [good] }, 400, 'Phone number is required'],
      [{ ...buyer, deliveryMethod: 'pickup', items: [{ ...good, quantity: 60 }, { ...good, quantity: 60 }] }, 400, 'At most 99 of one item'],
      [{ ...buyer, deliveryMethod: 'pickup', items: [good], totalCents: 1 }, 400, ''],
    ];
    for (const [payload, status, message] of cases) {
      const res = await place(payload);
      expect(res.statusCode, `${JSON.stringify(payload).slice(0, 200)} → ${res.body.slice(0, 200)}`).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(a.id)).toBe(4);
    expect(await stockOf(b.id)).toBe(4);
  });

  it('50 guests racing to pay at pickup for an item with 5 in stock: exactly 3 orders (half, rounded up, for orders nobody has confirmed), never more', async () => {
    const item = await product({ name: 'iPhone 12 OLED Screen', price: 18500, stock: 5 });
    const before = await orderCount();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        place({ ...buyer, customerEmail: `racer${i}@example.com`, deliveryMethod: 'pickup', items: [{ id: item.id, price: 18500, quantity: 1 }] }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toMatch(/^iPhone 12 OLED Screen is in demand: orders paid at pickup or on delivery hold at most half of our stock of it \(3\) until they are confirmed, and others already hold 3\./);
    expect(await stockOf(item.id)).toBe(2);
    expect((await orderCount()) - before).toBe(3);
  });

  it('one address placing orders past the limit gets a 429 and moves no stock', async () => {
    const item = await product({ stock: 99 });
    const order = { ...buyer, deliveryMethod: 'pickup', items: [{ id: item.id, price: item.price, quantity: 1 }] };
    for (let i = 0; i < DEFAULT_LIMITS.orderCreatePerIp; i++) expect((await place(order, undefined, '192.0.2.7')).statusCode).toBe(201);
    const blocked = await place(order, undefined, '192.0.2.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(await stockOf(item.id)).toBe(99 - DEFAULT_LIMITS.orderCreatePerIp);
    // Another buyer (this one has reached the day's cap of 20 of the item) from another address gets through.
    const other = { ...order, customerEmail: 'next.in.line@example.com', customerPhone: '876-555-0199' };
    expect((await place(other, undefined, '192.0.2.8')).statusCode).toBe(201);
  });
});

describe('finding orders', () => {
  it('tracks an order by number with its e-mail; a wrong e-mail is Order Not Found', async () => {
    const a = await product();
    const order = (await place({ ...buyer, customerEmail: 'Tracker@Example.com ', deliveryMethod: 'pickup', items: [{ id: a.id, price: 4500, quantity: 1 }] })).json();
    const ok = await t.app.inject({ method: 'GET', url: `/api/orders/track/${order.orderNumber.toLowerCase()}?email=tracker@example.com` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().orderNumber).toBe(order.orderNumber);
    const wrong = await t.app.inject({ method: 'GET', url: `/api/orders/track/${order.orderNumber}?email=someone@example.com` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Order Not Found');
    const bad = await t.app.inject({ method: 'GET', url: `/api/orders/track/ORD-1?email=tracker@example.com` });
    expect(bad.statusCode).toBe(400);
    const noEmail = await t.app.inject({ method: 'GET', url: `/api/orders/track/${order.orderNumber}` });
    expect(noEmail.statusCode).toBe(400);
  });

  it("lists a signed-in customer's own orders, newest first; signed out is 401", async () => {
    const { cookie, email } = await signUp(t.app);
    const a = await product();
    const first = (await place({ ...buyer, customerEmail: email, deliveryMethod: 'pickup', items: [{ id: a.id, price: 4500, quantity: 1 }] }, cookie)).json();
    const second = (await place({ ...buyer, customerEmail: email, deliveryMethod: 'pickup', items: [{ id: a.id, price: 4500, quantity: 2 }] }, cookie)).json();
    await place({ ...buyer, deliveryMethod: 'pickup', items: [{ id: a.id, price: 4500, quantity: 1 }] });
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((o: { orderNumber: string }) => o.orderNumber)).toEqual([second.orderNumber, first.orderNumber]);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });
});

describe('GET /api/inventory', () => {
  it('the seeded shop has 80+ phone parts across the six categories, some out of stock, with images we serve', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/inventory' })).json() as { sku: string; categorySlug: string; stockCount: number; imageUrl: string; compatibility: string[]; sellerName: string }[];
    const seeded = all.filter((p) => !p.sku.startsWith('TEST-'));
    expect(seeded.length).toBeGreaterThanOrEqual(80);
    const slugs = new Set(seeded.map((p) => p.categorySlug));
    for (const slug of ['phone-screens', 'phone-batteries', 'phone-cameras', 'phone-charging-ports', 'phone-back-covers', 'phone-accessories']) expect(slugs).toContain(slug);
    expect(seeded.filter((p) => p.stockCount === 0).length).toBeGreaterThanOrEqual(5);
    expect(seeded.every((p) => p.compatibility.length > 0 && p.sellerName === 'Yaad Parts')).toBe(true);
    for (const url of new Set(seeded.map((p) => p.imageUrl))) {
      const img = await t.app.inject({ method: 'GET', url });
      expect(img.statusCode, url).toBe(200);
      expect(img.headers['content-type']).toContain('image/svg+xml');
    }
    const banners = (await t.app.inject({ method: 'GET', url: '/api/carousel' })).json() as { imageUrl: string }[];
    expect(banners.length).toBeGreaterThanOrEqual(3);
    for (const b of banners) expect((await t.app.inject({ method: 'GET', url: b.imageUrl })).statusCode).toBe(200);
  });

  it('filters by text, category, brand, model, price, stock and ids; bad filters are 400', async () => {
    const out = await product({ name: 'Moto G Play Battery', stock: 0, price: 2500 });
    const inStock = await product({ name: 'Moto G Power Battery', stock: 7, price: 3200 });
    const get = (q: string) => t.app.inject({ method: 'GET', url: `/api/inventory?${q}` });
    const names = async (q: string) => ((await get(q)).json() as { name: string }[]).map((p) => p.name);
    expect(await names('search=moto g p')).toEqual(expect.arrayContaining(['Moto G Play Battery', 'Moto G Power Battery']));
    expect(await names('search=moto%20g%20p&inStock=true')).not.toContain('Moto G Play Battery');
    expect(await names(`ids=${out.id},${inStock.id}`)).toEqual(['Moto G Power Battery', 'Moto G Play Battery']);
    expect(await names('search=moto&minPrice=3000&maxPrice=3500')).toEqual(['Moto G Power Battery']);
    const [p] = (await get(`ids=${out.id}`)).json();
    expect(p).toMatchObject({ inStock: false, stockCount: 0, currency: 'JMD', category: 'Phone Parts', categorySlug: 'phone-screens', price: 2500 });
    for (const q of ['minPrice=-1', 'minPrice=10&maxPrice=5', 'condition=broken', 'ids=1,x', 'inStock=maybe', 'category=Not%20A%20Slug', 'limit=5']) {
      expect((await get(q)).statusCode, q).toBe(400);
    }
  });

  it('matches a device model exactly, in any case, on the model or a compatibility entry (a screen for one does not fit the other)', async () => {
    const insert = (name: string, model: string, compatibility: string[]) =>
      rows(
        t,
        sql`insert into inventory_products (sku, name, category_id, brand, model, compatibility, price_cents, image_url, stock_count, seller_name, seller_phone, seller_address)
            values (${`ZQX-${name}-${Date.now()}`}, ${name}, ${screensId}, 'Samsung', ${model}, string_to_array(${compatibility.join('|')}, '|'), 480000,
                    '/images/shop/phone-screens.svg', 3, 'Yaad Parts', '876-555-0142', 'Kingston')`,
      );
    await insert('Zqx A03 Screen', 'Galaxy A03', ['Galaxy A03', 'Galaxy A03 Core']);
    await insert('Zqx A03s Screen', 'Galaxy A03s', ['Galaxy A03s']);
    await insert('Zqx Core Battery', 'Galaxy A02', ['Galaxy A03 Core']);
    const names = async (model: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/inventory?search=zqx&model=${encodeURIComponent(model)}` })).json() as { name: string }[])
        .map((p) => p.name)
        .sort();
    expect(await names('galaxy a03')).toEqual(['Zqx A03 Screen']);
    expect(await names('Galaxy A03s')).toEqual(['Zqx A03s Screen']);
    expect(await names('GALAXY A03 CORE')).toEqual(['Zqx A03 Screen', 'Zqx Core Battery']);
    expect(await names('A03')).toEqual([]);
    expect(await names('Galaxy A0_')).toEqual([]);
  });

  it('GET /api/carousel lists active banners, lowest priority first', async () => {
    await t.db.database.db.execute(sql`insert into carousel_items (title, image_url, is_active, priority) values ('Second', '/x.svg', true, 5), ('Hidden', '/x.svg', false, 0), ('First', '/x.svg', true, 1)`);
    const res = await t.app.inject({ method: 'GET', url: '/api/carousel' });
    const titles = (res.json() as { title: string }[]).map((c) => c.title);
    expect(titles.indexOf('First')).toBeLessThan(titles.indexOf('Second'));
    expect(titles).not.toContain('Hidden');
  });
});
