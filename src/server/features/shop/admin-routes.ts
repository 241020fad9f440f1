import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminCarouselListSchema,
  AdminInventoryListSchema,
  AdminInventoryQuerySchema,
  AdminProductSchema,
  CarouselInputSchema,
  IdParamsSchema,
  InventoryBulkResultSchema,
  InventoryBulkSchema,
  ProductDeletedSchema,
  ProductInputSchema,
} from '../../../shared/schemas/admin-shop';
import { ApiErrorSchema, MessageSchema } from '../../../shared/schemas/common';
import { CarouselItemSchema } from '../../../shared/schemas/shop';
import type { ShopAdminService } from './admin-service';

/**
 * A product's address takes digits only, so /api/admin/inventory/bulk is never read as a product id: a GET,
 * PUT or DELETE there is answered 405 (use POST) by the not-found handler instead of "Id must be a number".
 */
const PRODUCT_PATH = '/api/admin/inventory/:id(^\\d+$)';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/**
 * Staff endpoints of the shop (docs/product.md §7): the inventory and the /shop banners. Mounted inside
 * the admin scope, behind requireAdmin, so a stranger gets 401/403 before any input is read.
 */
export async function shopAdminRoutes(app: FastifyInstance, opts: { service: ShopAdminService }): Promise<void> {
  const { service } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/inventory',
    { schema: { querystring: AdminInventoryQuerySchema, response: { 200: AdminInventoryListSchema, ...errors } } },
    async (request) => service.listProducts(request.query),
  );

  r.get(PRODUCT_PATH, { schema: { params: IdParamsSchema, response: { 200: AdminProductSchema, ...errors } } }, async (request) =>
    service.getProduct(request.params.id),
  );

  r.post(
    '/api/admin/inventory',
    { schema: { body: ProductInputSchema, response: { 201: AdminProductSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.createProduct(request.body)),
  );

  r.put(
    PRODUCT_PATH,
    { schema: { params: IdParamsSchema, body: ProductInputSchema, response: { 200: AdminProductSchema, ...errors } } },
    async (request) => service.updateProduct(request.params.id, request.body),
  );

  r.delete(
    PRODUCT_PATH,
    { schema: { params: IdParamsSchema, response: { 200: ProductDeletedSchema, ...errors } } },
    async (request) => service.deleteProduct(request.params.id),
  );

  r.post(
    '/api/admin/inventory/bulk',
    { schema: { body: InventoryBulkSchema, response: { 200: InventoryBulkResultSchema, ...errors } } },
    async (request) => service.bulk(request.body),
  );

  r.get('/api/admin/carousel', { schema: { response: { 200: AdminCarouselListSchema, ...errors } } }, async () => service.listCarousel());

  r.post(
    '/api/admin/carousel',
    { schema: { body: CarouselInputSchema, response: { 201: CarouselItemSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.createCarouselItem(request.body)),
  );

  r.put(
    '/api/admin/carousel/:id',
    { schema: { params: IdParamsSchema, body: CarouselInputSchema, response: { 200: CarouselItemSchema, ...errors } } },
    async (request) => service.updateCarouselItem(request.params.id, request.body),
  );

  r.delete(
    '/api/admin/carousel/:id',
    { schema: { params: IdParamsSchema, response: { 200: MessageSchema, ...errors } } },
    async (request) => {
      await service.deleteCarouselItem(request.params.id);
      return { message: 'Carousel item deleted' };
    },
  );
}
