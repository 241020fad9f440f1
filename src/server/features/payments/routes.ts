import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../shared/schemas/common';
import { ReceiptSchema } from '../../../shared/schemas/payments';
import type { PaymentAdminService } from './service';

// The customer's side of this feature (docs/payments.md, "Receipts and invoices"): a receipt, opened with
// the key from its e-mail, by staff, or by the signed-in owner.

const ReceiptParamsSchema = z.strictObject({ number: z.string().max(40) });
const ReceiptQuerySchema = z.strictObject({ key: z.string().max(200).optional() });

export async function receiptRoutes(app: FastifyInstance, opts: { service: PaymentAdminService }): Promise<void> {
  const { service } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/receipts/:number',
    { schema: { params: ReceiptParamsSchema, querystring: ReceiptQuerySchema, response: { 200: ReceiptSchema, 400: ApiErrorSchema, 404: ApiErrorSchema } } },
    async (request, reply) => {
      const receipt = await service.receipt(request.params.number, request.query.key, await request.loadUser());
      // A receipt names a customer: never kept by a shared cache.
      return reply.header('cache-control', 'private, no-store').send(receipt);
    },
  );
}
