import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../../shared/schemas/common';
import { JobParamsSchema, JobRetriedSchema, JobsOverviewSchema, JobsQuerySchema } from '../../../shared/schemas/jobs';
import type { JobsService } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** Staff see the background jobs and send a failed one round again. Mounted under the admin gate. */
export async function jobsAdminRoutes(app: FastifyInstance, opts: { service: JobsService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/jobs', { schema: { querystring: JobsQuerySchema, response: { 200: JobsOverviewSchema, ...errors } } }, async (request) =>
    opts.service.overview(request.query),
  );
  r.post('/api/admin/jobs/:queue/:id/retry', { schema: { params: JobParamsSchema, response: { 200: JobRetriedSchema, ...errors } } }, async (request) =>
    opts.service.retry(request.params.queue, request.params.id),
  );
}
