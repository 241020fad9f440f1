import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../shared/schemas/common';
import { CategorySchema, PART_TYPES } from '../../../shared/schemas/part-requests';
import type { Db } from '../../db/client';
import * as repo from './repository';

const CategoryQuerySchema = z.strictObject({
  type: z.enum(PART_TYPES, { error: 'Type must be auto or phone' }).optional(),
});

/** The part categories of the request form and the catalogue filters (docs/product.md §7). */
export async function categoryRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/categories',
    { schema: { querystring: CategoryQuerySchema, response: { 200: z.array(CategorySchema), 400: ApiErrorSchema } } },
    async (request) => repo.listCategories(opts.db, request.query.type),
  );
}
