import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, MessageSchema } from '../../../shared/schemas/common';
import { RECEIPT_NUMBER_PATTERN } from '../../../shared/payments';
import { ReceiptSchema } from '../../../shared/schemas/payments';
import type { RateLimits } from '../../config';
import type { ReceiptCopies } from '../../modules/money/receipt-copies';
import type { ReceiptReader } from '../../modules/money/receipt-view';

// The customer's side of this feature (docs/payments.md, "Receipts and invoices"): a receipt, opened with
// the key from its e-mail, by staff, or by the signed-in owner; and a copy e-mailed again to its address.

const ReceiptParamsSchema = z.strictObject({ number: z.string().max(40) });
const CopyParamsSchema = z.strictObject({ number: z.string().trim().toUpperCase().regex(RECEIPT_NUMBER_PATTERN, 'Receipt numbers look like RCT-2026-000042') });
const ReceiptQuerySchema = z.strictObject({ key: z.string().max(200).optional() });

export async function receiptRoutes(app: FastifyInstance, opts: { receipts: ReceiptReader; copies: ReceiptCopies; limits: RateLimits }): Promise<void> {
  const { receipts, copies, limits } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/receipts/:number',
    { schema: { params: ReceiptParamsSchema, querystring: ReceiptQuerySchema, response: { 200: ReceiptSchema, 400: ApiErrorSchema, 404: ApiErrorSchema } } },
    async (request, reply) => {
      const receipt = await receipts.receipt(request.params.number, { key: request.query.key, user: await request.loadUser() });
      // A receipt names a customer: never kept by a shared cache.
      return reply.header('cache-control', 'private, no-store').send(receipt);
    },
  );

  // Accepted with the same answer whatever the number: the copy goes only to the address on the receipt.
  r.post(
    '/api/receipts/:number/email',
    {
      config: { rateLimit: { max: limits.forgotPerIp, timeWindow: limits.windowMs } },
      schema: { params: CopyParamsSchema, response: { 202: MessageSchema, 400: ApiErrorSchema, 429: ApiErrorSchema } },
    },
    async (request, reply) => reply.code(202).send(await copies.emailCopy(request.params.number)),
  );
}
