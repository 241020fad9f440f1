import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { categories, partEvents, partFitments, partImportRows, partImports, parts, supplierImportMappings, suppliers, vehicleMakes, vehicleModels } from '../../../db/schema';
import { insertJsonRows } from '../../../db/json-insert';
import { staffWhere, type EventWrite, type FitmentWrite, type PartWrite, type StaffListFilter } from '../staff/repository';

export type ImportRowWrite = typeof partImportRows.$inferInsert;
export type ImportRecord = typeof partImports.$inferSelect & { supplierName: string };

export async function supplierName(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, id));
  return row?.name;
}

export async function allCategories(db: Db) {
  return db.select({ id: categories.id, slug: categories.slug, name: categories.name, type: categories.type }).from(categories);
}

/** A JSON array of upper-case SKUs, as `skuIn` reads it. */
const skuList = (skus: string[]) => JSON.stringify(skus.map((s) => s.toUpperCase()));
/** The supplier's parts whose SKU is one of `wanted`: read through the supplier-and-SKU index. */
const skuIn = (supplierId: number, wanted: string) =>
  and(eq(parts.supplierId, supplierId), sql`upper(${parts.sku}) = any(array(select jsonb_array_elements_text(${wanted}::jsonb)))`);

/** The supplier's parts with these SKUs (retired ones too), with their fitment rows: what a slice of an import's rows is matched against. */
export async function supplierPartsWithSkus(db: Db, supplierId: number, skus: string[]) {
  if (skus.length === 0) return { rows: [], fits: [] };
  const wanted = skuList(skus);
  const rows = await db.select().from(parts).where(skuIn(supplierId, wanted));
  const fits = rows.length === 0 ? [] : await db
    .select({ partId: partFitments.partId, modelId: partFitments.modelId, yearFrom: partFitments.yearFrom, yearTo: partFitments.yearTo })
    .from(partFitments)
    .where(inArray(partFitments.partId, rows.map((r) => r.id)))
    .orderBy(asc(partFitments.partId), asc(partFitments.modelId), asc(partFitments.yearFrom));
  return { rows, fits };
}

/** The supplier's parts on sale that have a SKU, in SKU order: those a file leaves out are retired when staff ask. */
export async function liveSupplierSkus(db: Db, supplierId: number): Promise<{ id: number; sku: string; title: string }[]> {
  return db
    .select({ id: parts.id, sku: sql<string>`${parts.sku}`, title: parts.title })
    .from(parts)
    .where(and(eq(parts.supplierId, supplierId), sql`${parts.sku} is not null`, isNull(parts.retiredAt)))
    .orderBy(asc(parts.id));
}

export async function rememberedMapping(db: Db, supplierId: number): Promise<Record<string, string> | undefined> {
  const [row] = await db.select({ columns: supplierImportMappings.columns }).from(supplierImportMappings).where(eq(supplierImportMappings.supplierId, supplierId));
  return row?.columns;
}

export async function rememberMapping(db: Db, supplierId: number, columns: Record<string, string>): Promise<void> {
  await db
    .insert(supplierImportMappings)
    .values({ supplierId, columns })
    .onConflictDoUpdate({ target: supplierImportMappings.supplierId, set: { columns, updatedAt: new Date() } });
}

/** Fresh planner statistics of the tables an import grows (the apply job's ANALYZE_EVERY_ROWS). */
export async function analyzeImportedTables(db: Db): Promise<void> {
  await db.execute(sql`analyze parts, part_fitments, part_events`);
}

/** The dry run's counts, written once every row is. */
export async function setImportCounts(db: Db, id: number, counts: Record<string, number>, totalRows: number): Promise<void> {
  await db.update(partImports).set({ counts, totalRows }).where(eq(partImports.id, id));
}

export async function insertImport(db: Db, values: typeof partImports.$inferInsert): Promise<number> {
  const [row] = await db.insert(partImports).values(values).returning({ id: partImports.id });
  return row!.id;
}

export async function insertImportRows(db: Db, rows: ImportRowWrite[]): Promise<void> {
  // Every row with the same keys, as insertJsonRows needs: what a refused row lacks is null.
  const full = rows.map((r) => ({ values: null, partId: null, changes: [], issues: [], warnings: [], photoUrls: [], ...r }));
  for (let i = 0; i < full.length; i += 2000) await insertJsonRows(db, partImportRows, full.slice(i, i + 2000));
}

export async function findImport(db: Db, id: number): Promise<ImportRecord | undefined> {
  const [row] = await db
    .select({ record: partImports, supplierName: suppliers.name })
    .from(partImports)
    .innerJoin(suppliers, eq(suppliers.id, partImports.supplierId))
    .where(eq(partImports.id, id));
  return row && { ...row.record, supplierName: row.supplierName };
}

export async function listImports(db: Db, limit: number): Promise<ImportRecord[]> {
  const rows = await db
    .select({ record: partImports, supplierName: suppliers.name })
    .from(partImports)
    .innerJoin(suppliers, eq(suppliers.id, partImports.supplierId))
    .orderBy(desc(partImports.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.record, supplierName: r.supplierName }));
}

/** Moves an import from one of `from` to `to`; false when it was in none of them (someone else moved it first). */
export async function moveImport(db: Db, id: number, from: string[], to: typeof partImports.$inferInsert['status'], extra: Partial<typeof partImports.$inferInsert> = {}): Promise<boolean> {
  const rows = await db
    .update(partImports)
    .set({ status: to, ...extra })
    .where(and(eq(partImports.id, id), inArray(partImports.status, from as ('checked' | 'applying' | 'applied' | 'cancelled' | 'undoing' | 'undone')[])))
    .returning({ id: partImports.id });
  return rows.length > 0;
}

/**
 * Another import of the same supplier that makes this one's rows out of date: for an apply, one being
 * applied or undone now, or applied or undone after this one was checked (its dry run compared the file
 * with parts that have changed since); for an undo, one that began applying after this one did and is not undone
 * (imports are undone newest first). Read under a lock on the supplier, so two cannot start at once.
 */
export async function conflictingImport(db: Db, record: { id: number; supplierId: number; createdAt: Date; startedAt: Date | null }, action: 'apply' | 'undo'): Promise<number | undefined> {
  await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, record.supplierId)).for('update');
  const after = action === 'apply' ? record.createdAt : (record.startedAt ?? record.createdAt);
  const [row] = await db
    .select({ id: partImports.id })
    .from(partImports)
    .where(
      and(
        eq(partImports.supplierId, record.supplierId),
        sql`${partImports.id} <> ${record.id}`,
        action === 'apply'
          ? sql`(${partImports.startedAt} > ${after} or ${partImports.appliedAt} > ${after} or ${partImports.undoneAt} > ${after} or ${partImports.status} in ('applying', 'undoing'))`
          : sql`${partImports.startedAt} > ${after} and ${partImports.status} <> 'undone'`,
      ),
    )
    .orderBy(desc(partImports.id))
    .limit(1);
  return row?.id;
}

export async function importStatus(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ status: partImports.status }).from(partImports).where(eq(partImports.id, id));
  return row?.status;
}

export async function addDone(db: Db, id: number, n: number): Promise<void> {
  await db.update(partImports).set({ doneRows: sql`${partImports.doneRows} + ${n}` }).where(eq(partImports.id, id));
}

export async function rowsPage(db: Db, importId: number, outcome: string | undefined, offset: number, limit: number) {
  const where = and(eq(partImportRows.importId, importId), outcome ? eq(partImportRows.outcome, outcome as 'new') : undefined);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        rowNumber: partImportRows.rowNumber,
        outcome: partImportRows.outcome,
        sku: partImportRows.sku,
        title: partImportRows.title,
        partId: partImportRows.partId,
        issues: partImportRows.issues,
        warnings: partImportRows.warnings,
        changes: partImportRows.changes,
      })
      .from(partImportRows)
      .where(where)
      .orderBy(asc(partImportRows.rowNumber))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(partImportRows).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The next rows that write something and are not yet applied (or, undoing, that are), in file order. */
export async function rowsToWork(db: Db, importId: number, applied: boolean, afterRow: number, limit: number) {
  return db
    .select({ rowNumber: partImportRows.rowNumber, outcome: partImportRows.outcome, values: partImportRows.values, partId: partImportRows.partId, sku: partImportRows.sku, before: partImportRows.before })
    .from(partImportRows)
    .where(
      and(
        eq(partImportRows.importId, importId),
        inArray(partImportRows.outcome, ['new', 'changed', 'retire']),
        eq(partImportRows.applied, applied),
        sql`${partImportRows.rowNumber} > ${afterRow}`,
      ),
    )
    .orderBy(asc(partImportRows.rowNumber))
    .limit(limit);
}

/** Rows whose new parts were written, in one statement: each marked applied with its part's id. */
export async function markNewRows(db: Db, importId: number, rows: { rowNumber: number; partId: number }[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    update ${partImportRows} r set applied = true, part_id = v.part_id, before = null
    from unnest(${`{${rows.map((r) => r.rowNumber).join(',')}}`}::int[], ${`{${rows.map((r) => r.partId).join(',')}}`}::int[]) as v(row_number, part_id)
    where r.import_id = ${importId} and r.row_number = v.row_number`);
}

export async function countApplied(db: Db, importId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(partImportRows).where(and(eq(partImportRows.importId, importId), eq(partImportRows.applied, true)));
  return row?.n ?? 0;
}

/**
 * New parts, in one statement: their ids in the order given. Each comes with its fit keys, so the
 * fit-keys trigger finds them right when the fitment rows follow and does not write the parts again.
 */
export async function insertParts(db: Db, rows: (PartWrite & { fitKeys: string[] })[]): Promise<number[]> {
  // Matched back by SKU (unique for the supplier), not by the order the rows came back in.
  const written = await insertJsonRows<typeof parts, { id: number; sku: string }>(db, parts, rows, sql`id, upper(sku) as sku`);
  const ids = new Map(written.map((r) => [r.sku, r.id]));
  return rows.map((r) => ids.get(r.sku!.toUpperCase())!);
}

export async function insertFitments(db: Db, rows: (FitmentWrite & { partId: number })[]): Promise<void> {
  if (rows.length > 0) await db.insert(partFitments).values(rows);
}

export async function insertEvents(db: Db, rows: EventWrite[]): Promise<void> {
  if (rows.length > 0) await db.insert(partEvents).values(rows);
}

/**
 * The live parts of this supplier with these SKUs, by upper-case SKU, in one statement read through the
 * supplier-and-SKU index: a part added since the dry run is changed, not added twice.
 */
export async function livePartsWithSkus(db: Db, supplierId: number, skus: string[]): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ id: parts.id, sku: sql<string>`upper(${parts.sku})` })
    .from(parts)
    .where(and(skuIn(supplierId, skuList(skus)), isNull(parts.retiredAt)));
  return new Map(rows.map((r) => [r.sku, r.id]));
}

/** Parts as they are now, with their fitment rows, locked: what a batch changes, kept so undo can write them back. */
export async function snapshots(db: Db, partIds: number[]): Promise<Map<number, Snapshot>> {
  if (partIds.length === 0) return new Map();
  const rows = await db.select().from(parts).where(inArray(parts.id, partIds)).orderBy(asc(parts.id)).for('update');
  const fits = await db
    .select({ partId: partFitments.partId, modelId: partFitments.modelId, yearFrom: partFitments.yearFrom, yearTo: partFitments.yearTo })
    .from(partFitments)
    .where(inArray(partFitments.partId, partIds))
    .orderBy(asc(partFitments.partId), asc(partFitments.modelId), asc(partFitments.yearFrom));
  const out = new Map<number, Snapshot>(rows.map((row) => [row.id, { row, fits: [] }]));
  for (const { partId, ...f } of fits) out.get(partId)?.fits.push(f);
  return out;
}
export type Snapshot = { row: typeof parts.$inferSelect; fits: FitmentWrite[] };

/** Rows of changed or retired parts marked applied, each with its part and what it was before, in one statement. */
export async function markRows(db: Db, importId: number, rows: { rowNumber: number; partId: number; before: Snapshot | null }[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    update ${partImportRows} r set applied = true, part_id = v."partId", before = v.before
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v("rowNumber" int, "partId" int, before jsonb)
    where r.import_id = ${importId} and r.row_number = v."rowNumber"`);
}

/** Rows undone, in one statement: no longer applied. */
export async function unmarkRows(db: Db, importId: number, rowNumbers: number[]): Promise<void> {
  if (rowNumbers.length === 0) return;
  await db
    .update(partImportRows)
    .set({ applied: false })
    .where(and(eq(partImportRows.importId, importId), inArray(partImportRows.rowNumber, rowNumbers)));
}

/** The words of the titles an import wrote, added to the typo-correction vocabulary (as staff/repository.addSearchWords does for one part). */
export async function addSearchWordsOfImport(db: Db, importId: number): Promise<void> {
  await db.execute(sql`
    insert into search_vocabulary (word, frequency)
    select w, count(*)::int from (
      select regexp_split_to_table(lower(p.title || ' ' || p.brand || ' ' || p.category_name), '[^a-z0-9]+') as w
      from ${partImportRows} r join ${parts} p on p.id = r.part_id
      where r.import_id = ${importId} and r.applied and r.outcome in ('new', 'changed')
    ) s
    where length(w) >= 3 and w !~ '[0-9]'
    group by w
    on conflict (word) do update set frequency = greatest(search_vocabulary.frequency, excluded.frequency)`);
}

/** Parts for the export, in id order, with their category's name and each fitment row's make and model names. */
export async function partsForExport(db: Db, filter: StaffListFilter, limit: number) {
  const rows = await db
    .select({ part: parts, categorySlug: categories.slug })
    .from(parts)
    .innerJoin(categories, eq(categories.id, parts.categoryId))
    .where(staffWhere(filter))
    .orderBy(asc(parts.id))
    .limit(limit);
  const ids = rows.map((r) => r.part.id);
  const fits =
    ids.length === 0
      ? []
      : await db
          .select({ partId: partFitments.partId, make: vehicleMakes.name, model: vehicleModels.name, yearFrom: partFitments.yearFrom, yearTo: partFitments.yearTo })
          .from(partFitments)
          .innerJoin(vehicleModels, eq(vehicleModels.id, partFitments.modelId))
          .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
          .where(inArray(partFitments.partId, ids))
          .orderBy(asc(partFitments.partId), asc(vehicleMakes.name), asc(vehicleModels.name), asc(partFitments.yearFrom));
  return { rows, fits };
}

/** Whether rows of this import wrote a part and have photo links not yet fetched. */
export async function hasPhotosToFetch(db: Db, importId: number): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(partImportRows).where(photosToFetch(importId));
  return (row?.n ?? 0) > 0;
}

const photosToFetch = (importId: number) =>
  and(eq(partImportRows.importId, importId), eq(partImportRows.applied, true), isNull(partImportRows.photosFetchedAt), sql`cardinality(${partImportRows.photoUrls}) > 0`, sql`${partImportRows.partId} is not null`);

/** The next rows whose photo links are to be fetched, in file order. */
export async function rowsWithPhotosToFetch(db: Db, importId: number, limit: number) {
  return db
    .select({ rowNumber: partImportRows.rowNumber, partId: sql<number>`${partImportRows.partId}`, photoUrls: partImportRows.photoUrls })
    .from(partImportRows)
    .where(photosToFetch(importId))
    .orderBy(asc(partImportRows.rowNumber))
    .limit(limit);
}

/** A row's photo links fetched, and why any was not added (added to its warnings). */
export async function markPhotosFetched(db: Db, importId: number, rowNumber: number, failures: string[]): Promise<void> {
  await db
    .update(partImportRows)
    .set({ photosFetchedAt: new Date(), warnings: sql`${partImportRows.warnings} || ${JSON.stringify(failures)}::jsonb` })
    .where(and(eq(partImportRows.importId, importId), eq(partImportRows.rowNumber, rowNumber)));
}
