import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { suppliers } from '../../db/schema';
import { likeContains } from '../../db/like';
import type { SupplierCountry, SupplierPartType } from '../../../shared/suppliers';

export type SupplierRow = typeof suppliers.$inferSelect;
export type NewSupplierRow = typeof suppliers.$inferInsert;

export { isUniqueViolation } from '../../db/errors';
export const NAME_CONSTRAINT = 'suppliers_name_lower_idx';

export type SupplierFilter = {
  words: string[];
  country?: SupplierCountry;
  partType?: SupplierPartType;
  shipsWorldwide?: boolean;
  verified?: boolean;
  minRatingTenths?: number;
  brand?: string;
  specialty?: string;
  sort: 'name' | 'rating' | 'country';
};

/** `%`, `_` and `\` typed by staff are searched for literally. */

/**
 * Suppliers are at most a few hundred rows, so text search is ILIKE over the four fields (no index):
 * every word must appear in one of them, which finds "brake" in "Brake pads" and part of a brand.
 */
function whereOf(f: SupplierFilter): SQL | undefined {
  const c: SQL[] = [];
  for (const word of f.words) {
    const p = likeContains(word);
    c.push(
      or(
        sql`${suppliers.name} ilike ${p}`,
        sql`${suppliers.description} ilike ${p}`,
        sql`array_to_string(${suppliers.specialties}, ' ') ilike ${p}`,
        sql`array_to_string(${suppliers.brands}, ' ') ilike ${p}`,
      )!,
    );
  }
  if (f.country) c.push(eq(suppliers.country, f.country));
  // A supplier of both kinds is one an auto (or phone) request can use.
  if (f.partType === 'both') c.push(eq(suppliers.partType, 'both'));
  else if (f.partType) c.push(inArray(suppliers.partType, [f.partType, 'both']));
  if (f.shipsWorldwide) c.push(eq(suppliers.shipsWorldwide, true));
  if (f.verified) c.push(eq(suppliers.verified, true));
  if (f.minRatingTenths) c.push(sql`${suppliers.ratingTenths} >= ${f.minRatingTenths}`);
  if (f.brand) c.push(sql`exists (select 1 from unnest(${suppliers.brands}) b where lower(b) = lower(${f.brand}))`);
  if (f.specialty) c.push(sql`array_to_string(${suppliers.specialties}, ' ') ilike ${likeContains(f.specialty)}`);
  return c.length > 0 ? and(...c) : undefined;
}

export async function listSuppliers(db: Db, f: SupplierFilter): Promise<SupplierRow[]> {
  const byName = asc(sql`lower(${suppliers.name})`);
  const order =
    f.sort === 'rating' ? [desc(suppliers.ratingTenths), byName] : f.sort === 'country' ? [asc(suppliers.country), byName] : [byName];
  return db
    .select()
    .from(suppliers)
    .where(whereOf(f))
    .orderBy(...order);
}

/** Names match ignoring case, as the unique index does: "Kanto Auto" and "kanto auto" are one supplier. */
export async function findByName(db: Db, name: string): Promise<SupplierRow | undefined> {
  const [row] = await db.select().from(suppliers).where(sql`lower(${suppliers.name}) = lower(${name})`);
  return row;
}

export async function insertSupplier(db: Db, values: NewSupplierRow): Promise<SupplierRow> {
  const [row] = await db.insert(suppliers).values(values).returning();
  return row!;
}

export async function updateSupplier(db: Db, id: number, values: Partial<NewSupplierRow>): Promise<SupplierRow | undefined> {
  const [row] = await db
    .update(suppliers)
    .set({ ...values, updatedAt: sql`clock_timestamp()` })
    .where(eq(suppliers.id, id))
    .returning();
  return row;
}

export async function deleteSupplier(db: Db, id: number): Promise<SupplierRow | undefined> {
  const [row] = await db.delete(suppliers).where(eq(suppliers.id, id)).returning();
  return row;
}

export type SupplierTotals = { total: number; ratingTenthsSum: number; verified: number };

export async function totals(db: Db): Promise<SupplierTotals> {
  const [row] = await db
    .select({
      total: count(),
      ratingTenthsSum: sql<number>`coalesce(sum(${suppliers.ratingTenths}), 0)::int`,
      verified: sql<number>`(count(*) filter (where ${suppliers.verified}))::int`,
    })
    .from(suppliers);
  return row ?? { total: 0, ratingTenthsSum: 0, verified: 0 };
}

export async function countByCountry(db: Db): Promise<{ key: string; n: number }[]> {
  return db
    .select({ key: suppliers.country, n: count() })
    .from(suppliers)
    .groupBy(suppliers.country)
    .orderBy(desc(count()), asc(suppliers.country));
}

export async function countByPartType(db: Db): Promise<{ key: SupplierPartType; n: number }[]> {
  return db.select({ key: suppliers.partType, n: count() }).from(suppliers).groupBy(suppliers.partType);
}
