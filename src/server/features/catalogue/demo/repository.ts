import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { parts, suppliers } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';

export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  return rowsOf<{ one: number }>(await db.execute(sql`select 1 as one from ${parts} limit 1`)).length === 0;
}

export async function supplierIdByName(db: Db, name: string): Promise<number | undefined> {
  const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.name, name));
  return row?.id;
}

export type ListingFacts = { sku: string; kind: string | null; ratingTenths: number; reviewCount: number; createdAt: string };

/** What a marketplace listing says of the supplier's parts (their kind, rating, reviews and date), by SKU, in one statement. */
export async function writeListingFacts(db: Db, supplierId: number, facts: ListingFacts[]): Promise<void> {
  if (facts.length === 0) return;
  await db.execute(sql`
    update ${parts} p set kind = f.kind, rating_tenths = f.rating_tenths, review_count = f.review_count, created_at = f.created_at
    from jsonb_to_recordset(${JSON.stringify(facts.map((f) => ({ sku: f.sku, kind: f.kind, rating_tenths: f.ratingTenths, review_count: f.reviewCount, created_at: f.createdAt })))}::jsonb)
      as f(sku text, kind text, rating_tenths int, review_count int, created_at timestamptz)
    where p.supplier_id = ${supplierId} and upper(p.sku) = upper(f.sku)`);
}
