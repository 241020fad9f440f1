import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { carouselItems, categories, inventoryProducts } from '../schema';
import { CAROUSEL_SEED, INVENTORY_SEED } from './inventory-data';

/** The seed's seller is the shop itself (docs/product.md §3 new-product defaults). */
export type ShopSeller = { name: string; phone: string; address: string };

/** The Kingston shop's demo stock and its banners, with our own illustrations. */
export async function seedShop(db: Db, seller: ShopSeller): Promise<void> {
  const slugs = [...new Set(INVENTORY_SEED.map((i) => i.categorySlug))];
  const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.slug, slugs));
  const categoryId = new Map(rows.map((r) => [r.slug, r.id]));
  await db
    .insert(inventoryProducts)
    .values(
      INVENTORY_SEED.map((item) => ({
        sku: item.sku,
        name: item.name,
        description: item.description,
        kind: 'phone' as const,
        categoryId: categoryId.get(item.categorySlug)!,
        brand: item.brand,
        model: item.model,
        priceCents: item.priceCents,
        originalPriceCents: item.originalPriceCents,
        imageUrl: `/images/shop/${item.categorySlug}.svg`,
        stockCount: item.stockCount,
        rating: item.rating,
        reviewCount: item.reviewCount,
        compatibility: item.compatibility,
        condition: item.condition,
        sellerName: seller.name,
        sellerPhone: seller.phone,
        sellerAddress: seller.address,
      })),
    )
    .onConflictDoNothing();
  await db.insert(carouselItems).values(
    CAROUSEL_SEED.map(({ imageFile, ...banner }) => ({ ...banner, imageUrl: `/images/banners/${imageFile}` })),
  );
}
