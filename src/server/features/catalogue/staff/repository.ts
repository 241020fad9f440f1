import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { categories, partEvents, partFitments, parts, suppliers, vehicleChassis, vehicleMakes, vehicleModels } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { likeContains } from '../../../db/like';

export type PartWrite = Omit<typeof parts.$inferInsert, 'id' | 'searchDoc' | 'fitKeys' | 'createdAt' | 'ratingTenths' | 'reviewCount' | 'kind'>;
export type FitmentWrite = { modelId: number; yearFrom: number; yearTo: number };
export type EventWrite = Omit<typeof partEvents.$inferInsert, 'id' | 'at'>;

/** A model as the data rules read it: its years and its chassis codes with theirs. */
export type ModelFacts = { id: number; name: string; aliases: string[]; make: string; yearFrom: number; yearTo: number; chassis: { code: string; yearFrom: number; yearTo: number; aliases: string[] }[] };

export async function modelsByIds(db: Db, ids: number[]): Promise<ModelFacts[]> {
  if (ids.length === 0) return [];
  return modelsWhere(db, inArray(vehicleModels.id, ids));
}

/** Every model (a few hundred): an import resolves its rows' vehicles from these. */
export const allModels = (db: Db) => modelsWhere(db, undefined);

function modelsWhere(db: Db, where: SQL | undefined): Promise<ModelFacts[]> {
  return db
    .select({
      id: vehicleModels.id,
      name: vehicleModels.name,
      aliases: vehicleModels.aliases,
      make: vehicleMakes.name,
      yearFrom: vehicleModels.yearFrom,
      yearTo: vehicleModels.yearTo,
      chassis: sql<ModelFacts['chassis']>`coalesce((
        select json_agg(json_build_object('code', c.code, 'yearFrom', c.year_from, 'yearTo', c.year_to, 'aliases', c.aliases) order by c.position)
        from ${vehicleChassis} c where c.model_id = ${vehicleModels.id}), '[]'::json)`,
    })
    .from(vehicleModels)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
    .where(where);
}

export async function categoryById(db: Db, id: number) {
  const [row] = await db.select({ id: categories.id, slug: categories.slug, name: categories.name, type: categories.type }).from(categories).where(eq(categories.id, id));
  return row;
}

export async function supplierById(db: Db, id: number) {
  const [row] = await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(eq(suppliers.id, id));
  return row;
}

/** Another part of the same supplier (or of none) with this SKU, whatever its case. */
export async function partWithSku(db: Db, supplierId: number | null, sku: string, except?: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: parts.id })
    .from(parts)
    .where(
      and(
        supplierId === null ? isNull(parts.supplierId) : eq(parts.supplierId, supplierId),
        sql`upper(${parts.sku}) = upper(${sku})`,
        except === undefined ? undefined : sql`${parts.id} <> ${except}`,
      ),
    )
    .limit(1);
  return row?.id;
}

/** The part row as staff edit it, with its category's slug (for the illustration a part without photos shows). */
export async function partForStaff(db: Db, id: number, opts: { lock?: boolean } = {}) {
  const query = db.select().from(parts).where(eq(parts.id, id));
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}
export type StaffPartRow = NonNullable<Awaited<ReturnType<typeof partForStaff>>>;

export async function fitmentsForStaff(db: Db, partId: number) {
  return db
    .select({
      modelId: partFitments.modelId,
      yearFrom: partFitments.yearFrom,
      yearTo: partFitments.yearTo,
      chassisCodes: sql<string[]>`array(
        select c.code from ${vehicleChassis} c
        where c.model_id = ${partFitments.modelId} and c.year_from <= ${partFitments.yearTo} and ${partFitments.yearFrom} <= c.year_to
        order by c.position)`,
    })
    .from(partFitments)
    .innerJoin(vehicleModels, eq(vehicleModels.id, partFitments.modelId))
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
    .where(eq(partFitments.partId, partId))
    .orderBy(asc(vehicleMakes.name), asc(vehicleModels.name), asc(partFitments.yearFrom));
}

export async function insertPart(db: Db, values: PartWrite): Promise<number> {
  const [row] = await db.insert(parts).values(values).returning({ id: parts.id });
  return row!.id;
}

export async function updatePart(db: Db, id: number, values: Partial<PartWrite>): Promise<void> {
  await db.update(parts).set(values).where(eq(parts.id, id));
}

/** Replaces a part's fitment rows (the fit-keys trigger rewrites parts.fit_keys from them). */
export async function replaceFitments(db: Db, partId: number, rows: FitmentWrite[]): Promise<void> {
  await db.delete(partFitments).where(eq(partFitments.partId, partId));
  if (rows.length > 0) await db.insert(partFitments).values(rows.map((r) => ({ partId, ...r })));
}

export async function insertEvent(db: Db, event: EventWrite): Promise<void> {
  await db.insert(partEvents).values(event);
}

export async function eventsOf(db: Db, partId: number) {
  return db
    .select({ at: partEvents.at, action: partEvents.action, staffName: partEvents.staffLabel, changes: partEvents.changes, note: partEvents.note })
    .from(partEvents)
    .where(eq(partEvents.partId, partId))
    .orderBy(desc(partEvents.at), desc(partEvents.id));
}

/**
 * The words of a new or edited part's title, brand and category added to the typo-correction
 * vocabulary and the search box's phrases, so a new brand is found and offered at once. Counts only
 * grow here; the seed's refresh rebuilds both from every part.
 */
export async function addSearchWords(db: Db, title: string, brand: string, categoryName: string): Promise<void> {
  await db.execute(sql`
    insert into search_vocabulary (word, frequency)
    select w, count(*)::int from regexp_split_to_table(lower(${`${title} ${brand} ${categoryName}`}), '[^a-z0-9]+') as w
    where length(w) >= 3 and w !~ '[0-9]'
    group by w
    on conflict (word) do update set frequency = search_vocabulary.frequency + excluded.frequency`);
  await db.execute(sql`
    insert into search_phrases (phrase, frequency)
    select phrase, count(*)::int from (
      select w || ' ' || lead(w) over (order by i) as phrase
      from regexp_split_to_table(lower(${title}), '[^a-z0-9]+') with ordinality as t(w, i) where w <> ''
    ) s
    where phrase ~ '^[a-z]{2,} [a-z]{2,}$'
    group by phrase
    on conflict (phrase) do update set frequency = search_phrases.frequency + excluded.frequency`);
}

export type StaffListFilter = { query?: string; numberPrefix?: string; status: 'active' | 'retired' | 'all'; categoryId?: number; supplierId?: number };

export function staffWhere(f: StaffListFilter): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  if (f.status === 'active') c.push(isNull(parts.retiredAt));
  if (f.status === 'retired') c.push(isNotNull(parts.retiredAt));
  if (f.categoryId !== undefined) c.push(eq(parts.categoryId, f.categoryId));
  if (f.supplierId !== undefined) c.push(eq(parts.supplierId, f.supplierId));
  if (f.query !== undefined) {
    const like = likeContains(f.query);
    const byNumber = f.numberPrefix ? sql` or ${parts.partNumberNorm} like ${`${f.numberPrefix}%`} or ${parts.oemNorm} like ${`%${f.numberPrefix}%`}` : sql``;
    c.push(sql`(${parts.title} ilike ${like} or ${parts.brand} ilike ${like} or ${parts.sku} ilike ${like}${byNumber})`);
  }
  return and(...c);
}

/** Staff's list: newest first, a page at a time, retired parts when asked. */
export async function listForStaff(db: Db, f: StaffListFilter, offset: number, limit: number) {
  const where = staffWhere(f);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: parts.id,
        title: parts.title,
        brand: parts.brand,
        partNumber: parts.partNumber,
        condition: parts.condition,
        priceCents: parts.priceCents,
        marketplace: parts.marketplace,
        supplierName: suppliers.name,
        sku: parts.sku,
        categoryName: parts.categoryName,
        imageUrl: parts.imageUrl,
        inStock: parts.inStock,
        fitmentCount: sql<number>`(select count(*)::int from ${partFitments} f where f.part_id = ${parts.id})`,
        retiredAt: parts.retiredAt,
      })
      .from(parts)
      .leftJoin(suppliers, eq(suppliers.id, parts.supplierId))
      .where(where)
      .orderBy(desc(parts.id))
      .limit(limit)
      .offset(offset),
    db.execute(sql`select count(*)::int as n from ${parts} where ${where ?? sql`true`}`).then((r) => rowsOf<{ n: number }>(r)),
  ]);
  return { rows, total: count?.n ?? 0 };
}
