import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { categories, parts, vehicleKeysOf } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { live, oemPrefix, partColumns, tsquery } from '../repository';

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

function partNumberMatch(n: string): SQL {
  // Only letters and digits reach here, so neither LIKE nor to_tsquery can be given operators.
  return sql`(${parts.partNumberNorm} like ${`${n}%`} or to_tsvector('simple', ${parts.oemNorm}) @@ ${oemPrefix(n)})`;
}

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
