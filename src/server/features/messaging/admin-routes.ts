import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../shared/schemas/common';
import { ConversationSchema, InboxSchema, MarkRepliesReadSchema, RepliesMarkedSchema, RepliesQuerySchema, UnreadRepliesSchema } from '../../../shared/schemas/messaging';
import { OrderNumberSchema } from '../../../shared/schemas/orders';
import type { StaffMessagingService } from './staff-service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
// Each record is named as its own staff routes name it: a request by its id, an order by its number.
const RequestParamsSchema = z.strictObject({ id: z.guid('Unknown request id') });
const OrderParamsSchema = z.strictObject({ orderNumber: OrderNumberSchema });

/** Staff read the WhatsApp and SMS updates and the customers' replies; mounted inside the admin scope, behind requireAdmin. */
export async function messagingAdminRoutes(app: FastifyInstance, opts: { service: StaffMessagingService }): Promise<void> {
  const { service } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/part-requests/:id/conversation',
    { schema: { params: RequestParamsSchema, response: { 200: ConversationSchema, ...errors } } },
    async (request) => service.requestConversation(request.params.id),
  );

  r.get(
    '/api/admin/orders/:orderNumber/conversation',
    { schema: { params: OrderParamsSchema, response: { 200: ConversationSchema, ...errors } } },
    async (request) => service.orderConversation(request.params.orderNumber),
  );

  r.get('/api/admin/replies', { schema: { querystring: RepliesQuerySchema, response: { 200: InboxSchema, ...errors } } }, async (request) =>
    service.inbox(request.query),
  );

  r.get('/api/admin/replies/unread', { schema: { response: { 200: UnreadRepliesSchema, ...errors } } }, async () => service.unread());

  r.post('/api/admin/replies/read', { schema: { body: MarkRepliesReadSchema, response: { 200: RepliesMarkedSchema, ...errors } } }, async (request) =>
    service.markRead(request.body.ids),
  );
}
