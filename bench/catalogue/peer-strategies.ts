import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/**
 * How the two peers search a catalogue, applied to our parts table, so our search can be compared with
 * theirs on the same data. Each answers one search the way its list endpoint does: a page of 9 (same
 * columns and join as ours) and the total count, sent together.
 */
export type PeerStrategy = { name: string; how: string; search: (db: Db, text: string) => Promise<void> };

const PAGE = 9;
const columns = sql.raw(`p.id, p.title, p.part_number, p.oem_numbers, p.brand, p.description, p.category_id, c.name as category_name,
  c.slug as category_slug, p.condition, p.marketplace, p.price_cents, p.original_price_cents, p.rating_tenths, p.review_count,
  p.shipping_days, p.in_stock, p.image_url, p.universal, p.created_at`);

async function pageAndCount(db: Db, where: SQL, order: SQL): Promise<void> {
  await Promise.all([
    db.execute(sql`select ${columns} from parts p join categories c on c.id = p.category_id where ${where} order by ${order} limit ${PAGE}`),
    db.execute(sql`select count(*)::int as n from parts p where ${where}`),
  ]);
}

/** Medusa: `q` becomes ILIKE '%q%' on every searchable column, OR-ed; newest first; a full count. */
const medusa: PeerStrategy = {
  name: "Medusa: ILIKE '%q%'",
  how: 'title, description, brand, part number, category name ILIKE, OR-ed; newest first; count(*)',
  search: (db, text) => {
    const pattern = `%${text}%`;
    return pageAndCount(
      db,
      sql`(p.title ilike ${pattern} or p.description ilike ${pattern} or p.brand ilike ${pattern}
           or p.part_number ilike ${pattern} or p.category_name ilike ${pattern})`,
      sql`p.created_at desc, p.id desc`,
    );
  },
};

// The same document as our stored, GIN-indexed parts.search_doc, but built per row at query time.
const document = sql.raw(`(setweight(to_tsvector('english', coalesce(p.title, '') || ' ' || coalesce(p.brand, '')), 'A')
  || setweight(to_tsvector('english', coalesce(p.category_name, '')), 'B')
  || setweight(to_tsvector('english', coalesce(p.description, '')), 'C'))`);

/** Vendure's PostgreSQL search: to_tsvector() of the text columns computed in the query, ranked by ts_rank. */
const vendure: PeerStrategy = {
  name: 'Vendure: to_tsvector() at query time',
  how: "to_tsvector('english', title, brand, category, description) @@ plainto_tsquery; ts_rank order; count(*)",
  search: (db, text) => {
    const query = sql`plainto_tsquery('english', ${text})`;
    return pageAndCount(db, sql`${document} @@ ${query}`, sql`ts_rank(${document}, ${query}) desc, p.id desc`);
  },
};

export const PEER_STRATEGIES: PeerStrategy[] = [medusa, vendure];
