import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../shared/schemas/common';
import {
  ContactMessageListQuerySchema,
  ContactMessageListSchema,
  ContactMessageReadSchema,
  ContactMessageSchema,
} from '../../../shared/schemas/contact';
import type { ContactService } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const MessageIdParamsSchema = z.strictObject({ id: z.guid('Unknown message id') });

/** Staff read the messages at /admin/messages; mounted inside the admin scope, behind requireAdmin. */
export async function contactAdminRoutes(app: FastifyInstance, opts: { service: ContactService }): Promise<void> {
  const { service } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/messages',
    { schema: { querystring: ContactMessageListQuerySchema, response: { 200: ContactMessageListSchema, ...errors } } },
    async (request) => service.list(request.query),
  );

  r.patch(
    '/api/admin/messages/:id',
    { schema: { params: MessageIdParamsSchema, body: ContactMessageReadSchema, response: { 200: ContactMessageSchema, ...errors } } },
    async (request) => service.markRead(request.params.id, request.body.read),
  );
}
