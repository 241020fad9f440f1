import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';

export async function listCategories(db: Db, type?: 'auto' | 'phone') {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, type: categories.type })
    .from(categories)
    .where(type ? eq(categories.type, type) : undefined)
    .orderBy(asc(categories.type), asc(categories.name));
}
