import { asc, count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parts } from '../../db/schema';

export async function countParts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(parts);
  return row?.n ?? 0;
}

/** One page of catalogue parts in id order: only what a sitemap line needs. */
export async function partsPage(db: Db, offset: number, limit: number): Promise<{ id: number; createdAt: Date }[]> {
  return db.select({ id: parts.id, createdAt: parts.createdAt }).from(parts).orderBy(asc(parts.id)).limit(limit).offset(offset);
}
