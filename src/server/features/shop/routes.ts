import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toCents } from '../../../shared/money';
import { ApiErrorSchema } from '../../../shared/schemas/common';
import { CarouselItemSchema, InventoryProductSchema, InventoryQuerySchema } from '../../../shared/schemas/shop';
import type { Db } from '../../db/client';
import * as repo from './repository';
import { toCarouselItem, toProduct } from './views';

/** The shop's public reads (docs/product.md §7): its products and its active banners. No rules: routes call the repository. */
export async function shopRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/inventory',
    { schema: { querystring: InventoryQuerySchema, response: { 200: z.array(InventoryProductSchema), 400: ApiErrorSchema } } },
    async (request) => {
      const q = request.query;
      const rows = await repo.listProducts(db, {
        search: q.search || undefined,
        category: q.category || undefined,
        brand: q.brand || undefined,
        model: q.model || undefined,
        condition: q.condition,
        minPriceCents: q.minPrice === undefined ? undefined : toCents(q.minPrice),
        maxPriceCents: q.maxPrice === undefined ? undefined : toCents(q.maxPrice),
        inStock: q.inStock === undefined ? undefined : q.inStock === 'true',
        ids: q.ids,
      });
      return rows.map(toProduct);
    },
  );

  r.get('/api/carousel', { schema: { response: { 200: z.array(CarouselItemSchema) } } }, async () =>
    (await repo.activeCarouselItems(db)).map(toCarouselItem),
  );
}
