import { fromCents } from '../../../shared/money';
import { imageTypeOf, type AdminProduct } from '../../../shared/schemas/admin-shop';
import type { CarouselItem, InventoryProduct } from '../../../shared/schemas/shop';
import type { carouselItems } from '../../db/schema';
import type { ProductRow } from './repository';

export function toProduct({ product: p, categoryName, categorySlug }: ProductRow): InventoryProduct {
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    description: p.description,
    category: p.kind === 'auto' ? 'Auto Parts' : 'Phone Parts',
    categoryId: p.categoryId,
    categoryName,
    categorySlug,
    brand: p.brand,
    model: p.model,
    price: p.priceCents / 100,
    originalPrice: fromCents(p.originalPriceCents),
    currency: 'JMD',
    imageUrl: p.imageUrl,
    images: p.images,
    inStock: p.stockCount > 0,
    stockCount: p.stockCount,
    rating: Math.round(p.rating * 10) / 10,
    reviewCount: p.reviewCount,
    compatibility: p.compatibility,
    condition: p.condition,
    location: p.location,
    sellerName: p.sellerName,
    sellerRating: Math.round(p.sellerRating * 10) / 10,
    sellerPhone: p.sellerPhone,
    sellerAddress: p.sellerAddress,
  };
}

/** Staff's view: the shop's fields, whether the picture is our default or a custom one, and when it last changed. */
export function toAdminProduct(row: ProductRow): AdminProduct {
  return { ...toProduct(row), imageType: imageTypeOf(row.product.imageUrl), updatedAt: row.product.updatedAt.toISOString() };
}

export function toCarouselItem(row: typeof carouselItems.$inferSelect): CarouselItem {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
