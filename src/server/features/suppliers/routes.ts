import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema, MessageSchema } from '../../../shared/schemas/common';
import {
  SupplierAnalyticsSchema,
  SupplierInputSchema,
  SupplierListQuerySchema,
  SupplierListSchema,
  SupplierNameParamsSchema,
  SupplierSchema,
} from '../../../shared/schemas/suppliers';
import type { SupplierService } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/**
 * Supplier endpoints (docs/product.md §7). Supplier records are business-internal (contacts, payment terms, who we
 * buy from), so the reads at /api/suppliers are staff-only too: the whole plugin is mounted inside the
 * admin scope, behind requireAdmin (docs/choices.md #1), whatever the prefix of each path.
 */
export async function supplierRoutes(app: FastifyInstance, opts: { service: SupplierService }): Promise<void> {
  const { service } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/suppliers',
    { schema: { querystring: SupplierListQuerySchema, response: { 200: SupplierListSchema, ...errors } } },
    async (request) => service.list(request.query),
  );

  r.get('/api/suppliers/analytics', { schema: { response: { 200: SupplierAnalyticsSchema, ...errors } } }, async () =>
    service.analytics(),
  );

  r.post(
    '/api/admin/suppliers',
    { schema: { body: SupplierInputSchema, response: { 201: SupplierSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  r.put(
    '/api/admin/suppliers/:name',
    { schema: { params: SupplierNameParamsSchema, body: SupplierInputSchema, response: { 200: SupplierSchema, ...errors } } },
    async (request) => service.update(request.params.name, request.body),
  );

  r.delete(
    '/api/admin/suppliers/:name',
    { schema: { params: SupplierNameParamsSchema, response: { 200: MessageSchema, ...errors } } },
    async (request) => service.remove(request.params.name),
  );
}
