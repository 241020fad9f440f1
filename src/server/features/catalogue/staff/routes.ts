import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CatalogueAdminListSchema,
  CatalogueAdminPartSchema,
  CatalogueAdminQuerySchema,
  CataloguePartIdParamsSchema,
  CataloguePartInputSchema,
  RetirePartSchema,
} from '../../../../shared/schemas/admin-catalogue';
import { ApiErrorSchema } from '../../../../shared/schemas/common';
import { signedInUser } from '../../../plugins/auth';
import type { CatalogueStaffService } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
/** Digits only, so /api/admin/parts/import and the like are never read as a part's id. */
const PART_PATH = '/api/admin/parts/:id(^\\d+$)';

/**
 * Staff endpoints of the auto-parts catalogue (docs/catalogue-data.md): list, add, edit, retire and restore
 * parts. Mounted inside the admin scope, behind requireAdmin, so a stranger gets 401/403 before any input is read.
 */
export async function catalogueStaffRoutes(app: FastifyInstance, opts: { service: CatalogueStaffService }): Promise<void> {
  const { service } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/parts', { schema: { querystring: CatalogueAdminQuerySchema, response: { 200: CatalogueAdminListSchema, ...errors } } }, async (request) =>
    service.list(request.query),
  );

  r.get(PART_PATH, { schema: { params: CataloguePartIdParamsSchema, response: { 200: CatalogueAdminPartSchema, ...errors } } }, async (request) =>
    service.get(request.params.id),
  );

  r.post(
    '/api/admin/parts',
    { schema: { body: CataloguePartInputSchema, response: { 201: CatalogueAdminPartSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.create(request.body, signedInUser(request))),
  );

  r.put(
    PART_PATH,
    { schema: { params: CataloguePartIdParamsSchema, body: CataloguePartInputSchema, response: { 200: CatalogueAdminPartSchema, ...errors } } },
    async (request) => service.update(request.params.id, request.body, signedInUser(request)),
  );

  r.post(
    `${PART_PATH}/retire`,
    { schema: { params: CataloguePartIdParamsSchema, body: RetirePartSchema, response: { 200: CatalogueAdminPartSchema, ...errors } } },
    async (request) => service.retire(request.params.id, request.body, signedInUser(request)),
  );

  r.post(
    `${PART_PATH}/restore`,
    { schema: { params: CataloguePartIdParamsSchema, body: RetirePartSchema, response: { 200: CatalogueAdminPartSchema, ...errors } } },
    async (request) => service.restore(request.params.id, request.body, signedInUser(request)),
  );
}
