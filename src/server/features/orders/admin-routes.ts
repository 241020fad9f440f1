import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../shared/schemas/common';
import { AdminOrderDetailSchema, AdminOrderListSchema, AdminOrderQuerySchema, OrderStatusChangeSchema } from '../../../shared/schemas/admin-order';
import { OrderNumberSchema, ShopSettingsSchema } from '../../../shared/schemas/orders';
import { PaymentSchema, RecordPaymentSchema } from '../../../shared/schemas/payments';
import { signedInUser } from '../../plugins/auth';
import type { StaffOrderService } from './staff-service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const params = z.strictObject({ orderNumber: OrderNumberSchema });

/** Staff endpoints of shop orders (/admin/orders); mounted inside the admin scope, behind requireAdmin. */
export async function orderAdminRoutes(app: FastifyInstance, opts: { service: StaffOrderService }): Promise<void> {
  const { service } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The caps on units of one item per order and per customer a day (service.place enforces them).
  r.get('/api/admin/shop-settings', { schema: { response: { 200: ShopSettingsSchema, ...errors } } }, async () => service.settings());

  r.put(
    '/api/admin/shop-settings',
    { schema: { body: ShopSettingsSchema, response: { 200: ShopSettingsSchema, ...errors } } },
    async (request) => service.saveSettings(request.body, signedInUser(request)),
  );

  r.get(
    '/api/admin/orders',
    { schema: { querystring: AdminOrderQuerySchema, response: { 200: AdminOrderListSchema, ...errors } } },
    async (request) => service.adminList(request.query),
  );

  r.get('/api/admin/orders/:orderNumber', { schema: { params, response: { 200: AdminOrderDetailSchema, ...errors } } }, async (request) =>
    service.adminDetail(request.params.orderNumber),
  );

  r.patch(
    '/api/admin/orders/:orderNumber/status',
    { schema: { params, body: OrderStatusChangeSchema, response: { 200: AdminOrderDetailSchema, ...errors } } },
    async (request) => service.changeStatus(request.params.orderNumber, request.body, signedInUser(request)),
  );

  // Staff confirm an order placed unconfirmed (docs/shop-holds.md), after speaking to the customer.
  r.post('/api/admin/orders/:orderNumber/confirm', { schema: { params, response: { 200: AdminOrderDetailSchema, ...errors } } }, async (request) =>
    service.staffConfirm(request.params.orderNumber, signedInUser(request)),
  );

  // Money staff took for an order (cash or card at the counter, a transfer found in the bank), with its receipt.
  r.post(
    '/api/admin/orders/:orderNumber/payments',
    { schema: { params, body: RecordPaymentSchema, response: { 201: PaymentSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.recordPayment(request.params.orderNumber, request.body, signedInUser(request))),
  );
}
