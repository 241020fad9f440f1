import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalCents } from '../../modules/money/cents';
import { ApiErrorSchema } from '../../../shared/schemas/common';
import { CarouselItemSchema, InventoryProductSchema, InventoryQuerySchema } from '../../../shared/schemas/shop';
import type { Db } from '../../db/client';
import * as repo from './repository';
import { searchProducts, type Searchable } from './product-search';
import { toCarouselItem, toProduct } from './views';

const searchableOf = (r: repo.ProductRow): Searchable => ({
  name: r.product.name,
  brand: r.product.brand,
  model: r.product.model ?? '',
  compatibility: r.product.compatibility ?? [],
  category: r.categoryName,
  description: r.product.description ?? '',
});

/** The shop's public reads (docs/product.md §7): its products, searched word by word (product-search.ts), and its active banners. */
export async function shopRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/inventory',
    { schema: { querystring: InventoryQuerySchema, response: { 200: z.array(InventoryProductSchema), 400: ApiErrorSchema } } },
    async (request) => {
      const q = request.query;
      const rows = await repo.listProducts(db, {
        category: q.category || undefined,
        brand: q.brand || undefined,
        model: q.model || undefined,
        condition: q.condition,
        minPriceCents: optionalCents(q.minPrice),
        maxPriceCents: optionalCents(q.maxPrice),
        inStock: q.inStock === undefined ? undefined : q.inStock === 'true',
        ids: q.ids,
      });
      const found = q.search ? searchProducts(rows, q.search, searchableOf) : rows;
      return found.map(toProduct);
    },
  );

  r.get('/api/carousel', { schema: { response: { 200: z.array(CarouselItemSchema) } } }, async () =>
    (await repo.activeCarouselItems(db)).map(toCarouselItem),
  );
}
