import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inventoryProducts, orderItems, orders, orderStatusHistory } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * Takes `quantity` of a product off the shelf in one conditional statement: it succeeds only while that
 * many are in stock, so two buyers racing for the last one cannot both get it (no read-then-write).
 * Answers the product's current price and name, or undefined when there are not enough.
 */
export async function reserveStock(tx: Db, productId: number, quantity: number) {
  const [row] = await tx
    .update(inventoryProducts)
    .set({ stockCount: sql`${inventoryProducts.stockCount} - ${quantity}`, updatedAt: sql`now()` })
    .where(and(eq(inventoryProducts.id, productId), gte(inventoryProducts.stockCount, quantity)))
    .returning({ priceCents: inventoryProducts.priceCents, name: inventoryProducts.name, imageUrl: inventoryProducts.imageUrl });
  return row;
}

/** Puts an order's items back on the shelf (a cancelled or expired order). */
export async function releaseStock(tx: Db, orderId: string): Promise<void> {
  await tx.execute(sql`
    update ${inventoryProducts} p set stock_count = p.stock_count + i.quantity, updated_at = now()
    from ${orderItems} i where i.order_id = ${orderId} and i.product_id = p.id`);
}

/** Names and stock of products, for telling the customer which line could not be reserved. */
export async function productsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: inventoryProducts.id, name: inventoryProducts.name, stockCount: inventoryProducts.stockCount, priceCents: inventoryProducts.priceCents })
    .from(inventoryProducts)
    .where(inArray(inventoryProducts.id, ids));
}

export async function insertOrder(tx: Db, values: NewOrderRow): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  return row!;
}

export async function insertItems(tx: Db, items: (typeof orderItems.$inferInsert)[]): Promise<void> {
  await tx.insert(orderItems).values(items);
}

export async function insertHistory(
  tx: Db,
  values: { orderId: string; status: string; note: string | null; changedBy: string | null; changedByLabel: string },
): Promise<void> {
  await tx.insert(orderStatusHistory).values({ ...values, createdAt: sql`clock_timestamp()` });
}

export async function findOrderByNumber(db: Db, orderNumber: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row;
}

export async function ordersOfUser(db: Db, userId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(100);
}

export async function itemsOf(db: Db, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
}

export async function historyOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, orderIds))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}
