import crypto from 'node:crypto';
import { centsOf, nullableCents } from '../../modules/money/cents';
import {
  LOW_STOCK_THRESHOLD,
  type AdminInventoryList,
  type AdminInventoryQuery,
  type AdminProduct,
  type CarouselInput,
  type InventoryBulk,
  type InventoryBulkResult,
  type ProductDeleted,
  type ProductInput,
} from '../../../shared/schemas/admin-shop';
import type { CarouselItem } from '../../../shared/schemas/shop';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import * as repo from './repository';
import { toAdminProduct, toCarouselItem } from './views';

export type ShopSeller = { name: string; phone: string; address: string };

const SKU_TAKEN = 'Another product already uses this SKU. Choose a different one, or leave it blank for a new one.';
const productNotFound = () => new AppError('not_found', 'Product not found');
const bannerNotFound = () => new AppError('not_found', 'Carousel item not found');

/** A SKU for a product staff left without one: P- and 8 characters that read unambiguously. */
function generatedSku(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  const bytes = crypto.randomBytes(8);
  return `P-${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * Staff's inventory and banners. Every change lands in the same tables the shop reads, with
 * no cache in between, so GET /api/inventory and GET /api/carousel show it on the next request.
 */
export function createShopAdminService({ db, seller }: { db: Db; seller: ShopSeller }) {
  async function values(input: ProductInput, existing?: { sellerName: string; sellerPhone: string; sellerAddress: string }) {
    const category = await repo.findCategory(db, input.categoryId);
    if (!category) {
      throw new AppError('invalid_data', 'Choose a category', [{ path: 'categoryId', message: 'Choose a category' }]);
    }
    if (input.originalPrice !== null && input.originalPrice <= input.price) {
      const message = 'Original price must be more than the price (it shows struck through), or leave it blank';
      throw new AppError('invalid_data', message, [{ path: 'originalPrice', message }]);
    }
    return {
      name: input.name,
      description: input.description,
      kind: category.type,
      categoryId: category.id,
      brand: input.brand,
      model: input.model,
      priceCents: centsOf(input.price),
      originalPriceCents: nullableCents(input.originalPrice),
      // A product whose main picture is the placeholder but which has photos shows its first photo.
      imageUrl: input.imageUrl.startsWith('/images/') && input.images[0] ? input.images[0] : input.imageUrl,
      images: input.images,
      stockCount: input.stockCount,
      compatibility: input.compatibility,
      condition: input.condition,
      location: input.location,
      sellerName: input.sellerName ?? existing?.sellerName ?? seller.name,
      sellerPhone: input.sellerPhone ?? existing?.sellerPhone ?? seller.phone,
      sellerAddress: input.sellerAddress ?? existing?.sellerAddress ?? seller.address,
    };
  }

  async function read(id: number): Promise<AdminProduct> {
    const row = await repo.findAdminProduct(db, id);
    if (!row) throw productNotFound();
    return toAdminProduct(row);
  }

  const skuConflict = (err: unknown) => (repo.isUniqueViolation(err, repo.SKU_CONSTRAINT) ? new AppError('conflict', SKU_TAKEN, [{ path: 'sku', message: SKU_TAKEN }]) : err);

  return {
    async listProducts(q: AdminInventoryQuery): Promise<AdminInventoryList> {
      const [rows, summary] = await Promise.all([
        repo.listAdminProducts(db, {
          search: q.search || undefined,
          category: q.category || undefined,
          kind: q.kind,
          brand: q.brand || undefined,
          stock: q.stock,
          lowStockThreshold: LOW_STOCK_THRESHOLD,
          condition: q.condition,
          image: q.image,
        }),
        repo.inventorySummary(db),
      ]);
      return { products: rows.map(toAdminProduct), ...summary };
    },

    getProduct: read,

    async createProduct(input: ProductInput): Promise<AdminProduct> {
      const v = await values(input);
      let id: number;
      try {
        id = await repo.insertProduct(db, { ...v, sku: input.sku ?? generatedSku() });
      } catch (err) {
        throw skuConflict(err);
      }
      return read(id);
    },

    async updateProduct(id: number, input: ProductInput): Promise<AdminProduct> {
      const current = await repo.findAdminProduct(db, id);
      if (!current) throw productNotFound();
      const v = await values(input, current.product);
      try {
        // A blank SKU on an edit keeps the one the product has.
        const updated = await repo.updateProduct(db, id, { ...v, ...(input.sku ? { sku: input.sku } : {}) });
        if (!updated) throw productNotFound();
      } catch (err) {
        throw skuConflict(err);
      }
      return read(id);
    },

    /** Deletes the product, or archives it when an order names it (the order keeps its line). */
    async deleteProduct(id: number): Promise<ProductDeleted> {
      return inTransaction(db, async (tx) => {
        const [found] = await repo.lockLiveProducts(tx, [id]);
        if (found === undefined) throw productNotFound();
        const onOrders = await repo.productsOnOrders(tx, [id]);
        if (onOrders.has(id)) {
          await repo.archiveProducts(tx, [id]);
          return { message: 'Product deleted successfully', archived: true };
        }
        await repo.deleteProducts(tx, [id]);
        return { message: 'Product deleted successfully', archived: false };
      });
    },

    /** One action on many products in one transaction: an unknown id changes nothing (404). */
    async bulk({ ids, action }: InventoryBulk): Promise<InventoryBulkResult> {
      return inTransaction(db, async (tx) => {
        const found = new Set(await repo.lockLiveProducts(tx, ids));
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length > 0) {
          throw new AppError('not_found', `Product${missing.length === 1 ? '' : 's'} not found: ${missing.join(', ')}. Nothing was changed.`);
        }
        const plural = (n: number) => `${n} product${n === 1 ? '' : 's'}`;
        if (action === 'delete') {
          const onOrders = await repo.productsOnOrders(tx, ids);
          const archived = await repo.archiveProducts(tx, [...onOrders]);
          const deleted = await repo.deleteProducts(tx, ids.filter((id) => !onOrders.has(id)));
          return { action, count: deleted + archived, archived, message: `${plural(deleted + archived)} deleted` };
        }
        const count = await repo.setStock(tx, ids, action === 'in_stock');
        return { action, count, archived: 0, message: `${plural(count)} marked ${action === 'in_stock' ? 'in stock' : 'out of stock'}` };
      });
    },

    async listCarousel(): Promise<CarouselItem[]> {
      return (await repo.listCarouselItems(db)).map(toCarouselItem);
    },

    async createCarouselItem(input: CarouselInput): Promise<CarouselItem> {
      return toCarouselItem(await repo.insertCarouselItem(db, input));
    },

    async updateCarouselItem(id: number, input: CarouselInput): Promise<CarouselItem> {
      const row = await repo.updateCarouselItem(db, id, input);
      if (!row) throw bannerNotFound();
      return toCarouselItem(row);
    },

    async deleteCarouselItem(id: number): Promise<void> {
      if (!(await repo.deleteCarouselItem(db, id))) throw bannerNotFound();
    },
  };
}
export type ShopAdminService = ReturnType<typeof createShopAdminService>;
