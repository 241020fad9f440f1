import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PartDetailSchema, PartSearchQuerySchema, PartSearchResultSchema, VehiclesSchema } from '../../../shared/schemas/catalogue';
import { ApiErrorSchema } from '../../../shared/schemas/common';
import type { CatalogueService } from './service';

const PART_ID_MESSAGE = 'Part id must be a whole number';
const PartIdParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,10}$/, PART_ID_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2_147_483_647, PART_ID_MESSAGE),
});

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
    '/api/parts/:id',
    { schema: { params: PartIdParamsSchema, response: { 200: PartDetailSchema, 400: ApiErrorSchema, 404: ApiErrorSchema } } },
    async (request) => service.getPart(request.params.id),
  );
}
