import { sql } from 'drizzle-orm';
import type { Order } from '../../src/shared/schemas/orders';
import { rows, type TestApp } from './test-app';

// Factories for shop-order tests: products on the shelf, orders placed the way a customer places them.

let skuCounter = 0;

/** A product on the shelf in the phone-screens category (seeded by seedDemoData): JMD price in major units. */
export async function shelfProduct(t: TestApp, over: { name?: string; price?: number; stock?: number } = {}) {
  skuCounter += 1;
  const name = over.name ?? `Galaxy A15 Screen ${skuCounter}`;
  const price = over.price ?? 4500;
  const [row] = await rows<{ id: number }>(
    t,
    sql`insert into inventory_products (sku, name, category_id, brand, model, price_cents, image_url, stock_count, seller_name, seller_phone, seller_address)
        values (${`TEST-${skuCounter}-${Date.now()}`}, ${name}, (select id from categories where slug = 'phone-screens'), 'Samsung', 'Galaxy A15',
                ${Math.round(price * 100)}, '/images/shop/phone-screens.svg', ${over.stock ?? 10}, 'Yaad Parts', '876-555-0142', 'Kingston')
        returning id`,
  );
  return { id: row!.id, name, price };
}

export async function stockOf(t: TestApp, productId: number): Promise<number> {
  return (await rows<{ n: number }>(t, sql`select stock_count as n from inventory_products where id = ${productId}`))[0]!.n;
}

let addressCounter = 0;
/** A different client address per call, so the per-address order limit only bites where a test means it to. */
export function buyerAddress(): string {
  addressCounter += 1;
  return `203.0.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export const BUYER = { customerName: 'Keisha Campbell', customerEmail: 'keisha@example.com', customerPhone: '876-555-1234' };

export type ShopItem = { id: number; price: number };

/** The body of POST /api/orders or /api/create-payment-intent. */
export function orderBody(items: Array<ShopItem & { quantity?: number }>, over: Record<string, unknown> = {}) {
  return {
    ...BUYER,
    deliveryMethod: 'pickup',
    items: items.map((i) => ({ id: i.id, price: i.price, quantity: i.quantity ?? 1 })),
    ...over,
  };
}

/** Places a pay-at-pickup order as a guest and returns it (throws unless 201). */
export async function placeOrder(t: TestApp, items: Array<ShopItem & { quantity?: number }>, over: Record<string, unknown> = {}): Promise<Order> {
  const res = await t.app.inject({ method: 'POST', url: '/api/orders', payload: orderBody(items, over), remoteAddress: buyerAddress() });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json() as Order;
}
