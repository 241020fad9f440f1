import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdempotencyHeadersSchema, idempotencyKeyOf } from '../../lib/idempotency';
import { z } from 'zod';
import { EmailSchema } from '../../../shared/schemas/auth';
import { ApiErrorSchema } from '../../../shared/schemas/common';
import { ConfirmOrderSchema, OrderInputSchema, OrderNumberSchema, OrderSchema, ShopRulesSchema, TrackedOrderSchema } from '../../../shared/schemas/orders';
import { requireUser, signedInUser } from '../../plugins/auth';
import type { RateLimits } from '../../config';
import type { CustomerOrderService } from './customer-service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };

/** Shop orders for customers and guests: place one, list mine, track one by number and e-mail. */
export async function orderRoutes(app: FastifyInstance, opts: { service: CustomerOrderService; limits: RateLimits }): Promise<void> {
  const { service, limits } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perIp = (max: number) => ({ rateLimit: { max, timeWindow: limits.windowMs } });

  r.post(
    '/api/orders',
    { config: perIp(limits.orderCreatePerIp), schema: { headers: IdempotencyHeadersSchema, body: OrderInputSchema, response: { 201: OrderSchema, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await service.place(request.body, await request.loadUser(), 'pay_later', { idempotencyKey: idempotencyKeyOf(request), clientIp: request.ip })),
  );

  // The caps on units per order and per customer a day (the storefront's quantity steppers stop at the first)
  // and the rules for unconfirmed orders, which checkout states.
  r.get('/api/shop-settings', { schema: { response: { 200: ShopRulesSchema } } }, async () => service.rules());

  // The link in an unconfirmed order's e-mail (docs/shop-holds.md): the page posts what its fragment holds.
  r.post(
    '/api/orders/confirm',
    { config: perIp(limits.trackPerIp), schema: { body: ConfirmOrderSchema, response: { 200: TrackedOrderSchema, ...errors } } },
    async (request) => service.confirm(request.body),
  );

  r.get('/api/orders', { onRequest: requireUser, schema: { response: { 200: z.array(OrderSchema), ...errors } } }, async (request) =>
    service.mine(signedInUser(request).id),
  );

  r.get(
    '/api/orders/track/:orderNumber',
    {
      config: perIp(limits.trackPerIp),
      schema: {
        params: z.strictObject({ orderNumber: OrderNumberSchema }),
        querystring: z.strictObject({ email: EmailSchema }),
        response: { 200: TrackedOrderSchema, ...errors },
      },
    },
    async (request) => service.track(request.params.orderNumber, request.query.email),
  );
}
