import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cataloguePartChanges, catalogueVersion, categories, landedCostRates, partFitments, parts, searchPhrases, searchVocabulary, vehicleChassis, vehicleKeysOf, vehicleMakes, vehicleModels } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import type { ModelYears } from '../../db/fit-keys';
import type { Chassis } from '../../../shared/schemas/catalogue';

/** A search, already normalised and corrected by the service. */
export type PartFilter = {
  /** Words for full-text search (typos already corrected). */
  text?: string;
  /** Upper-case alphanumerics: matches part numbers by prefix and OEM numbers by prefix. */
  partNumber?: string;
  makeId?: number;
  modelId?: number;
  chassis?: string;
  year?: number;
  /** The fit keys the vehicle above matches (db/fit-keys.ts: searchKeysOf), worked out by the service. */
  vehicleKeys?: string[];
  categoryId?: number;
  categorySlug?: string;
  conditions?: string[];
  marketplaces?: string[];
  brand?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  inStock?: boolean;
};
export type PartOrder = 'relevance' | 'price_asc' | 'price_desc' | 'rating' | 'newest';

const tsquery = (text: string) => sql`plainto_tsquery('english', ${text})`;

/** The OEM numbers starting with `n`, as a prefix query on their lexemes. */
const oemPrefix = (n: string) => sql`to_tsquery('simple', ${`${n.toLowerCase()}:*`})`;

function partNumberMatch(n: string): SQL {
  // Only letters and digits reach here, so neither LIKE nor to_tsquery can be given operators.
  return sql`(${parts.partNumberNorm} like ${`${n}%`} or to_tsvector('simple', ${parts.oemNorm}) @@ ${oemPrefix(n)})`;
}

/** Live parts only: a retired part has left every search (the search indexes hold live parts alone). */
const live = sql`${parts.retiredAt} is null`;

function whereOf(f: PartFilter): SQL {
  const c: SQL[] = [live];
  if (f.text !== undefined) c.push(sql`${parts.searchDoc} @@ ${tsquery(f.text)}`);
  if (f.partNumber !== undefined) c.push(partNumberMatch(f.partNumber));
  if (f.vehicleKeys !== undefined) {
    // One GIN probe on the fit keys (universal parts hold `u`), which PostgreSQL ANDs with the words' probe:
    // a vehicle search reads only the parts that match both (PostgreSQL, 100,000 parts, "radiator" for
    // NZE141: 61 → 9 ms; decision 025).
    c.push(sql`${vehicleKeysOf(parts.universal, parts.fitKeys)} && ${`{${f.vehicleKeys.join(',')}}`}::text[]`);
  }
  if (f.categoryId !== undefined) c.push(sql`${parts.categoryId} = ${f.categoryId}`);
  if (f.categorySlug !== undefined) c.push(sql`${parts.categoryId} = (select id from ${categories} where slug = ${f.categorySlug})`);
  if (f.conditions) c.push(sql`${parts.condition} in (${sql.join(f.conditions.map((v) => sql`${v}`), sql`, `)})`);
  if (f.marketplaces) c.push(sql`${parts.marketplace} in (${sql.join(f.marketplaces.map((v) => sql`${v}`), sql`, `)})`);
  if (f.brand !== undefined) c.push(sql`lower(${parts.brand}) = lower(${f.brand})`);
  if (f.minPriceCents !== undefined) c.push(sql`${parts.priceCents} >= ${f.minPriceCents}`);
  if (f.maxPriceCents !== undefined) c.push(sql`${parts.priceCents} <= ${f.maxPriceCents}`);
  if (f.inStock !== undefined) c.push(sql`${parts.inStock} = ${f.inStock}`);
  return sql.join(c, sql` and `);
}

function orderOf(f: PartFilter, order: PartOrder): SQL {
  switch (order) {
    case 'price_asc':
      return sql`${parts.priceCents} asc, ${parts.id} asc`;
    case 'price_desc':
      return sql`${parts.priceCents} desc, ${parts.id} desc`;
    case 'rating':
      return sql`${parts.ratingTenths} desc, ${parts.reviewCount} desc, ${parts.id} desc`;
    case 'newest':
      return sql`${parts.createdAt} desc, ${parts.id} desc`;
    case 'relevance':
      if (f.text !== undefined) return sql`ts_rank(${parts.searchDoc}, ${tsquery(f.text)}) desc, ${parts.id} desc`;
      if (f.partNumber !== undefined) return sql`(${parts.partNumberNorm} = ${f.partNumber}) desc, ${parts.createdAt} desc, ${parts.id} desc`;
      return sql`${parts.createdAt} desc, ${parts.id} desc`;
  }
}

const partColumns = {
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

/**
 * The page's ids are chosen first, sorting only ids and sort keys; the wide columns and the category are
 * read for those rows alone, re-sorted by the same keys. A broad search ("filter": 11,000 matches at
 * 100,000 parts) or a deep page then sorts narrow rows instead of whole parts joined to their category
 * (PostgreSQL: 25 → 14 ms for that search).
 */
export async function findParts(db: Db, f: PartFilter, order: PartOrder, offset: number, limit: number) {
  const page = db.select({ id: parts.id }).from(parts).where(whereOf(f)).orderBy(orderOf(f, order)).limit(limit).offset(offset).as('page');
  return db
    .select(partColumns)
    .from(page)
    .innerJoin(parts, eq(parts.id, page.id))
    .innerJoin(categories, eq(categories.id, parts.categoryId))
    .orderBy(orderOf(f, order));
}
export type PartRow = Awaited<ReturnType<typeof findParts>>[number];

export type FacetRow = { facet: 'total' | 'condition' | 'marketplace' | 'brand' | 'category'; value: string | null; label: string | null; n: number };

/**
 * The total and every facet's count over the CTE `counted` (its condition, marketplace, brand and
 * category_id; at most cap + 1 rows). The rows are grouped once by all four columns, which a search's
 * matches share in a few dozen combinations, and the facets are summed from those groups: one hash key
 * per row instead of four (PostgreSQL, 10,001 rows: 4.0 → 2.0 ms). `grouping()` tells the sets apart
 * (7 condition, 11 marketplace, 13 brand, 14 category, 15 the total); the category names are joined to
 * the few groups afterwards, and only the `topBrands` largest brands are kept.
 */
function facetsFrom(topBrands: number): { ctes: SQL; select: SQL } {
  return {
    ctes: sql`
      combos as (select condition, marketplace, brand, category_id, count(*)::int as n from counted group by 1, 2, 3, 4),
      g as (
        select grouping(condition, marketplace, brand, category_id) as level, condition, marketplace, brand, category_id, sum(n)::int as n
        from combos group by grouping sets ((), (condition), (marketplace), (brand), (category_id))
      )`,
    select: sql`
      select case when condition is not null and level = 7 then 'condition' when marketplace is not null and level = 11 then 'marketplace'
                  when category_id is not null and level = 14 then 'category' else 'total' end as facet,
             coalesce(condition, marketplace, category_id::text) as value, coalesce(condition, marketplace, c.name) as label, n
      from g left join ${categories} c on c.id = g.category_id
      where level <> 13
      union all (select 'brand', brand, brand, n from g where level = 13 order by n desc, brand limit ${topBrands})`,
  };
}

/**
 * The total and every facet's counts in one statement, over at most `cap` + 1 matching rows: past the
 * cap both are floors (the answer says so), so a broad search never counts the whole catalogue. It reads
 * only columns the covering index `parts_facets_idx` holds, so a search without words is counted from
 * the index alone. A vehicle search matches every universal part (a fifth of the demo catalogue), so its
 * rows are taken in two parts: the parts fitted to the vehicle through the fit keys' index and the
 * table, and the universal ones from their own covering index (`parts_universal_facets_idx`) without
 * reading the table.
 */
export async function countParts(db: Db, f: PartFilter, cap: number, topBrands: number): Promise<FacetRow[]> {
  const facets = facetsFrom(topBrands);
  const columns = sql`${parts.condition} as condition, ${parts.marketplace} as marketplace, ${parts.brand} as brand, ${parts.categoryId} as category_id`;
  let counted: SQL;
  if (f.vehicleKeys?.includes('u')) {
    const rest = whereOf({ ...f, vehicleKeys: undefined });
    const fitted = f.vehicleKeys.filter((k) => k !== 'u');
    const universal = sql`(select ${columns} from ${parts} where ${parts.universal} and ${rest} limit ${cap + 1})`;
    counted =
      fitted.length === 0
        ? universal
        : sql`(select ${columns} from ${parts} where not ${parts.universal} and ${whereOf({ ...f, vehicleKeys: fitted })} limit ${cap + 1})
              union all ${universal} limit ${cap + 1}`;
  } else {
    counted = sql`select ${columns} from ${parts} where ${whereOf(f)} limit ${cap + 1}`;
  }
  return rowsOf<FacetRow>(
    await db.execute(sql`
      with counted as (${counted}),
      ${facets.ctes}
      ${facets.select}`),
  );
}

/** The sort keys of a page taken from the matches' CTE `m` (searchWithWords), named k1, k2 there. */
function matchSortOf(f: PartFilter & { text: string }, order: PartOrder): { keys: SQL; orderBy: SQL } {
  switch (order) {
    case 'price_asc':
      return { keys: sql`${parts.priceCents} as k1`, orderBy: sql`k1 asc, id asc` };
    case 'price_desc':
      return { keys: sql`${parts.priceCents} as k1`, orderBy: sql`k1 desc, id desc` };
    case 'rating':
      return { keys: sql`${parts.ratingTenths} as k1, ${parts.reviewCount} as k2`, orderBy: sql`k1 desc, k2 desc, id desc` };
    case 'newest':
      return { keys: sql`${parts.createdAt} as k1`, orderBy: sql`k1 desc, id desc` };
    case 'relevance':
      return { keys: sql`ts_rank(${parts.searchDoc}, ${tsquery(f.text)}) as k1`, orderBy: sql`k1 desc, id desc` };
  }
}

export type WordSearch = { facets: FacetRow[]; pageIds: number[] };

/**
 * A search with words, worked out in one statement: its matches are read once, with their facet columns
 * and sort keys, into `m`; the counts are taken from the first cap + 1 of them and the page from all of
 * them. A page of words must rank every match anyway (no index holds ts_rank), so reading them once for
 * both saves the second read the separate count made (PostgreSQL, 100,000 parts, "brake pads": 9.0 →
 * 6.5 ms; "filter", page 200: 50 → 38 ms). Answers the facet rows and the page's ids in order; the
 * page's columns are read by id afterwards (findPartsWithFitments).
 */
export async function searchWithWords(
  db: Db,
  f: PartFilter & { text: string },
  order: PartOrder,
  offset: number,
  limit: number,
  cap: number,
  topBrands: number,
): Promise<WordSearch> {
  const facets = facetsFrom(topBrands);
  const sort = matchSortOf(f, order);
  const rows = rowsOf<FacetRow | { facet: 'page'; value: string; label: null; n: number }>(
    await db.execute(sql`
      with m as materialized (
        select ${parts.id} as id, ${parts.condition} as condition, ${parts.marketplace} as marketplace, ${parts.brand} as brand,
               ${parts.categoryId} as category_id, ${sort.keys}
        from ${parts} where ${whereOf(f)}
      ),
      counted as (select condition, marketplace, brand, category_id from m limit ${cap + 1}),
      page as (select * from m order by ${sort.orderBy} limit ${limit} offset ${offset}),
      ${facets.ctes}
      ${facets.select}
      union all
      select 'page', id::text, null, (row_number() over (order by ${sort.orderBy}))::int from page`),
  );
  const pageIds = rows
    .filter((r) => r.facet === 'page')
    .sort((a, b) => a.n - b.n)
    .map((r) => Number(r.value));
  return { facets: rows.filter((r): r is FacetRow => r.facet !== 'page'), pageIds };
}

/**
 * True when some part's number or OEM number starts with `n`. Two probes, each on its own index: as one
 * `exists (… where a or b)` the planner takes its fixed guess for a tsquery prefix (2% of the catalogue
 * matches), expects a hit within a few dozen rows and scans the table, running to_tsvector on every row
 * (60–100 ms at 100,000 parts when the number is absent). The materialised CTE is planned to be read in
 * full, so it takes the GIN index, and it is only read when the part-number index found nothing.
 */
export async function partNumberExists(db: Db, n: string): Promise<boolean> {
  const [row] = rowsOf<{ hit: boolean }>(
    await db.execute(sql`
      with oem as materialized (
        select 1 from ${parts} where to_tsvector('simple', ${parts.oemNorm}) @@ ${oemPrefix(n)} and ${live}
      )
      select exists (select 1 from ${parts} where ${parts.partNumberNorm} like ${`${n}%`} and ${live}) or exists (select 1 from oem) as hit`),
  );
  return row?.hit === true;
}

export type VocabularyHit = { input: string; word: string; frequency: number; similarity: number };

/** Every word of the search vocabulary (a few thousand: the words part titles are made of) and how many parts use it. */
export async function vocabulary(db: Db): Promise<{ word: string; frequency: number }[]> {
  return db.select({ word: searchVocabulary.word, frequency: searchVocabulary.frequency }).from(searchVocabulary);
}

/**
 * For each input word (with its spelling variants), the closest words of the vocabulary by trigram
 * similarity: the `%` operator uses the GIN trigram index, and the table holds a few thousand words.
 * A word that is in the vocabulary is its own closest word (similarity 1) and is not compared with the
 * others: most searches are spelled right, and the comparisons cost a few milliseconds on PGlite.
 * Ties go to the more used word, then the first alphabetically, so the answer is the same every time and
 * the same as search-index/trigrams.ts works out in memory. Used when no vocabulary is kept in memory.
 */
export async function similarWords(db: Db, pairs: { input: string; variant: string }[]): Promise<VocabularyHit[]> {
  if (pairs.length === 0) return [];
  const inputs = pairs.map((p) => p.input).join(' ');
  const variants = pairs.map((p) => p.variant).join(' ');
  return rowsOf<VocabularyHit>(
    await db.execute(sql`
      with q as (select * from unnest(string_to_array(${inputs}, ' '), string_to_array(${variants}, ' ')) as q(input, variant)),
      known as (select word, frequency from search_vocabulary where word in (select input from q))
      select word as input, word, frequency, 1::float8 as similarity from known
      union all
      select q.input, v.word, v.frequency, v.sim::float8 as similarity
      from q cross join lateral (
        select word, frequency, similarity(word, q.variant) as sim
        from search_vocabulary where word % q.variant
        order by sim desc, frequency desc, word collate "C" limit 3
      ) v
      where q.input not in (select word from known)`),
  );
}

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

export async function findPart(db: Db, id: number): Promise<PartRow | undefined> {
  const [row] = await db.select(partColumns).from(parts).innerJoin(categories, eq(categories.id, parts.categoryId)).where(eq(parts.id, id));
  return row;
}

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

/**
 * The catalogue's words that begin with `letter`, with how many parts use each: the candidates the search
 * box finishes a word from (word-completion.ts). The vocabulary holds a few hundred words.
 */
export async function wordsBeginningWith(db: Db, letter: string) {
  return rowsOf<{ word: string; frequency: number }>(
    await db.execute(sql`select word, frequency from search_vocabulary where starts_with(word, ${letter})`),
  );
}

/** Of these search texts, those some part has all the words of (each probe stops at its first hit), in the order given. */
export async function searchesWithMatches(db: Db, texts: string[]): Promise<string[]> {
  if (texts.length === 0) return [];
  const found = rowsOf<{ q: string }>(
    await db.execute(sql`
      select q from unnest(string_to_array(${texts.join('\n')}, E'\n')) with ordinality as t(q, n)
      where exists (select 1 from ${parts} where ${parts.searchDoc} @@ plainto_tsquery('english', q) and ${live})
      order by n`),
  );
  return found.map((r) => r.q);
}

/** Title phrases (two neighbouring words) that begin with `prefix`, the most used first. */
export async function phrasesStartingWith(db: Db, prefix: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ phrase: searchPhrases.phrase })
    .from(searchPhrases)
    .where(sql`starts_with(${searchPhrases.phrase}, ${prefix})`)
    .orderBy(desc(searchPhrases.frequency), asc(searchPhrases.phrase))
    .limit(limit);
  return rows.map((r) => r.phrase);
}

/** Parts whose part number starts with `n` (normalised), through the part-number index. */
export async function partsByNumberPrefix(db: Db, n: string, limit: number) {
  return db
    .select({ id: parts.id, partNumber: parts.partNumber, title: parts.title })
    .from(parts)
    .where(sql`${parts.partNumberNorm} like ${`${n}%`} and ${live}`)
    .orderBy(asc(parts.partNumberNorm), asc(parts.id))
    .limit(limit);
}

/** Auto-part categories with a word that starts with `prefix` ("cool" → Cooling & Radiators). */
export async function categoriesMatching(db: Db, prefix: string, limit: number) {
  return db
    .select({ slug: categories.slug, name: categories.name })
    .from(categories)
    .where(sql`${categories.type} = 'auto' and exists (select 1 from regexp_split_to_table(lower(${categories.name}), '[^a-z0-9]+') w where left(w, ${prefix.length}) = ${prefix})`)
    .orderBy(asc(categories.name))
    .limit(limit);
}

/** One part as the memory index reads it (search-index/catalogue-index.ts). */
export type IndexRow = {
  id: number;
  /** search_doc in tsvector's text form. */
  doc: string;
  condition: string;
  marketplace: string;
  brand: string;
  categoryId: number;
  priceCents: number;
  inStock: boolean;
  ratingTenths: number;
  reviewCount: number;
  /** created_at in microseconds since 1970, as text (a JavaScript Date keeps only milliseconds). */
  createdMicros: string;
  universal: boolean;
  fitKeys: string[];
  partNumberNorm: string;
  /** to_tsvector('simple', oem_norm) in tsvector's text form: the lexemes an OEM-number search matches. */
  oemDoc: string;
  /** The part's fitment rows as `model:yearFrom:yearTo`, comma-separated ('' for none). */
  fits: string;
};
export type IndexCategory = { id: number; slug: string; name: string };

/** The columns of a part the memory index reads (IndexRow). */
const indexColumns = {
  id: parts.id,
  doc: sql<string>`${parts.searchDoc}::text`,
  condition: parts.condition,
  marketplace: parts.marketplace,
  brand: parts.brand,
  categoryId: parts.categoryId,
  priceCents: parts.priceCents,
  inStock: parts.inStock,
  ratingTenths: parts.ratingTenths,
  reviewCount: parts.reviewCount,
  createdMicros: sql<string>`(extract(epoch from ${parts.createdAt}) * 1000000)::int8::text`,
  universal: parts.universal,
  fitKeys: parts.fitKeys,
  partNumberNorm: parts.partNumberNorm,
  oemDoc: sql<string>`to_tsvector('simple', ${parts.oemNorm})::text`,
  fits: sql<string>`coalesce((select string_agg(f.model_id || ':' || f.year_from || ':' || f.year_to, ',')
                              from ${partFitments} f where f.part_id = ${parts.id}), '')`,
};

/** The parts after `afterId`, in id order, at most `limit`: a batch of the memory index's build. */
export async function partsForIndex(db: Db, afterId: number, limit: number): Promise<IndexRow[]> {
  return db
    .select(indexColumns)
    .from(parts)
    .where(sql`${parts.id} > ${afterId} and ${live}`)
    .orderBy(asc(parts.id))
    .limit(limit);
}

/** These parts as the memory index reads them, in id order: those retired (or gone) are left out. */
export async function partsForIndexByIds(db: Db, ids: number[]): Promise<IndexRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(indexColumns)
    .from(parts)
    .where(sql`${parts.id} = any(${`{${ids.join(',')}}`}::int[]) and ${live}`)
    .orderBy(asc(parts.id));
}

/**
 * The parts the catalogue's versions after `version` changed, from the log the version triggers keep
 * (drizzle/0044_catalogue_part_changes.sql); `structural` when one of them changed categories or vehicles.
 */
export async function partChangesSince(db: Db, version: number): Promise<{ ids: number[]; structural: boolean }> {
  const rows = await db
    .selectDistinct({ partId: cataloguePartChanges.partId })
    .from(cataloguePartChanges)
    .where(sql`${cataloguePartChanges.version} > ${version}`);
  return { ids: rows.flatMap((r) => (r.partId === null ? [] : [r.partId])).sort((x, y) => x - y), structural: rows.some((r) => r.partId === null) };
}

export async function categoriesForIndex(db: Db): Promise<IndexCategory[]> {
  return db.select({ id: categories.id, slug: categories.slug, name: categories.name }).from(categories);
}

/** The tsquery an OEM-number search asks for (partNumberMatch) in its text form, to look it up in the memory index. */
export async function oemPrefixTsquery(db: Db, n: string): Promise<string> {
  const [row] = rowsOf<{ q: string }>(await db.execute(sql`select ${oemPrefix(n)}::text as q`));
  return row?.q ?? '';
}

/** plainto_tsquery's text form for `text` (`'brake' & 'pad'`), to look its lexemes up in the memory index. */
export async function plainTsquery(db: Db, text: string): Promise<string> {
  const [row] = rowsOf<{ q: string }>(await db.execute(sql`select ${tsquery(text)}::text as q`));
  return row?.q ?? '';
}
