import { and, asc, desc, eq, gt, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carouselItems, categories, inventoryProducts } from '../../db/schema';

export type InventoryFilter = {
  search?: string;
  category?: string;
  brand?: string;
  model?: string;
  condition?: 'new' | 'used' | 'refurbished';
  minPriceCents?: number;
  maxPriceCents?: number;
  inStock?: boolean;
  ids?: number[];
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const productColumns = {
  product: inventoryProducts,
  categoryName: categories.name,
  categorySlug: categories.slug,
};

/** The shop's products, filtered; the shop holds hundreds of items, so one indexed-enough scan is fine. */
export async function listProducts(db: Db, f: InventoryFilter) {
  // Archived products (deleted by staff while an order names them) are gone from the shop.
  const where: SQL[] = [isNull(inventoryProducts.archivedAt)];
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    where.push(
      or(
        ilike(inventoryProducts.name, like),
        ilike(inventoryProducts.brand, like),
        ilike(inventoryProducts.model, like),
        ilike(inventoryProducts.description, like),
        sql`exists (select 1 from unnest(${inventoryProducts.compatibility}) c where c ilike ${like})`,
      )!,
    );
  }
  if (f.category) where.push(eq(categories.slug, f.category));
  if (f.brand) where.push(ilike(inventoryProducts.brand, escapeLike(f.brand)));
  if (f.model) {
    const like = `%${escapeLike(f.model)}%`;
    where.push(or(ilike(inventoryProducts.model, like), sql`exists (select 1 from unnest(${inventoryProducts.compatibility}) c where c ilike ${like})`)!);
  }
  if (f.condition) where.push(eq(inventoryProducts.condition, f.condition));
  if (f.minPriceCents !== undefined) where.push(gte(inventoryProducts.priceCents, f.minPriceCents));
  if (f.maxPriceCents !== undefined) where.push(lte(inventoryProducts.priceCents, f.maxPriceCents));
  if (f.inStock === true) where.push(gt(inventoryProducts.stockCount, 0));
  if (f.inStock === false) where.push(eq(inventoryProducts.stockCount, 0));
  if (f.ids) where.push(inArray(inventoryProducts.id, f.ids));
  return db
    .select(productColumns)
    .from(inventoryProducts)
    .innerJoin(categories, eq(categories.id, inventoryProducts.categoryId))
    .where(and(...where))
    .orderBy(desc(sql`${inventoryProducts.stockCount} > 0`), asc(categories.name), asc(inventoryProducts.name));
}
export type ProductRow = Awaited<ReturnType<typeof listProducts>>[number];

export async function activeCarouselItems(db: Db) {
  return db.select().from(carouselItems).where(eq(carouselItems.isActive, true)).orderBy(asc(carouselItems.priority), asc(carouselItems.id));
}
