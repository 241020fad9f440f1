import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likeContains } from '../../db/like';
import { categories, galleryImages, inventoryProducts } from '../../db/schema';

export type ImageRow = typeof galleryImages.$inferSelect;
export type NewImageRow = typeof galleryImages.$inferInsert;

export async function insertImages(db: Db, rows: NewImageRow[]): Promise<ImageRow[]> {
  if (rows.length === 0) return [];
  return db.insert(galleryImages).values(rows).returning();
}

export async function listImages(db: Db, sort: 'date' | 'name', order: 'asc' | 'desc'): Promise<ImageRow[]> {
  const dir = order === 'asc' ? asc : desc;
  const by =
    sort === 'name'
      ? [dir(sql`lower(${galleryImages.originalName})`), dir(galleryImages.filename)]
      : [dir(galleryImages.createdAt), dir(galleryImages.filename)];
  return db.select().from(galleryImages).orderBy(...by);
}

export async function findByFilename(db: Db, filename: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(galleryImages).where(eq(galleryImages.filename, filename));
  return row;
}

/** The candidates for "this file is already in the gallery": same size and type (the bytes are compared after). */
/** The newest gallery image fetched from this address, if any. */
export async function findBySourceUrl(db: Db, sourceUrl: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(galleryImages).where(eq(galleryImages.sourceUrl, sourceUrl)).orderBy(desc(galleryImages.createdAt)).limit(1);
  return row;
}

export async function findBySize(db: Db, sizeBytes: number, mime: string): Promise<ImageRow[]> {
  return db
    .select()
    .from(galleryImages)
    .where(and(eq(galleryImages.sizeBytes, sizeBytes), eq(galleryImages.mime, mime)))
    .orderBy(asc(galleryImages.createdAt));
}

export async function findById(db: Db, id: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(galleryImages).where(eq(galleryImages.id, id));
  return row;
}

export async function deleteByFilename(db: Db, filename: string): Promise<boolean> {
  const gone = await db.delete(galleryImages).where(eq(galleryImages.filename, filename)).returning({ id: galleryImages.id });
  return gone.length > 0;
}

/** Gives an image a description when it has none (a re-upload of the same photo, this time described). */
export async function describeIfBlank(db: Db, id: string, description: string): Promise<ImageRow | undefined> {
  const [row] = await db
    .update(galleryImages)
    .set({ description })
    .where(and(eq(galleryImages.id, id), isNull(galleryImages.description)))
    .returning();
  return row;
}

export async function setOcrResult(db: Db, id: string, status: 'done' | 'failed', text: string | null): Promise<void> {
  await db.update(galleryImages).set({ ocrStatus: status, extractedText: text }).where(eq(galleryImages.id, id));
}

export async function pendingOcrIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: galleryImages.id })
    .from(galleryImages)
    .where(eq(galleryImages.ocrStatus, 'pending'))
    .orderBy(asc(galleryImages.createdAt));
  return rows.map((r) => r.id);
}

export async function countPendingOcr(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(galleryImages).where(eq(galleryImages.ocrStatus, 'pending'));
  return Number(row?.n ?? 0);
}

const matchesWord = (word: string): SQL => {
  const like = likeContains(word);
  return or(
    ilike(galleryImages.extractedText, like),
    ilike(galleryImages.originalName, like),
    ilike(galleryImages.filename, like),
    ilike(galleryImages.description, like),
  )!;
};

/** Images where every word appears in the OCR text, a name or the description (not necessarily the same one). */
export async function searchAllWords(db: Db, words: string[], limit: number): Promise<ImageRow[]> {
  return db
    .select()
    .from(galleryImages)
    .where(and(...words.map(matchesWord)))
    .orderBy(desc(galleryImages.createdAt))
    .limit(limit);
}

/** Images that mention any of the words, most words first. */
export async function searchAnyWord(db: Db, words: string[], limit: number): Promise<ImageRow[]> {
  if (words.length === 0) return [];
  const hits = sql.join(
    words.map((w) => sql`(case when ${matchesWord(w)} then 1 else 0 end)`),
    sql` + `,
  );
  return db
    .select()
    .from(galleryImages)
    .where(or(...words.map(matchesWord)))
    .orderBy(desc(hits), desc(galleryImages.createdAt))
    .limit(limit);
}

/** What stock search needs to know of a live inventory product. */
export async function findProduct(db: Db, id: number) {
  const [row] = await db
    .select({
      id: inventoryProducts.id,
      name: inventoryProducts.name,
      brand: inventoryProducts.brand,
      model: inventoryProducts.model,
      kind: inventoryProducts.kind,
      categoryName: categories.name,
      categorySlug: categories.slug,
    })
    .from(inventoryProducts)
    .innerJoin(categories, eq(categories.id, inventoryProducts.categoryId))
    .where(and(eq(inventoryProducts.id, id), isNull(inventoryProducts.archivedAt)));
  return row;
}

export async function setProductImage(db: Db, id: number, imageUrl: string): Promise<boolean> {
  const done = await db
    .update(inventoryProducts)
    .set({ imageUrl, updatedAt: new Date() })
    .where(and(eq(inventoryProducts.id, id), isNull(inventoryProducts.archivedAt)))
    .returning({ id: inventoryProducts.id });
  return done.length > 0;
}
