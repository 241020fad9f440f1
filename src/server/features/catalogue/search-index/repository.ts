import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cataloguePartChanges, categories, partFitments, parts } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { live, oemPrefix, tsquery } from '../repository';

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
