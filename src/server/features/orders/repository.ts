import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { inventoryProducts, landedCostRates, orderItems, orders, orderStatusHistory, parts, shopSettings, stripeEvents } from '../../db/schema';
import { likeContains } from '../../db/like';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * Takes `quantity` of a product off the shelf in one conditional statement: it succeeds only while that
 * many are in stock and the product is not archived (deleted by staff while an order names it), so two
 * buyers racing for the last one cannot both get it, and a product archived while a customer checks out
 * is not sold (no read-then-write). Answers the product's current price and name, or undefined.
 */
export async function reserveStock(tx: Db, productId: number, quantity: number) {
  const [row] = await tx
    .update(inventoryProducts)
    .set({ stockCount: sql`${inventoryProducts.stockCount} - ${quantity}`, updatedAt: sql`now()` })
    .where(and(eq(inventoryProducts.id, productId), isNull(inventoryProducts.archivedAt), gte(inventoryProducts.stockCount, quantity)))
    .returning({ priceCents: inventoryProducts.priceCents, name: inventoryProducts.name, imageUrl: inventoryProducts.imageUrl });
  return row;
}

/**
 * Puts an order's items back on the shelf (a cancelled or expired order). An archived product's units
 * stay off it: the product is no longer sold, and stock on it would make it orderable again.
 */
export async function releaseStock(tx: Db, orderId: string): Promise<void> {
  await tx.execute(sql`
    update ${inventoryProducts} p set stock_count = p.stock_count + i.quantity, updated_at = now()
    from ${orderItems} i where i.order_id = ${orderId} and i.product_id = p.id and p.archived_at is null`);
}

/** Names and stock of products, for telling the customer which line could not be reserved. */
export async function productsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: inventoryProducts.id,
      name: inventoryProducts.name,
      stockCount: inventoryProducts.stockCount,
      priceCents: inventoryProducts.priceCents,
      archivedAt: inventoryProducts.archivedAt,
    })
    .from(inventoryProducts)
    .where(inArray(inventoryProducts.id, ids));
}

/** Catalogue parts as an order needs them (the Kingston shop sells those with marketplace 'local'). */
export async function partsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: parts.id, title: parts.title, marketplace: parts.marketplace, inStock: parts.inStock, priceCents: parts.priceCents, imageUrl: parts.imageUrl, retiredAt: parts.retiredAt })
    .from(parts)
    .where(inArray(parts.id, ids));
}

/** JMD cents per US$1 in force: the newest landed-cost rates record (the table is append-only). */
export async function exchangeRateJmdCents(db: Db): Promise<number | undefined> {
  const [row] = await db.select({ rate: landedCostRates.exchangeRateJmdCents }).from(landedCostRates).orderBy(desc(landedCostRates.id)).limit(1);
  return row?.rate;
}

/** An order line as it is written and shown: what toOrder reads of an order_items row. */
export type PlacedItem = Pick<OrderItemRow, 'orderId' | 'productId' | 'partId' | 'name' | 'imageUrl' | 'unitPriceCents' | 'quantity'>;
/** A status change as it is shown: what toOrder reads of an order_status_history row. */
export type HistoryEntry = { orderId: string; status: string; note: string | null; changedByLabel: string; createdAt: Date };

/**
 * Writes a new order, its items and its first history row in one statement: the items and the history
 * row are inserted by data-modifying CTEs of the order's insert (one round trip where there were three;
 * see lockCustomer). PostgreSQL checks the items' and history's foreign keys at the statement's end, when
 * the order is there. The order's id is drawn here so the items and history can name it.
 */
export async function insertPlacedOrder(
  tx: Db,
  values: Omit<NewOrderRow, 'id'>,
  lines: Omit<PlacedItem, 'orderId'>[],
  first: { status: string; note: string | null; changedByLabel: string },
): Promise<{ order: OrderRow; items: PlacedItem[]; history: HistoryEntry[] }> {
  const id = randomUUID();
  const items = lines.map((line) => ({ ...line, orderId: id }));
  const itemsInsert = tx.$with('placed_items').as(tx.insert(orderItems).values(items));
  const historyInsert = tx
    .$with('placed_history')
    .as(tx.insert(orderStatusHistory).values({ orderId: id, ...first, changedBy: null, createdAt: sql`clock_timestamp()` }).returning({ createdAt: orderStatusHistory.createdAt }));
  const [row] = await tx
    .with(itemsInsert, historyInsert)
    .insert(orders)
    .values({ ...values, id })
    .returning({ ...getTableColumns(orders), historyAt: sql<Date>`(select ${historyInsert.createdAt} from ${historyInsert})`.mapWith(orders.createdAt) });
  const { historyAt, ...order } = row!;
  return { order, items, history: [{ orderId: id, ...first, createdAt: historyAt }] };
}

export async function insertHistory(
  tx: Db,
  values: { orderId: string; status: string; note: string | null; changedBy: string | null; changedByLabel: string },
) {
  return tx.insert(orderStatusHistory).values({ ...values, createdAt: sql`clock_timestamp()` }).returning();
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

export async function findOrderByIdempotencyKey(db: Db, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return row;
}

export async function findOrderById(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function findOrderByPaymentIntent(db: Db, paymentIntentId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.stripePaymentIntentId, paymentIntentId));
  return row;
}

/**
 * The status change itself, only while the order is still in the status it was read with: the caller
 * learns from an undefined answer that someone else changed it first.
 */
export async function updateStatusFrom(
  tx: Db,
  orderId: string,
  fromStatus: string,
  values: { status: string; paidAt: Date | null },
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: values.status, paidAt: values.paidAt, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, fromStatus)))
    .returning();
  return row;
}

/** Records a card payment on an order that staff already moved past pending; once (paid_at still empty). */
export async function setPaidAtOnce(tx: Db, orderId: string, paidAt: Date): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ paidAt, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.paidAt)))
    .returning();
  return row;
}

export async function setPaymentIntent(db: Db, orderId: string, paymentIntentId: string): Promise<void> {
  await db.update(orders).set({ stripePaymentIntentId: paymentIntentId, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

export async function listForAdmin(
  db: Db,
  opts: { search?: string; status?: string; limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (opts.search) {
    const pattern = likeContains(opts.search);
    const matches: SQL[] = [
      sql`${orders.orderNumber} ilike ${pattern}`,
      sql`${orders.customerName} ilike ${pattern}`,
      sql`${orders.customerEmail} ilike ${pattern}`,
      sql`${orders.customerPhone} ilike ${pattern}`,
    ];
    // Phones are kept as typed ("876-555-1234", "(876) 555 1234"): digits match digits, whatever the dashes.
    const digits = opts.search.replace(/\D/g, '');
    if (digits.length >= 4) matches.push(sql`regexp_replace(${orders.customerPhone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
    conditions.push(or(...matches)!);
  }
  if (opts.status) conditions.push(eq(orders.status, opts.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [totalRow] = await db.select({ n: count() }).from(orders).where(where);
  return { rows, total: totalRow?.n ?? 0 };
}

/** How many orders are in each status, over all orders. */
export async function countByStatus(db: Db): Promise<{ status: string; n: number }[]> {
  return db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
}

/** Card orders still unpaid after their pay-by time, oldest first (the partial index orders_pay_by_idx). */
export async function expiredCardOrders(db: Db, now: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(isNotNull(orders.payBy), isNull(orders.paidAt), lt(orders.payBy, now), eq(orders.status, 'pending'), eq(orders.paymentMethod, 'card')))
    .orderBy(asc(orders.payBy))
    .limit(limit);
}

/**
 * Pay-later orders nobody has paid for or moved on (pending, or a pickup ready and waiting), placed
 * before `placedBefore`, with when each became ready for pickup. The expiry sweep works out which are
 * past their hold; `placedBefore` only spares it the orders too young to be (partial index orders_pay_later_open_idx).
 */
export async function openPayLaterOrders(db: Db, placedBefore: Date) {
  return db
    .select({
      order: orders,
      // ${orders}.id, not ${orders.id}: a one-table select names its columns bare, which inside this subquery would mean h.id.
      readyAt: sql<Date | null>`(select max(h.created_at) from ${orderStatusHistory} h where h.order_id = ${orders}.id and h.status = 'ready_pickup')`.mapWith(
        orders.createdAt,
      ),
    })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'pay_later'),
        isNull(orders.paidAt),
        inArray(orders.status, ['pending', 'ready_pickup']),
        lt(orders.createdAt, placedBefore),
      ),
    )
    .orderBy(asc(orders.createdAt));
}

/**
 * The customer an order's caps count against: the account, and the order's e-mail and phone keys; and
 * the connection it came from (addressKey), which the holds of unconfirmed orders count against.
 */
export type CustomerKeys = { userId: string | null; emailKey: string; phoneKey: string; addressKey: string };

/**
 * What an order reads at the start of its transaction (lockCustomer); `heldFromAddress`: the shop's units
 * that unconfirmed orders from the same connection hold now (unconfirmedHold).
 */
export type CheckoutStart = {
  maxUnitsPerOrder: number | null;
  maxUnitsPerCustomerPerDay: number | null;
  confirmWithinHours: number | null;
  staffConfirmAboveCents: number | null;
  owner: boolean;
  heldFromAddress: number;
};

/**
 * An order that holds stock with nobody having confirmed it (docs/shop-holds.md): to be paid later, not
 * paid, still as placed (staff have not moved it on), not sent by the signed-in owner of its e-mail, and
 * not confirmed since from the e-mailed link or by staff.
 */
const unconfirmedHold = sql`${orders.paymentMethod} = 'pay_later' and ${orders.paidAt} is null and ${orders.receivedCents} = 0 and ${orders.status} = 'pending' and not ${orders.fromAddressOwner} and ${orders.confirmedAt} is null`;

/**
 * Makes one customer's orders wait for each other until the transaction ends, so two orders sent at
 * once cannot both pass the daily cap, and reads in the same round trip what the order needs next: the
 * shop's caps (null until staff first save them), `owner`, the caller's expression for whether the
 * buyer is the signed-in owner of the order's e-mail address, and what the connection holds. Each round trip costs both the server and PostgreSQL
 * CPU (bench/README.md, orders), which is what limits how many orders a second the shop can take.
 */
export async function lockCustomer(tx: Db, who: CustomerKeys, owner: SQL<boolean>): Promise<CheckoutStart> {
  // Every order takes its keys in the same (sorted) order, so two orders sharing a key queue on it
  // rather than deadlock.
  const keys = [`email:${who.emailKey}`, `phone:${who.phoneKey}`, `address:${who.addressKey}`, ...(who.userId ? [`user:${who.userId}`] : [])].sort();
  const locks = keys.map((key) => sql`pg_advisory_xact_lock(hashtextextended(${`order-cap:${key}`}, 0))`);
  const [row] = rowsOf<CheckoutStart>(
    await tx.execute(sql`
      select s.max_units_per_order as "maxUnitsPerOrder", s.max_units_per_customer_per_day as "maxUnitsPerCustomerPerDay",
        s.confirm_within_hours as "confirmWithinHours", s.staff_confirm_above_cents as "staffConfirmAboveCents", ${owner} as owner,
        (select coalesce(sum(${orderItems.quantity}), 0)::int from ${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id}
          where ${orders.placedFrom} = ${who.addressKey} and ${unconfirmedHold} and ${orderItems.productId} is not null) as "heldFromAddress"
      from (select ${sql.join(locks, sql`, `)}) as locks
      left join ${shopSettings} s on s.id = 1`),
  );
  return row!;
}

/**
 * How many of each product and part this customer's orders since `since` hold, cancelled ones aside.
 * The customer is any order with the same account, e-mail key or phone key.
 */
export async function unitsOrderedSince(
  tx: Db,
  who: CustomerKeys,
  since: Date,
  items: { productIds: number[]; partIds: number[] },
): Promise<{ productId: number | null; partId: number | null; units: number }[]> {
  const sameCustomer = [eq(orders.emailKey, who.emailKey), eq(orders.phoneKey, who.phoneKey), ...(who.userId ? [eq(orders.userId, who.userId)] : [])];
  const sameItem = [
    ...(items.productIds.length ? [inArray(orderItems.productId, items.productIds)] : []),
    ...(items.partIds.length ? [inArray(orderItems.partId, items.partIds)] : []),
  ];
  if (sameItem.length === 0) return [];
  return tx
    .select({ productId: orderItems.productId, partId: orderItems.partId, units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(gte(orders.createdAt, since), sql`${orders.status} <> 'cancelled'`, or(...sameCustomer), or(...sameItem)))
    .groupBy(orderItems.productId, orderItems.partId);
}

/**
 * For each product: the units unconfirmed orders hold now, all customers together, and the units left on
 * the shelf. Read after the order has taken its stock, so the products' rows are locked and two orders
 * cannot both pass the bound.
 */
export async function unconfirmedHoldsOf(tx: Db, productIds: number[]): Promise<Map<number, { held: number; onShelf: number }>> {
  if (productIds.length === 0) return new Map();
  const found = rowsOf<{ id: number; held: number; on_shelf: number }>(
    await tx.execute(sql`
      select p.id, p.stock_count as on_shelf,
        (select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
          where ${orderItems.productId} = p.id and ${unconfirmedHold}) as held
      from ${inventoryProducts} p where p.id in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})`),
  );
  return new Map(found.map((r) => [r.id, { held: r.held, onShelf: r.on_shelf }]));
}

export type ShopSettingsRow = typeof shopSettings.$inferSelect;

/** The shop's settings row, or undefined until staff first save them. */
export async function findShopSettings(db: Db): Promise<ShopSettingsRow | undefined> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  return row;
}

export async function saveShopSettings(
  db: Db,
  values: { maxUnitsPerOrder: number; maxUnitsPerCustomerPerDay: number; confirmWithinHours: number; staffConfirmAboveCents: number; updatedBy: string },
): Promise<ShopSettingsRow> {
  const [row] = await db
    .insert(shopSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shopSettings.id, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/**
 * Marks an order awaiting confirmation as confirmed, only if it still is (pending and not confirmed yet):
 * undefined when it was not, so two confirmations at once record one. The link's digest stays, so the
 * link opened again answers the order rather than "not right".
 */
export async function markConfirmed(tx: Db, id: string, now: Date): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ confirmedAt: now, updatedAt: now })
    .where(and(eq(orders.id, id), isNotNull(orders.confirmBy), isNull(orders.confirmedAt), eq(orders.status, 'pending')))
    .returning();
  return row;
}

/** Orders whose time to be confirmed ran out (confirm_by passed, nobody confirmed, still pending, nothing received), oldest first. */
export async function unconfirmedPastDue(db: Db, now: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(isNotNull(orders.confirmBy), isNull(orders.confirmedAt), eq(orders.status, 'pending'), isNull(orders.paidAt), eq(orders.receivedCents, 0), lte(orders.confirmBy, now)))
    .orderBy(asc(orders.confirmBy))
    .limit(limit);
}

/** Remembers a Stripe event id; false when it was already recorded (a repeated delivery). */
export async function recordStripeEvent(tx: Db, id: string, type: string): Promise<boolean> {
  const inserted = await tx.insert(stripeEvents).values({ id, type }).onConflictDoNothing().returning({ id: stripeEvents.id });
  return inserted.length > 0;
}
