import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../../shared/schemas/common';
import { DashboardQuerySchema, DashboardSchema } from '../../../shared/schemas/dashboard';
import type { DashboardService } from './service';

/** GET /api/admin/dashboard: mounted inside the admin scope, behind requireAdmin. */
export async function dashboardAdminRoutes(app: FastifyInstance, opts: { service: DashboardService }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/dashboard',
    {
      schema: {
        querystring: DashboardQuerySchema,
        response: { 200: DashboardSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'private, no-store').send(await opts.service.dashboard(request.query)),
  );
}
