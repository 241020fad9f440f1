import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogueVersion, categories, landedCostRates, partFitments, parts, vehicleChassis, vehicleMakes, vehicleModels } from '../../db/schema';
import type { ModelYears } from '../../db/fit-keys';
import type { Chassis } from '../../../shared/schemas/catalogue';

// The catalogue's reads of whole parts, their fitment and the vehicles, and the SQL every catalogue read
// shares (live parts, the tsqueries, a part's columns). The searches are in search/repository.ts, the
// search box's words in search-words/repository.ts, the memory index's reads in search-index/repository.ts.

export const tsquery = (text: string) => sql`plainto_tsquery('english', ${text})`;

/** The OEM numbers starting with `n`, as a prefix query on their lexemes. */
export const oemPrefix = (n: string) => sql`to_tsquery('simple', ${`${n.toLowerCase()}:*`})`;

/** Live parts only: a retired part has left every search (the search indexes hold live parts alone). */
export const live = sql`${parts.retiredAt} is null`;

export const partColumns = {
  id: parts.id,
  title: parts.title,
  kind: parts.kind,
  partNumber: parts.partNumber,
  oemNumbers: parts.oemNumbers,
  brand: parts.brand,
  description: parts.description,
  categoryId: parts.categoryId,
  categoryName: categories.name,
  categorySlug: categories.slug,
  condition: parts.condition,
  marketplace: parts.marketplace,
  priceCents: parts.priceCents,
  originalPriceCents: parts.originalPriceCents,
  usShippingCents: parts.usShippingCents,
  weightGrams: parts.weightGrams,
  ratingTenths: parts.ratingTenths,
  reviewCount: parts.reviewCount,
  shippingDays: parts.shippingDays,
  inStock: parts.inStock,
  imageUrl: parts.imageUrl,
  universal: parts.universal,
  createdAt: parts.createdAt,
  interchangeNumbers: parts.interchangeNumbers,
  images: parts.images,
  retiredAt: parts.retiredAt,
};

/** A fitment row's chassis codes, only those built in its years: a part for a 2013-2017 Axio fits the NZE161, not the NZE141. */
const chassisCodesOfFitment = sql<string[]>`array(
  select c.code from ${vehicleChassis} c
  where c.model_id = ${partFitments.modelId} and c.year_from <= ${partFitments.yearTo} and ${partFitments.yearFrom} <= c.year_to
  order by c.position)`;

function fitmentsStatement(db: Db) {
  return db
    .select({
      partId: partFitments.partId,
      makeId: vehicleMakes.id,
      make: vehicleMakes.name,
      modelId: vehicleModels.id,
      model: vehicleModels.name,
      chassisCodes: chassisCodesOfFitment,
      yearFrom: partFitments.yearFrom,
      yearTo: partFitments.yearTo,
    })
    .from(partFitments)
    .innerJoin(vehicleModels, eq(vehicleModels.id, partFitments.modelId))
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
    .where(sql`${partFitments.partId} = any(${sql.placeholder('ids')})`)
    .orderBy(asc(partFitments.partId), asc(vehicleMakes.name), asc(vehicleModels.name), asc(partFitments.yearFrom))
    .prepare('catalogue_fitments_of');
}

/**
 * Statements every search page sends, prepared once per database: built once in the server, and on
 * PostgreSQL parsed once per connection and planned from a kept plan, where each took longer to plan
 * than to run (PostgreSQL, 100,000 parts: 0.3 ms planning, 0.1-0.2 ms running).
 */
const prepared = new WeakMap<Db, ReturnType<typeof prepareStatements>>();

function prepareStatements(db: Db) {
  return {
    fitments: fitmentsStatement(db),
    parts: partsByIdsStatement(db),
    partsOnly: partsOnlyByIdsStatement(db),
    partsOnlyAtVersion: partsOnlyAtVersionStatement(db),
    // Every search reads it first, answered from the cache or not (PGlite: 0.7 → 0.5 ms).
    version: db.select({ version: catalogueVersion.version }).from(catalogueVersion).where(eq(catalogueVersion.id, 1)).prepare('catalogue_version_now'),
  };
}
function preparedFor(db: Db) {
  let p = prepared.get(db);
  if (!p) prepared.set(db, (p = prepareStatements(db)));
  return p;
}

/** The fitment of some parts, with make and model names, in one statement. */
export async function fitmentsOf(db: Db, partIds: number[]): Promise<FitmentRow[]> {
  if (partIds.length === 0) return [];
  return preparedFor(db).fitments.execute({ ids: partIds });
}
export type FitmentRow = { partId: number; makeId: number; make: string; modelId: number; model: string; chassisCodes: string[]; yearFrom: number; yearTo: number };

function partsOnlyByIdsStatement(db: Db) {
  return db
    .select(partColumns)
    .from(parts)
    .innerJoin(categories, eq(categories.id, parts.categoryId))
    .where(sql`${parts.id} = any(${sql.placeholder('ids')})`)
    .prepare('catalogue_parts_only_by_ids');
}

function partsOnlyAtVersionStatement(db: Db) {
  return db
    .select({ ...partColumns, catalogueVersion: sql<number | null>`(select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1)`.mapWith(catalogueVersion.version) })
    .from(parts)
    .innerJoin(categories, eq(categories.id, parts.categoryId))
    .where(sql`${parts.id} = any(${sql.placeholder('ids')})`)
    .prepare('catalogue_parts_only_by_ids_at_version');
}

function partsByIdsStatement(db: Db) {
  const pf = partFitments;
  return db
    .select({
      ...partColumns,
      // The part's fitment as fitmentsOf answers it, in the same order, in the same statement.
      fits: sql<FitmentRow[]>`coalesce((
        select json_agg(json_build_object(
                 'partId', ${pf.partId}, 'makeId', mk.id, 'make', mk.name, 'modelId', md.id, 'model', md.name,
                 'chassisCodes', ${chassisCodesOfFitment},
                 'yearFrom', ${pf.yearFrom}, 'yearTo', ${pf.yearTo})
               order by mk.name, md.name, ${pf.yearFrom})
        from ${pf} join ${vehicleModels} md on md.id = ${pf.modelId} join ${vehicleMakes} mk on mk.id = md.make_id
        where ${pf.partId} = ${parts.id}), '[]'::json)`,
    })
    .from(parts)
    .innerJoin(categories, eq(categories.id, parts.categoryId))
    .where(sql`${parts.id} = any(${sql.placeholder('ids')})`)
    .prepare('catalogue_parts_by_ids');
}

/**
 * Parts by id, in no particular order, with their fitment (as fitmentsOf gives it): one statement for a
 * page of parts where there were two, which on the embedded database costs about 2 ms each whatever it does.
 */
export async function findPartsWithFitments(db: Db, ids: number[]): Promise<{ rows: PartRow[]; fits: FitmentRow[] }> {
  if (ids.length === 0) return { rows: [], fits: [] };
  const found = await preparedFor(db).parts.execute({ ids });
  return { rows: found.map(({ fits: _, ...row }) => row), fits: found.flatMap((r) => r.fits) };
}

/** Parts by id, in no particular order, without their fitment (the memory index holds it). */
export async function findPartsByIds(db: Db, ids: number[]): Promise<PartRow[]> {
  if (ids.length === 0) return [];
  return preparedFor(db).partsOnly.execute({ ids });
}

/**
 * Parts by id as findPartsByIds reads them, and the catalogue version in the same statement (so read in
 * the same snapshot as the parts); with no parts to read, the version alone.
 */
export async function findPartsByIdsWithVersion(db: Db, ids: number[]): Promise<{ rows: PartRow[]; version: number | undefined }> {
  const rows = ids.length === 0 ? [] : await preparedFor(db).partsOnlyAtVersion.execute({ ids });
  return { rows, version: rows.length > 0 ? (rows[0]!.catalogueVersion ?? undefined) : await currentCatalogueVersion(db) };
}

/**
 * The ids of the parts most like `part`: the same kind (the same category when the part has none), those
 * that fit one of its vehicles in overlapping years first (for a part that fits most cars, others that
 * do), then those in stock, then the nearest in price. Never the part itself. Reads the kind's rows
 * through its index (parts_kind_idx): a kind is about 2% of the catalogue.
 */
export async function similarPartIds(db: Db, part: Pick<PartRow, 'id' | 'kind' | 'categoryId' | 'universal' | 'priceCents'>, limit: number): Promise<number[]> {
  const sameKind = part.kind !== null ? eq(parts.kind, part.kind) : eq(parts.categoryId, part.categoryId);
  const sameVehicle = part.universal
    ? sql`${parts.universal}`
    : sql`exists (
        select 1 from ${partFitments} f join ${partFitments} g on g.model_id = f.model_id and g.year_from <= f.year_to and f.year_from <= g.year_to
        where f.part_id = ${parts.id} and g.part_id = ${part.id})`;
  const rows = await db
    .select({ id: parts.id })
    .from(parts)
    .where(and(sameKind, ne(parts.id, part.id), live))
    .orderBy(desc(sameVehicle), desc(parts.inStock), sql`abs(${parts.priceCents} - ${part.priceCents})`, asc(parts.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function findPart(db: Db, id: number) {
  const [row] = await db.select(partColumns).from(parts).innerJoin(categories, eq(categories.id, parts.categoryId)).where(eq(parts.id, id));
  return row;
}
/** A part as the reads of whole parts answer it: its columns, with its category's name and slug. */
export type PartRow = NonNullable<Awaited<ReturnType<typeof findPart>>>;

/**
 * The models a make, a model and a chassis code asked for together name (a model's make is implied), and
 * with a chassis code the years of that generation of each: NZE141 is a 2006-2012 Axio and a 2007-2012
 * Corolla.
 */
export async function vehicleModelsFor(db: Db, v: { makeId?: number; modelId?: number; chassis?: string }): Promise<ModelYears[]> {
  const c: SQL[] = [];
  if (v.modelId !== undefined) c.push(eq(vehicleModels.id, v.modelId));
  else if (v.makeId !== undefined) c.push(eq(vehicleModels.makeId, v.makeId));
  if (v.chassis === undefined) {
    const rows = await db.select({ id: vehicleModels.id }).from(vehicleModels).where(and(...c)).orderBy(asc(vehicleModels.id));
    return rows.map((r) => ({ id: r.id }));
  }
  return db
    .select({ id: vehicleModels.id, yearFrom: vehicleChassis.yearFrom, yearTo: vehicleChassis.yearTo })
    .from(vehicleChassis)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleChassis.modelId))
    .where(and(sql`(${vehicleChassis.code} = ${v.chassis} or ${v.chassis} = any(${vehicleChassis.aliases}))`, ...c))
    .orderBy(asc(vehicleModels.id));
}

/** The chassis codes of one model with their years, in the shop's order. */
const chassisOf = sql<Chassis[]>`coalesce((
  select json_agg(json_build_object('code', c.code, 'yearFrom', c.year_from, 'yearTo', c.year_to, 'aliases', c.aliases) order by c.position)
  from ${vehicleChassis} c where c.model_id = ${vehicleModels.id}), '[]'::json)`;

export async function listVehicles(db: Db) {
  return db
    .select({
      makeId: vehicleMakes.id,
      make: vehicleMakes.name,
      id: vehicleModels.id,
      name: vehicleModels.name,
      aliases: vehicleModels.aliases,
      chassis: chassisOf,
      yearFrom: vehicleModels.yearFrom,
      yearTo: vehicleModels.yearTo,
    })
    .from(vehicleModels)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
    .orderBy(asc(vehicleMakes.name), asc(vehicleModels.name));
}

/** The number every change to what a search reads adds to (drizzle/0028_catalogue_version.sql); undefined if its row is gone. */
export async function currentCatalogueVersion(db: Db): Promise<number | undefined> {
  const [row] = await preparedFor(db).version.execute();
  return row?.version;
}

/** The landed-cost rates in force (the newest record: the table only grows), for the delivered estimates. */
export async function currentRates(db: Db) {
  const [row] = await db.select().from(landedCostRates).orderBy(desc(landedCostRates.id)).limit(1);
  return row;
}
