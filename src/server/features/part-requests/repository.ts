import { and, asc, count, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, landedCostRates, partRequestAccess, partRequestStatusHistory, partRequests, quoteOptions, suppliers } from '../../db/schema';
import { likeContains } from '../../db/like';
import type { RequestStatus } from '../../../shared/statuses';

export type PartRequestRow = typeof partRequests.$inferSelect;
export type NewPartRequestRow = typeof partRequests.$inferInsert;
/** A request with the name of its category (null when none or deleted) and its chosen supplier's contact. */
export type PartRequestView = PartRequestRow & {
  categoryName: string | null;
  supplierName: string | null;
  supplierCountry: string | null;
  supplierWebsite: string | null;
  supplierEmail: string | null;
  supplierPhone: string | null;
};
export type HistoryRow = typeof partRequestStatusHistory.$inferSelect;
export type QuoteOptionRow = typeof quoteOptions.$inferSelect;
export type NewQuoteOptionRow = typeof quoteOptions.$inferInsert;
export type RatesRow = typeof landedCostRates.$inferSelect;
export type NewRatesRow = typeof landedCostRates.$inferInsert;
export type CategoryRow = typeof categories.$inferSelect;

const withCategory = {
  ...getTableColumns(partRequests),
  categoryName: categories.name,
  supplierName: suppliers.name,
  supplierCountry: suppliers.country,
  supplierWebsite: suppliers.website,
  supplierEmail: suppliers.contactEmail,
  supplierPhone: suppliers.contactPhone,
};

/** Requests with their category's name and their supplier's contact: every read of a PartRequestView starts here. */
const selectViews = (db: Db) =>
  db
    .select(withCategory)
    .from(partRequests)
    .leftJoin(categories, eq(categories.id, partRequests.categoryId))
    .leftJoin(suppliers, eq(suppliers.id, partRequests.supplierId));

export { isUniqueViolation } from '../../db/errors';

/** PostgreSQL's foreign_key_violation (23503), under Drizzle's wrapper as isUniqueViolation reads it. */
export function isForeignKeyViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
export const REQUEST_NUMBER_CONSTRAINT = 'part_requests_request_number_unique';

export async function findCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

/** Whether a supplier exists: a request may only point at one that does. */
export async function supplierExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, id));
  return row !== undefined;
}

export async function insertRequest(db: Db, values: NewPartRequestRow): Promise<PartRequestRow> {
  const [row] = await db.insert(partRequests).values(values).returning();
  return row!;
}

export async function insertHistory(
  db: Db,
  values: { requestId: string; status: RequestStatus; note: string | null; changedBy: string | null; changedByLabel: string },
): Promise<void> {
  // clock_timestamp(), not now(): now() is when the transaction began, and a change that waited for
  // the row lock would otherwise be stamped before the change it waited for.
  await db.insert(partRequestStatusHistory).values({ ...values, createdAt: sql`clock_timestamp()` });
}

export async function findRequestById(db: Db, id: string): Promise<PartRequestView | undefined> {
  const [row] = await selectViews(db).where(eq(partRequests.id, id));
  return row;
}

export const REQUEST_KEY_CONSTRAINT = 'part_requests_idempotency_key_unique';

export async function findRequestByIdempotencyKey(db: Db, key: string) {
  const [row] = await db.select().from(partRequests).where(eq(partRequests.idempotencyKey, key));
  return row;
}

export async function findRequestByNumber(db: Db, requestNumber: string): Promise<PartRequestView | undefined> {
  const [row] = await selectViews(db).where(eq(partRequests.requestNumber, requestNumber));
  return row;
}

/** The row, locked until the transaction ends: concurrent changes to one request queue up, none is lost. */
export async function lockRequest(tx: Db, id: string): Promise<PartRequestRow | undefined> {
  const [row] = await tx.select().from(partRequests).where(eq(partRequests.id, id)).for('update');
  return row;
}

export async function updateRequest(tx: Db, id: string, values: Partial<NewPartRequestRow>): Promise<PartRequestRow> {
  const [row] = await tx
    .update(partRequests)
    .set({ ...values, updatedAt: sql`clock_timestamp()` })
    .where(eq(partRequests.id, id))
    .returning();
  return row!;
}

/** Oldest first: the order things happened. */
export async function listHistory(db: Db, requestId: string): Promise<HistoryRow[]> {
  return db
    .select()
    .from(partRequestStatusHistory)
    .where(eq(partRequestStatusHistory.requestId, requestId))
    .orderBy(asc(partRequestStatusHistory.createdAt), asc(partRequestStatusHistory.id));
}

/** The status histories of many requests in one query (the owner's list), each in order. */
export async function listHistoryOfMany(db: Db, requestIds: string[]): Promise<HistoryRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(partRequestStatusHistory)
    .where(inArray(partRequestStatusHistory.requestId, requestIds))
    .orderBy(asc(partRequestStatusHistory.createdAt), asc(partRequestStatusHistory.id));
}

export async function listByUser(db: Db, userId: string): Promise<PartRequestView[]> {
  return selectViews(db)
    .where(eq(partRequests.userId, userId))
    .orderBy(desc(partRequests.createdAt), desc(partRequests.id));
}

export async function listForAdmin(
  db: Db,
  opts: { search?: string; status?: RequestStatus; limit: number; offset: number },
): Promise<{ rows: PartRequestView[]; total: number }> {
  const conditions: SQL[] = [];
  if (opts.search) {
    const pattern = likeContains(opts.search);
    conditions.push(
      or(
        sql`${partRequests.requestNumber} ilike ${pattern}`,
        sql`${partRequests.customerName} ilike ${pattern}`,
        sql`${partRequests.customerEmail} ilike ${pattern}`,
      )!,
    );
  }
  if (opts.status) conditions.push(eq(partRequests.status, opts.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await selectViews(db)
    .where(where)
    .orderBy(desc(partRequests.createdAt), desc(partRequests.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [totalRow] = await db.select({ n: count() }).from(partRequests).where(where);
  return { rows, total: totalRow?.n ?? 0 };
}

const SEARCH_LIMIT = 50;

export async function findByEmail(db: Db, email: string): Promise<PartRequestRow[]> {
  return db
    .select()
    .from(partRequests)
    .where(eq(partRequests.customerEmail, email))
    .orderBy(desc(partRequests.createdAt), desc(partRequests.id))
    .limit(SEARCH_LIMIT);
}

/** Requests whose phone is this number, both as E.164 digits (src/shared/phone.ts): whole numbers only. */
export async function findByPhoneDigits(db: Db, digits: string): Promise<PartRequestRow[]> {
  return db
    .select()
    .from(partRequests)
    .where(eq(partRequests.customerPhoneDigits, digits))
    .orderBy(desc(partRequests.createdAt), desc(partRequests.id))
    .limit(SEARCH_LIMIT);
}

export type AccessPurpose = 'link' | 'session';

/** When the request's current token of this purpose was issued, if it has one that has not expired. */
export async function liveAccessIssuedAt(db: Db, requestId: string, purpose: AccessPurpose): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: partRequestAccess.createdAt })
    .from(partRequestAccess)
    .where(and(eq(partRequestAccess.requestId, requestId), eq(partRequestAccess.purpose, purpose), sql`${partRequestAccess.expiresAt} > now()`));
  return row?.createdAt;
}

/** Stores a token's digest as the request's one token of this purpose: any older one stops working. */
export async function replaceAccess(db: Db, values: { requestId: string; purpose: AccessPurpose; tokenHash: string; ttlMs: number }): Promise<void> {
  const row = {
    requestId: values.requestId,
    purpose: values.purpose,
    tokenHash: values.tokenHash,
    expiresAt: sql`now() + ${`${values.ttlMs} milliseconds`}::interval`,
    createdAt: sql`now()`,
  };
  await db
    .insert(partRequestAccess)
    .values(row)
    .onConflictDoUpdate({
      target: [partRequestAccess.requestId, partRequestAccess.purpose],
      set: { tokenHash: row.tokenHash, expiresAt: row.expiresAt, createdAt: row.createdAt },
    });
}

/** This request's unexpired token of this purpose with this digest. */
const liveAccess = (requestId: string, purpose: 'link' | 'session', tokenHash: string) =>
  and(
    eq(partRequestAccess.requestId, requestId),
    eq(partRequestAccess.purpose, purpose),
    eq(partRequestAccess.tokenHash, tokenHash),
    sql`${partRequestAccess.expiresAt} > now()`,
  );

/** Uses up a link token: deleted in the same statement that finds it, so two uses cannot both succeed. */
export async function consumeAccessLink(db: Db, requestId: string, tokenHash: string): Promise<boolean> {
  const rows = await db.delete(partRequestAccess).where(liveAccess(requestId, 'link', tokenHash)).returning({ id: partRequestAccess.id });
  return rows.length > 0;
}

/** Whether this session token grants access to this request now. */
export async function hasAccessSession(db: Db, requestId: string, tokenHash: string): Promise<boolean> {
  const [row] = await db.select({ id: partRequestAccess.id }).from(partRequestAccess).where(liveAccess(requestId, 'session', tokenHash));
  return row !== undefined;
}

/** The quote options of many requests in one query (a list page), each request's in position order. */
export async function listOptions(db: Db, requestIds: string[]): Promise<QuoteOptionRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(quoteOptions)
    .where(inArray(quoteOptions.requestId, requestIds))
    .orderBy(asc(quoteOptions.requestId), asc(quoteOptions.position));
}

/** One option, only if it belongs to this request. */
export async function findOption(db: Db, requestId: string, optionId: number): Promise<QuoteOptionRow | undefined> {
  const [row] = await db
    .select()
    .from(quoteOptions)
    .where(and(eq(quoteOptions.requestId, requestId), eq(quoteOptions.id, optionId)));
  return row;
}

/** A new quote's options in place of the old ones; run in the transaction that holds the request's lock. */
export async function replaceOptions(tx: Db, requestId: string, values: Array<Omit<NewQuoteOptionRow, 'requestId'>>): Promise<QuoteOptionRow[]> {
  await tx.delete(quoteOptions).where(eq(quoteOptions.requestId, requestId));
  if (values.length === 0) return [];
  return tx
    .insert(quoteOptions)
    .values(values.map((v) => ({ ...v, requestId })))
    .returning();
}

export async function deleteRequest(db: Db, id: string): Promise<PartRequestRow | undefined> {
  const [row] = await db.delete(partRequests).where(eq(partRequests.id, id)).returning();
  return row;
}

/** The rates in force: the newest record (the table is append-only). */
export async function currentRates(db: Db): Promise<RatesRow | undefined> {
  const [row] = await db.select().from(landedCostRates).orderBy(desc(landedCostRates.id)).limit(1);
  return row;
}

export async function ratesByIds(db: Db, ids: number[]): Promise<RatesRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(landedCostRates).where(inArray(landedCostRates.id, ids));
}

export async function insertRates(db: Db, values: NewRatesRow): Promise<RatesRow> {
  const [row] = await db.insert(landedCostRates).values(values).returning();
  return row!;
}
