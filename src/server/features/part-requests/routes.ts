import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdempotencyHeadersSchema, idempotencyKeyOf } from '../../lib/idempotency';
import { z } from 'zod';
import { REQUEST_PHOTO_MAX_BYTES } from '../../../shared/constants';
import { ApiErrorSchema, MessageSchema } from '../../../shared/schemas/common';
import { LandedCostRatesSchema } from '../../../shared/schemas/landed-cost';
import { MyPartRequestSchema, PartRequestCreatedSchema, PartRequestInputSchema, TrackRespondSchema, UserRespondSchema } from '../../../shared/schemas/part-requests';
import { ManageLinkRequestSchema, ManageTokenSchema, RequestNumberSchema, TrackQuerySchema, TrackSearchQuerySchema, TrackingRecordSchema } from '../../../shared/schemas/part-request-tracking';
import type { RateLimits } from '../../config';
import { AppError } from '../../lib/errors';
import { requireUser, signedInUser } from '../../plugins/auth';
import { MANAGE_ACCESS_TTL_MS, type CustomerRequestService } from './customer-service';
import type { RatesService } from './rates-service';

export type PartRequestRouteOptions = { service: CustomerRequestService; rates: RatesService; limits: RateLimits; secureCookies: boolean };

/**
 * The right to manage one request, granted by opening its manage link: an httpOnly cookie that only
 * that request's tracking endpoints receive (its Path), never sent from another site (SameSite=Strict),
 * ending with the access it names (docs/decisions/006-what-a-request-number-shows.md).
 */
export const ACCESS_COOKIE = 'request_access';
const accessCookiePath = (requestNumber: string) => `/api/part-requests/track/${requestNumber}`;

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };
export const RequestIdParamsSchema = z.strictObject({ id: z.guid('Unknown request id') });
const RequestNumberParamsSchema = z.strictObject({ requestNumber: RequestNumberSchema });

const MULTIPART_FIELDS = new Set(['request', 'photo']);
const REQUEST_FIELD_MESSAGE = 'Send the request details as JSON in the form field "request"';
const PHOTO_TOO_LARGE = `The photo is too large: the limit is ${REQUEST_PHOTO_MAX_BYTES / (1024 * 1024)} MB`;
const photos = new WeakMap<FastifyRequest, Buffer>();
/** The multipart form unpackMultipart reads, as the API reference shows it; validation is the JSON body's. */
const SubmissionForm = z.strictObject({
  request: z.string().meta({ contentMediaType: 'application/json', description: 'The request as JSON text: the same object as the JSON body.' }),
  photo: z.file().optional().describe(`A photo of the part, up to ${REQUEST_PHOTO_MAX_BYTES / (1024 * 1024)} MB.`),
});

/**
 * A multipart submission carries the same JSON as the plain one, as text in the field `request`, plus
 * an optional file `photo`. This turns it into the JSON body before validation, so one schema checks
 * both, and keeps the photo's bytes aside for the handler.
 */
async function unpackMultipart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields = (request.body ?? {}) as Record<string, unknown>;
  const unexpected = Object.keys(fields).find((k) => !MULTIPART_FIELDS.has(k));
  if (unexpected) {
    const message = `Unexpected form field "${unexpected.slice(0, 40)}": send "request" and optionally "photo"`;
    throw new AppError('invalid_data', message, [{ path: unexpected.slice(0, 40), message }]);
  }
  const raw = fields.request;
  let body: unknown;
  if (raw !== null && typeof raw === 'object' && !Buffer.isBuffer(raw)) {
    body = raw; // sent with Content-Type: application/json, already parsed by the multipart reader
  } else {
    const text = typeof raw === 'string' ? raw : Buffer.isBuffer(raw) ? raw.toString('utf8') : undefined;
    try {
      body = text === undefined ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (body === undefined) throw new AppError('invalid_data', REQUEST_FIELD_MESSAGE, [{ path: 'request', message: REQUEST_FIELD_MESSAGE }]);
  if (fields.photo !== undefined) {
    if (!Buffer.isBuffer(fields.photo)) {
      const message = 'Attach the photo as a file';
      throw new AppError('invalid_data', message, [{ path: 'photo', message }]);
    }
    if (fields.photo.length > 0) photos.set(request, fields.photo);
  }
  request.body = body;
}

/** Customer and guest endpoints of part requests (docs/api-part-requests.md). */
export async function partRequestRoutes(app: FastifyInstance, opts: PartRequestRouteOptions): Promise<void> {
  const { service, rates, limits, secureCookies } = opts;
  const accessToken = (request: FastifyRequest) => request.cookies[ACCESS_COOKIE];
  const grantAccess = (reply: FastifyReply, requestNumber: string, token: string) =>
    reply.setCookie(ACCESS_COOKIE, token, {
      path: accessCookiePath(requestNumber),
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies,
      maxAge: Math.floor(MANAGE_ACCESS_TTL_MS / 1000),
    });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perIp = (max: number) => ({ rateLimit: { max, timeWindow: limits.windowMs } });

  // Only this scope reads multipart bodies; a file over the cap stops the upload with a 413.
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: REQUEST_PHOTO_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 64 * 1024, fieldNameSize: 100 },
    async onFile(part) {
      try {
        (part as typeof part & { value: unknown }).value = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('too_large', PHOTO_TOO_LARGE, [{ path: part.fieldname, message: PHOTO_TOO_LARGE }]);
        throw err;
      }
    },
  });

  r.post(
    '/api/part-requests',
    {
      config: { ...perIp(limits.requestCreatePerIp), multipartForm: SubmissionForm },
      preValidation: unpackMultipart,
      schema: { headers: IdempotencyHeadersSchema, body: PartRequestInputSchema, response: { 201: PartRequestCreatedSchema, 413: ApiErrorSchema, ...errors } },
    },
    async (request, reply) => {
      const user = await request.loadUser();
      const created = await service.create(request.body, { userId: user?.id ?? null, clientIp: request.ip, photo: photos.get(request), idempotencyKey: idempotencyKeyOf(request) });
      return reply.code(201).send(created);
    },
  );

  r.get(
    '/api/user-requests',
    { onRequest: requireUser, schema: { response: { 200: z.array(MyPartRequestSchema), ...errors } } },
    async (request) => service.listMine(signedInUser(request).id),
  );

  r.post(
    '/api/user-requests/:id/respond',
    {
      onRequest: requireUser,
      schema: { params: RequestIdParamsSchema, body: UserRespondSchema, response: { 200: MyPartRequestSchema, ...errors } },
    },
    async (request) => service.respondAsOwner(signedInUser(request).id, request.params.id, request.body),
  );

  r.get(
    '/api/part-requests/track/:requestNumber',
    {
      config: perIp(limits.trackPerIp),
      schema: { params: RequestNumberParamsSchema, querystring: TrackQuerySchema, response: { 200: TrackingRecordSchema, ...errors } },
    },
    async (request, reply) => {
      const user = await request.loadUser();
      // What it shows depends on who is signed in: never kept by a shared cache.
      return reply.header('cache-control', 'private, no-store').send(await service.track(request.params.requestNumber, request.query.email, user?.id ?? null));
    },
  );

  // Asking for the manage link: the same answer whether or not the e-mail is the request's.
  r.post(
    '/api/part-requests/track/:requestNumber/manage-link',
    {
      config: perIp(limits.trackPerIp),
      schema: { params: RequestNumberParamsSchema, body: ManageLinkRequestSchema, response: { 200: MessageSchema, ...errors } },
    },
    async (request) => service.requestManageLink(request.params.requestNumber, request.body.email),
  );

  // Opening the manage link: its token, sent in the body (never in a URL), for the full record and the cookie.
  r.post(
    '/api/part-requests/track/:requestNumber/manage',
    {
      config: perIp(limits.trackPerIp),
      schema: { params: RequestNumberParamsSchema, body: ManageTokenSchema, response: { 200: TrackingRecordSchema, ...errors } },
    },
    async (request, reply) => {
      const { record, accessToken: token } = await service.openManageLink(request.params.requestNumber, request.body.token);
      grantAccess(reply, record.requestNumber, token);
      return record;
    },
  );

  r.get(
    '/api/part-requests/track/:requestNumber/manage',
    {
      config: { ...perIp(limits.trackPerIp), manageLink: true },
      schema: { params: RequestNumberParamsSchema, response: { 200: TrackingRecordSchema, ...errors } },
    },
    async (request) => service.managedRecord(request.params.requestNumber, accessToken(request)),
  );

  r.post(
    '/api/part-requests/track/:requestNumber/respond',
    {
      config: { ...perIp(limits.trackPerIp), manageLink: true },
      schema: { params: RequestNumberParamsSchema, body: TrackRespondSchema, response: { 200: TrackingRecordSchema, ...errors } },
    },
    async (request) => service.respondWithAccess(request.params.requestNumber, accessToken(request), request.body),
  );

  // "Find my requests": the list is e-mailed to the address on the requests, never answered here.
  r.post(
    '/api/track-request',
    {
      config: perIp(limits.trackPerIp),
      schema: { body: TrackSearchQuerySchema, response: { 200: MessageSchema, ...errors } },
    },
    async (request) => service.sendRequestList(request.body.type, request.body.value),
  );

  r.get(
    '/api/landed-cost-rates',
    { schema: { response: { 200: LandedCostRatesSchema, 503: ApiErrorSchema } } },
    async () => rates.currentRates(),
  );
}
