import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SLIP_MAX_BYTES } from '../../../shared/payments';
import { ApiErrorSchema, MessageSchema } from '../../../shared/schemas/common';
import { RequestNumberSchema } from '../../../shared/schemas/part-request-tracking';
import {
  BankTransferFieldsSchema,
  DepositWaiverSchema,
  PaymentSchema,
  ReceiptSchema,
  RecordPaymentSchema,
  StartCardPaymentSchema,
  StartedCardPaymentSchema,
} from '../../../shared/schemas/payments';
import type { RateLimits } from '../../config';
import { AppError } from '../../lib/errors';
import { IdempotencyHeadersSchema, idempotencyKeyOf } from '../../lib/idempotency';
import { requireUser, signedInUser } from '../../plugins/auth';
import type { RequestPaymentService } from './payment-service';
import { ACCESS_COOKIE, RequestIdParamsSchema } from './routes';

// Paying for a sourced part (docs/payments.md, "The routes"): the owner's routes, by account or by the
// browser a manage link opened, WiPay's return, and staff's. The amounts are the server's.

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };
const RequestNumberParamsSchema = z.strictObject({ requestNumber: RequestNumberSchema });
const ManagedReceiptParamsSchema = z.strictObject({ requestNumber: RequestNumberSchema, receiptNumber: z.string().max(40) });
const SLIP_FIELDS = new Set(['amount', 'note', 'slip']);
const SLIP_TOO_LARGE = `The slip is too large: the limit is ${SLIP_MAX_BYTES / (1024 * 1024)} MB`;
const slips = new WeakMap<FastifyRequest, Buffer>();
/**
 * The multipart form unpackTransfer reads, as the API reference shows it. Its text fields are the JSON
 * body's own schema, which validates both, so the form is documented as the server reads it: which amount
 * was sent (the server works out the J$), not a J$ figure.
 */
const TransferForm = BankTransferFieldsSchema.extend({
  slip: z.file().optional().describe(`A photo or PDF of the bank slip, up to ${SLIP_MAX_BYTES / (1024 * 1024)} MB.`),
});

/** The transfer's fields arrive as multipart text parts (or JSON without a slip); the file is kept aside. */
async function unpackTransfer(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields = (request.body ?? {}) as Record<string, unknown>;
  const unexpected = Object.keys(fields).find((k) => !SLIP_FIELDS.has(k));
  if (unexpected) {
    const message = `Unexpected form field "${unexpected.slice(0, 40)}": send "amount", optionally "note" and the file "slip"`;
    throw new AppError('invalid_data', message, [{ path: unexpected.slice(0, 40), message }]);
  }
  const body: Record<string, unknown> = {};
  for (const key of ['amount', 'note'] as const) {
    const v = fields[key];
    if (v === undefined) continue;
    if (typeof v !== 'string') {
      const message = `Send "${key}" as text`;
      throw new AppError('invalid_data', message, [{ path: key, message }]);
    }
    body[key] = v;
  }
  if (fields.slip !== undefined) {
    if (!Buffer.isBuffer(fields.slip)) {
      const message = 'Attach the slip as a file';
      throw new AppError('invalid_data', message, [{ path: 'slip', message }]);
    }
    if (fields.slip.length > 0) slips.set(request, fields.slip);
  }
  request.body = body;
}

/** Only this scope reads multipart bodies (a transfer's slip); a file over the cap stops the upload with a 413. */
async function readSlipUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: SLIP_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 4 * 1024, fieldNameSize: 100 },
    async onFile(part) {
      try {
        (part as typeof part & { value: unknown }).value = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('too_large', SLIP_TOO_LARGE, [{ path: part.fieldname, message: SLIP_TOO_LARGE }]);
        throw err;
      }
    },
  });
}

export async function requestPaymentRoutes(
  app: FastifyInstance,
  opts: { service: RequestPaymentService; limits: RateLimits },
): Promise<void> {
  const { service, limits } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perIp = (max: number) => ({ rateLimit: { max, timeWindow: limits.windowMs } });
  const accessToken = (request: FastifyRequest) => request.cookies[ACCESS_COOKIE];

  await readSlipUploads(app);

  const cardSchema = { body: StartCardPaymentSchema, response: { 200: StartedCardPaymentSchema, 503: ApiErrorSchema, ...errors } };
  const transferSchema = { body: BankTransferFieldsSchema, response: { 201: PaymentSchema, 413: ApiErrorSchema, ...errors } };

  r.post(
    '/api/user-requests/:id/pay',
    { onRequest: requireUser, config: perIp(limits.trackPerIp), schema: { params: RequestIdParamsSchema, headers: IdempotencyHeadersSchema, ...cardSchema } },
    async (request) =>
      service.startCard({ via: 'account', userId: signedInUser(request).id, id: request.params.id }, request.body, { idempotencyKey: idempotencyKeyOf(request) }),
  );
  r.post(
    '/api/part-requests/track/:requestNumber/pay',
    { config: { ...perIp(limits.trackPerIp), manageLink: true }, schema: { params: RequestNumberParamsSchema, headers: IdempotencyHeadersSchema, ...cardSchema } },
    async (request) =>
      service.startCard({ via: 'manage-link', requestNumber: request.params.requestNumber, accessToken: accessToken(request) }, request.body, {
        idempotencyKey: idempotencyKeyOf(request),
      }),
  );

  r.post(
    '/api/user-requests/:id/bank-transfer',
    { onRequest: requireUser, config: { ...perIp(limits.trackPerIp), multipartForm: TransferForm }, preValidation: unpackTransfer, schema: { params: RequestIdParamsSchema, headers: IdempotencyHeadersSchema, ...transferSchema } },
    async (request, reply) => {
      const access = { via: 'account' as const, userId: signedInUser(request).id, id: request.params.id };
      const payment = await service.announceTransfer(access, request.body, slips.get(request), { idempotencyKey: idempotencyKeyOf(request) });
      return reply.code(201).send(payment);
    },
  );
  r.post(
    '/api/part-requests/track/:requestNumber/bank-transfer',
    { config: { ...perIp(limits.trackPerIp), multipartForm: TransferForm, manageLink: true }, preValidation: unpackTransfer, schema: { params: RequestNumberParamsSchema, headers: IdempotencyHeadersSchema, ...transferSchema } },
    async (request, reply) => {
      const access = { via: 'manage-link' as const, requestNumber: request.params.requestNumber, accessToken: accessToken(request) };
      const payment = await service.announceTransfer(access, request.body, slips.get(request), { idempotencyKey: idempotencyKeyOf(request) });
      return reply.code(201).send(payment);
    },
  );

  // A receipt of the request, for the browser managing it: the access cookie reaches only this path.
  r.get(
    '/api/part-requests/track/:requestNumber/receipts/:receiptNumber',
    {
      config: { ...perIp(limits.trackPerIp), manageLink: true },
      schema: { params: ManagedReceiptParamsSchema, response: { 200: ReceiptSchema, ...errors } },
    },
    async (request, reply) => {
      const access = { via: 'manage-link' as const, requestNumber: request.params.requestNumber, accessToken: accessToken(request) };
      // A receipt names a customer: never kept by a shared cache.
      return reply.header('cache-control', 'private, no-store').send(await service.receipt(access, request.params.receiptNumber));
    },
  );

  // WiPay sends the customer's browser here with the outcome; the query is checked, never trusted.
  r.get(
    '/api/payments/wipay/return',
    { config: perIp(limits.trackPerIp), schema: { querystring: z.record(z.string(), z.unknown()), response: { 303: z.null(), ...errors } } },
    async (request, reply) => reply.redirect(await service.wipayReturn(request.query), 303),
  );
}

/** Staff's: mounted inside the admin scope, behind requireAdmin. */
export async function requestPaymentAdminRoutes(app: FastifyInstance, opts: { service: RequestPaymentService }): Promise<void> {
  const { service } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminErrors = { ...errors, 403: ApiErrorSchema };

  r.post(
    '/api/admin/part-requests/:id/payments',
    { schema: { params: RequestIdParamsSchema, body: RecordPaymentSchema, response: { 201: PaymentSchema, ...adminErrors } } },
    async (request, reply) => reply.code(201).send(await service.staffRecord(request.params.id, request.body, signedInUser(request))),
  );

  r.post(
    '/api/admin/part-requests/:id/deposit-waiver',
    { schema: { params: RequestIdParamsSchema, body: DepositWaiverSchema, response: { 200: MessageSchema, ...adminErrors } } },
    async (request) => {
      await service.waiveDeposit(request.params.id, request.body.reason, signedInUser(request));
      return { message: 'Deposit waived' };
    },
  );
}
