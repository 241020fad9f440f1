import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PartDetailSchema,
  PartSearchQuerySchema,
  PartSearchResultSchema,
  PartSuggestionsQuerySchema,
  PartSuggestionsSchema,
  SimilarPartsSchema,
  VehiclesSchema,
} from '../../../shared/schemas/catalogue';
import { ApiErrorSchema } from '../../../shared/schemas/common';
import { PartIdParamsSchema } from './part-id';
import type { CatalogueService } from './service';


/** The auto-parts catalogue: search, part pages and the vehicle picker (docs/product.md §7). */
export async function catalogueRoutes(app: FastifyInstance, opts: { service: CatalogueService }): Promise<void> {
  const { service } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/vehicles',
    { schema: { response: { 200: VehiclesSchema } } },
    async () => service.vehicles(),
  );

  r.get(
    '/api/parts',
    { schema: { querystring: PartSearchQuerySchema, response: { 200: PartSearchResultSchema, 400: ApiErrorSchema } } },
    async (request) => service.search(request.query),
  );

  r.get(
    '/api/parts/suggestions',
    { schema: { querystring: PartSuggestionsQuerySchema, response: { 200: PartSuggestionsSchema, 400: ApiErrorSchema } } },
    async (request) => service.suggest(request.query.query),
  );

  r.get(
    '/api/parts/:id',
    { schema: { params: PartIdParamsSchema, response: { 200: PartDetailSchema, 400: ApiErrorSchema, 404: ApiErrorSchema } } },
    async (request) => service.getPart(request.params.id),
  );

  r.get(
    '/api/parts/:id/similar',
    { schema: { params: PartIdParamsSchema, response: { 200: SimilarPartsSchema, 400: ApiErrorSchema, 404: ApiErrorSchema } } },
    async (request) => service.similar(request.params.id),
  );
}
