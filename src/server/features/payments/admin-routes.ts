import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../shared/schemas/common';
import {
  ConfirmTransferSchema,
  MoneyOverviewSchema,
  PaymentSchema,
  PaymentsCsvQuerySchema,
  PaymentSettingsInputSchema,
  PaymentSettingsSchema,
  RefundSchema,
  RejectTransferSchema,
  VoidPaymentSchema,
  VoidResultSchema,
} from '../../../shared/schemas/payments';
import { sendPrivateFile } from '../../lib/storage/send-private-file';
import { signedInUser } from '../../plugins/auth';
import type { PaymentAdminService } from './service';

// Staff's money routes (docs/payments.md, "The routes"): mounted inside the admin scope, behind requireAdmin.

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
/** Any text: an id that is not one of ours is a 404, like one that no longer exists. */
const PaymentIdParamsSchema = z.strictObject({ id: z.string().max(64) });

export async function paymentAdminRoutes(app: FastifyInstance, opts: { service: PaymentAdminService }): Promise<void> {
  const { service } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/payment-settings', { schema: { response: { 200: PaymentSettingsSchema, ...errors } } }, async () => service.settings());

  r.put(
    '/api/admin/payment-settings',
    { schema: { body: PaymentSettingsInputSchema, response: { 200: PaymentSettingsSchema, ...errors } } },
    async (request) => service.saveSettings(request.body, signedInUser(request)),
  );

  r.get('/api/admin/money', { schema: { response: { 200: MoneyOverviewSchema, ...errors } } }, async (_request, reply) =>
    reply.header('cache-control', 'private, no-store').send(await service.overview()),
  );

  r.get(
    '/api/admin/payments.csv',
    { schema: { querystring: PaymentsCsvQuerySchema, response: { 200: z.string().meta({ 'x-media-types': ['text/csv'] }), ...errors } } },
    async (request, reply) => {
      const { from, to } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${from}-${to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(await service.csv(from, to));
    },
  );

  r.post(
    '/api/admin/payments/:id/confirm',
    { schema: { params: PaymentIdParamsSchema, body: ConfirmTransferSchema, response: { 200: PaymentSchema, ...errors } } },
    async (request) => service.confirm(request.params.id, request.body),
  );

  r.post(
    '/api/admin/payments/:id/reject',
    { schema: { params: PaymentIdParamsSchema, body: RejectTransferSchema, response: { 200: PaymentSchema, ...errors } } },
    async (request) => service.reject(request.params.id, request.body.reason),
  );

  r.post(
    '/api/admin/payments/:id/refund',
    { schema: { params: PaymentIdParamsSchema, body: RefundSchema, response: { 201: PaymentSchema, 503: ApiErrorSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.refund(request.params.id, request.body, signedInUser(request))),
  );

  // A mis-keyed entry taken out with a reason, and the amount that really came recorded in its place.
  r.post(
    '/api/admin/payments/:id/void',
    { schema: { params: PaymentIdParamsSchema, body: VoidPaymentSchema, response: { 201: VoidResultSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.void(request.params.id, request.body, signedInUser(request))),
  );

  // 200 is the file itself: Fastify sends a Buffer as it is, without the JSON serializer.
  r.get(
    '/api/admin/payments/:id/slip',
    {
      schema: {
        params: PaymentIdParamsSchema,
        response: { 200: z.instanceof(Buffer).meta({ 'x-media-types': ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] }), ...errors },
      },
    },
    async (request, reply) => sendPrivateFile(reply, await service.slip(request.params.id), `slip-${request.params.id}`),
  );
}
