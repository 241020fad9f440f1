import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, MessageSchema } from '../../../shared/schemas/common';
import { LandedCostRatesInputSchema, LandedCostRatesSchema } from '../../../shared/schemas/landed-cost';
import {
  AdminPartRequestDetailSchema,
  AdminPartRequestListQuerySchema,
  AdminPartRequestListSchema,
  AdminUpdatePartRequestSchema,
  SendQuoteSchema,
  StatusUpdateSchema,
} from '../../../shared/schemas/part-requests';
import { SaveQuoteSchema } from '../../../shared/schemas/quotes';
import { AttachSupplierSchema } from '../../../shared/schemas/suppliers';
import { sendPrivateFile } from '../../lib/storage/send-private-file';
import { signedInUser } from '../../plugins/auth';
import { RequestIdParamsSchema } from './routes';
import type { RatesService } from './rates-service';
import type { StaffRequestService } from './staff-service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/** Staff endpoints of part requests; mounted inside the admin scope, behind requireAdmin. */
export async function partRequestAdminRoutes(app: FastifyInstance, opts: { service: StaffRequestService; rates: RatesService }): Promise<void> {
  const { service, rates } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/part-requests',
    { schema: { querystring: AdminPartRequestListQuerySchema, response: { 200: AdminPartRequestListSchema, ...errors } } },
    async (request) => service.adminList(request.query),
  );

  r.get(
    '/api/admin/part-requests/:id',
    { schema: { params: RequestIdParamsSchema, response: { 200: AdminPartRequestDetailSchema, ...errors } } },
    async (request) => service.adminDetail(request.params.id),
  );

  // 200 is the image itself: Fastify sends a Buffer as it is, without the JSON serializer.
  r.get(
    '/api/admin/part-requests/:id/photo',
    { schema: { params: RequestIdParamsSchema, response: { 200: z.instanceof(Buffer).meta({ 'x-media-types': ['image/*'] }), ...errors } } },
    async (request, reply) => sendPrivateFile(reply, await service.adminPhoto(request.params.id)),
  );

  r.put(
    '/api/admin/part-requests/:id',
    {
      schema: { params: RequestIdParamsSchema, body: AdminUpdatePartRequestSchema, response: { 200: AdminPartRequestDetailSchema, ...errors } },
    },
    async (request) => service.adminUpdate(request.params.id, request.body, signedInUser(request)),
  );

  r.put(
    '/api/admin/part-requests/:id/supplier',
    { schema: { params: RequestIdParamsSchema, body: AttachSupplierSchema, response: { 200: AdminPartRequestDetailSchema, ...errors } } },
    async (request) => service.attachSupplier(request.params.id, request.body.supplierId),
  );

  r.delete(
    '/api/admin/part-requests/:id',
    { schema: { params: RequestIdParamsSchema, response: { 200: MessageSchema, ...errors } } },
    async (request) => service.remove(request.params.id),
  );

  // Sends the quote (or a new one in its place): the options, priced by the server (docs/payments.md).
  r.post(
    '/api/admin/part-requests/:id/quote',
    {
      schema: { params: RequestIdParamsSchema, body: SaveQuoteSchema, response: { 200: AdminPartRequestDetailSchema, 503: ApiErrorSchema, ...errors } },
    },
    async (request) => service.saveQuote(request.params.id, request.body, signedInUser(request)),
  );

  // The send-quote route of docs/product.md §7: the current quote e-mailed again, or an invoice.
  r.post(
    '/api/admin/send-quote/:id',
    { schema: { params: RequestIdParamsSchema, body: SendQuoteSchema, response: { 200: MessageSchema, ...errors } } },
    async (request) => service.sendQuote(request.params.id, request.body),
  );

  // docs/product.md §7 names both paths for the one status dialog; they are the same endpoint.
  for (const path of ['/api/admin/update-request-status/:id', '/api/admin/update-order-status/:id']) {
    r.post(
      path,
      {
        schema: { params: RequestIdParamsSchema, body: StatusUpdateSchema, response: { 200: AdminPartRequestDetailSchema, ...errors } },
      },
      async (request) => service.updateStatus(request.params.id, request.body, signedInUser(request)),
    );
  }

  r.put(
    '/api/admin/landed-cost-rates',
    { schema: { body: LandedCostRatesInputSchema, response: { 200: LandedCostRatesSchema, ...errors } } },
    async (request) => rates.updateRates(request.body, signedInUser(request)),
  );
}
