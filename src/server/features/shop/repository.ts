import { and, asc, desc, eq, gt, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carouselItems, categories, inventoryProducts, orderItems } from '../../db/schema';
import { escapeLike, likeContains } from '../../db/like';

export type InventoryFilter = {
  category?: string;
  brand?: string;
  model?: string;
  condition?: 'new' | 'used' | 'refurbished';
  minPriceCents?: number;
  maxPriceCents?: number;
  inStock?: boolean;
  ids?: number[];
};


export const productColumns = {
  product: inventoryProducts,
  categoryName: categories.name,
  categorySlug: categories.slug,
};

/** The shop's products, filtered (search text aside: product-search.ts); the shop holds hundreds of items, so one indexed-enough scan is fine. */
export async function listProducts(db: Db, f: InventoryFilter) {
  // Archived products (deleted by staff while an order names them) are gone from the shop.
  const where: SQL[] = [isNull(inventoryProducts.archivedAt)];
  if (f.category) where.push(eq(categories.slug, f.category));
  if (f.brand) where.push(ilike(inventoryProducts.brand, escapeLike(f.brand)));
  if (f.model) {
    // The whole model, in any case: a screen for a Galaxy A03 does not fit an A03s.
    const exactly = escapeLike(f.model);
    where.push(
      or(
        ilike(inventoryProducts.model, exactly),
        sql`exists (select 1 from unnest(${inventoryProducts.compatibility}) c where c ilike ${exactly})`,
      )!,
    );
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

// Staff's reads and writes of the shop's stock and banners. Archived products (deleted while an
// order names them) are invisible here as in the shop.

export { isUniqueViolation } from '../../db/errors';
export const SKU_CONSTRAINT = 'inventory_sku_live_idx';

export type AdminInventoryFilter = {
  search?: string;
  category?: string;
  kind?: 'phone' | 'auto';
  brand?: string;
  stock?: 'in' | 'out' | 'low';
  lowStockThreshold: number;
  condition?: 'new' | 'used' | 'refurbished';
  image?: 'default' | 'custom';
};

const live = isNull(inventoryProducts.archivedAt);

export async function listAdminProducts(db: Db, f: AdminInventoryFilter) {
  const where: SQL[] = [live];
  if (f.search) {
    const like = likeContains(f.search);
    where.push(
      or(
        ilike(inventoryProducts.name, like),
        ilike(inventoryProducts.sku, like),
        ilike(inventoryProducts.brand, like),
        ilike(inventoryProducts.model, like),
      )!,
    );
  }
  if (f.category) where.push(eq(categories.slug, f.category));
  if (f.kind) where.push(eq(inventoryProducts.kind, f.kind));
  if (f.brand) where.push(ilike(inventoryProducts.brand, escapeLike(f.brand)));
  if (f.stock === 'in') where.push(gt(inventoryProducts.stockCount, 0));
  if (f.stock === 'out') where.push(eq(inventoryProducts.stockCount, 0));
  if (f.stock === 'low') where.push(and(gt(inventoryProducts.stockCount, 0), lte(inventoryProducts.stockCount, f.lowStockThreshold))!);
  if (f.condition) where.push(eq(inventoryProducts.condition, f.condition));
  // Default pictures are our illustrations under /images/; anything else was uploaded or chosen by staff.
  if (f.image === 'default') where.push(sql`${inventoryProducts.imageUrl} like '/images/%'`);
  if (f.image === 'custom') where.push(sql`${inventoryProducts.imageUrl} not like '/images/%'`);
  return db
    .select(productColumns)
    .from(inventoryProducts)
    .innerJoin(categories, eq(categories.id, inventoryProducts.categoryId))
    .where(and(...where))
    .orderBy(desc(inventoryProducts.updatedAt), desc(inventoryProducts.id));
}

/** Every brand of the live inventory and how many products there are, for the filters. */
export async function inventorySummary(db: Db) {
  const brands = await db
    .selectDistinct({ brand: inventoryProducts.brand })
    .from(inventoryProducts)
    .where(live)
    .orderBy(asc(inventoryProducts.brand));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(inventoryProducts).where(live);
  return { brands: brands.map((b) => b.brand), total: count?.n ?? 0 };
}

export async function findAdminProduct(db: Db, id: number) {
  const [row] = await db
    .select(productColumns)
    .from(inventoryProducts)
    .innerJoin(categories, eq(categories.id, inventoryProducts.categoryId))
    .where(and(eq(inventoryProducts.id, id), live));
  return row;
}

export async function findCategory(db: Db, id: number) {
  const [row] = await db.select({ id: categories.id, type: categories.type }).from(categories).where(eq(categories.id, id));
  return row;
}

export type ProductValues = Omit<typeof inventoryProducts.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'archivedAt'>;

export async function insertProduct(db: Db, values: ProductValues): Promise<number> {
  const [row] = await db.insert(inventoryProducts).values(values).returning({ id: inventoryProducts.id });
  return row!.id;
}

export async function updateProduct(db: Db, id: number, values: Partial<ProductValues>): Promise<boolean> {
  const rows = await db
    .update(inventoryProducts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(inventoryProducts.id, id), live))
    .returning({ id: inventoryProducts.id });
  return rows.length > 0;
}

/** Of these live products, the ids that exist (row-locked, so a bulk action sees a stable set). */
export async function lockLiveProducts(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: inventoryProducts.id })
    .from(inventoryProducts)
    .where(and(inArray(inventoryProducts.id, ids), live))
    .for('update');
  return rows.map((r) => r.id);
}

/** Of these products, the ids some order line names. */
export async function productsOnOrders(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectDistinct({ id: orderItems.productId }).from(orderItems).where(inArray(orderItems.productId, ids));
  return new Set(rows.map((r) => r.id!));
}

export async function deleteProducts(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.delete(inventoryProducts).where(inArray(inventoryProducts.id, ids)).returning({ id: inventoryProducts.id });
  return rows.length;
}

/**
 * Hides products that orders still name. A hard delete would fail on order_items.product_id (no cascade,
 * by design: an order must keep its lines); the row stays with no stock so nothing can reserve it again.
 */
export async function archiveProducts(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(inventoryProducts)
    .set({ archivedAt: sql`now()`, stockCount: 0, updatedAt: sql`now()` })
    .where(and(inArray(inventoryProducts.id, ids), live))
    .returning({ id: inventoryProducts.id });
  return rows.length;
}

export async function setStock(db: Db, ids: number[], inStock: boolean): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(inventoryProducts)
    // In stock means at least one on the shelf: a count of 0 becomes 1, a real count stays as it is.
    .set({ stockCount: inStock ? sql`greatest(${inventoryProducts.stockCount}, 1)` : 0, updatedAt: sql`now()` })
    .where(and(inArray(inventoryProducts.id, ids), live))
    .returning({ id: inventoryProducts.id });
  return rows.length;
}

// Carousel ---------------------------------------------------------------------------------------

export async function listCarouselItems(db: Db) {
  return db.select().from(carouselItems).orderBy(asc(carouselItems.priority), asc(carouselItems.id));
}

export type CarouselValues = Omit<typeof carouselItems.$inferInsert, 'id' | 'createdAt'>;

export async function insertCarouselItem(db: Db, values: CarouselValues) {
  const [row] = await db.insert(carouselItems).values(values).returning();
  return row!;
}

export async function updateCarouselItem(db: Db, id: number, values: CarouselValues) {
  const [row] = await db.update(carouselItems).set(values).where(eq(carouselItems.id, id)).returning();
  return row;
}

export async function deleteCarouselItem(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(carouselItems).where(eq(carouselItems.id, id)).returning({ id: carouselItems.id });
  return rows.length > 0;
}
