import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../../shared/schemas/common';
import { OutboxListQuerySchema, OutboxListSchema } from '../../../shared/schemas/outbox';
import type { Mailer } from '../../lib/mail/mailer';

const PAGE_SIZE = 20;

/** Staff read every message the store sent or holds (docs/choices.md #16). Mounted under the admin gate. */
export async function outboxAdminRoutes(app: FastifyInstance, opts: { mailer: Mailer }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/outbox',
    { schema: { querystring: OutboxListQuerySchema, response: { 200: OutboxListSchema, 400: ApiErrorSchema } } },
    async (request) => {
      const { status, page } = request.query;
      const { rows, total } = await opts.mailer.list({ status, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
      return {
        messages: rows.map((m) => ({
          id: m.id,
          kind: m.kind,
          to: m.toAddress,
          subject: m.subject,
          text: m.textBody,
          status: m.status,
          attempts: m.attempts,
          lastError: m.lastError,
          createdAt: m.createdAt.toISOString(),
          sentAt: m.sentAt?.toISOString() ?? null,
        })),
        pagination: { page, total, totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)) },
      };
    },
  );
}
