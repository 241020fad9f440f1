import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdempotencyHeadersSchema, idempotencyKeyOf } from '../../lib/idempotency';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../shared/schemas/common';
import { OrderInputSchema, PaymentIntentCreatedSchema, PaymentsConfigSchema } from '../../../shared/schemas/orders';
import type { RateLimits } from '../../config';
import { PAYMENT_INIT_FAILED, PaymentSetupFailed, type CardPaymentService } from './card-payments';

const errors = { 400: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema, 502: ApiErrorSchema, 503: ApiErrorSchema };

/** Card payments (docs/choices.md #8, #20): whether they are on, starting one, and Stripe's signed webhook. */
export async function paymentRoutes(app: FastifyInstance, opts: { payments: CardPaymentService; limits: RateLimits }): Promise<void> {
  const { payments, limits } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The publishable key is public by design (Stripe.js needs it in the browser); the secret never leaves.
  r.get('/api/payments/config', { schema: { response: { 200: PaymentsConfigSchema } } }, async () => payments.config());

  r.post(
    '/api/create-payment-intent',
    {
      // Limited like POST /api/orders: each call reserves stock for up to 30 minutes.
      config: { rateLimit: { max: limits.orderCreatePerIp, timeWindow: limits.windowMs } },
      schema: { headers: IdempotencyHeadersSchema, body: OrderInputSchema, response: { 201: PaymentIntentCreatedSchema, ...errors } },
    },
    async (request, reply) => {
      try {
        return reply.code(201).send(await payments.start(request.body, await request.loadUser(), { idempotencyKey: idempotencyKeyOf(request), clientIp: request.ip }));
      } catch (err) {
        // Stripe's failure is not ours to hide behind a 500: the customer is told to try again or pay at pickup.
        if (err instanceof PaymentSetupFailed) return reply.code(502).send({ message: PAYMENT_INIT_FAILED, issues: [] });
        throw err;
      }
    },
  );

  // Stripe signs the exact bytes it sends, so this one route keeps the body raw. Content-type parsers are
  // scoped to the plugin that registers them: every other route still gets parsed JSON.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/stripe/webhook',
      {
        schema: {
          headers: z.object({ 'stripe-signature': z.string({ error: 'Missing Stripe-Signature header' }).min(1, 'Missing Stripe-Signature header') }),
          body: z.instanceof(Buffer, { message: 'Send the event as Stripe does, as a JSON body' }),
          response: { 200: z.object({ received: z.literal(true) }), 400: ApiErrorSchema, 503: ApiErrorSchema },
        },
      },
      async (request) => {
        await payments.handleWebhook(request.body, request.headers['stripe-signature']);
        return { received: true as const };
      },
    );
  });
}
