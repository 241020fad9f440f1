import type Stripe from 'stripe';
import type { StripeConfig } from '../../config';

// The thin adapter around Stripe: the calls the shop makes (a payment intent, its cancel, a refund) and
// the webhook check. Nothing else imports the SDK, so the rules that use it (the shop's card payments,
// the ledger's refunds) read the same with or without it.

export type StripeEvent = Stripe.Event;
export type StripePaymentIntent = Stripe.PaymentIntent;

/** What became of an intent we asked Stripe to cancel. */
export type CancelOutcome = 'canceled' | 'succeeded' | 'processing' | 'requires_capture';

export type CardGateway = {
  publishableKey: string;
  createPaymentIntent(p: {
    amountCents: number;
    orderId: string;
    orderNumber: string;
    email: string;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string }>;
  /** Cancels an unpaid intent so a late payment cannot land; says so when it was already paid (or paying). */
  cancelPaymentIntent(id: string, idempotencyKey: string): Promise<CancelOutcome>;
  /** Gives back all or part of a paid intent; answers Stripe's refund id. */
  refund(p: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }>;
  /** The event, if the Stripe-Signature header signs exactly these bytes recently enough; throws otherwise. */
  verifyWebhook(rawBody: Buffer, signature: string): Promise<StripeEvent>;
};

/** How long to wait for Stripe before telling the customer it failed (the SDK's default is 80 s). */
const TIMEOUT_MS = 20_000;

export function createStripeGateway(config: StripeConfig): CardGateway {
  const target = config.apiUrl ? new URL(config.apiUrl) : undefined;
  // The SDK (about 20 MB resident) is loaded with the first call, not at start (bench/README.md, "memory").
  let loading: Promise<{ stripe: Stripe; StripeError: typeof Stripe.errors.StripeError }> | undefined;
  const sdk = () =>
    (loading ??= import('stripe').then(({ default: StripeSdk }) => ({
      stripe: new StripeSdk(config.secretKey, {
        // Safe to retry: every call carries an idempotency key, so a retried create cannot make a second intent.
        maxNetworkRetries: 1,
        timeout: TIMEOUT_MS,
        telemetry: false,
        ...(target
          ? { host: target.hostname, port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)), protocol: target.protocol === 'https:' ? 'https' : 'http' }
          : {}),
      }),
      StripeError: StripeSdk.errors.StripeError,
    })));

  return {
    publishableKey: config.publishableKey,

    async createPaymentIntent(p) {
      const { stripe } = await sdk();
      const intent = await stripe.paymentIntents.create(
        {
          // JMD is a two-decimal currency for Stripe: the amount is in cents, as the order keeps it.
          amount: p.amountCents,
          currency: 'jmd',
          automatic_payment_methods: { enabled: true },
          description: `Order ${p.orderNumber}`,
          receipt_email: p.email,
          metadata: { orderNumber: p.orderNumber, orderId: p.orderId },
        },
        { idempotencyKey: p.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`Stripe answered payment intent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async cancelPaymentIntent(id, idempotencyKey) {
      const { stripe, StripeError } = await sdk();
      try {
        const intent = await stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' }, { idempotencyKey });
        const status: string = intent.status;
        if (status === 'canceled' || status === 'succeeded' || status === 'processing' || status === 'requires_capture') return status;
        throw new Error(`Stripe answered a cancel of ${id} with status ${status}`);
      } catch (err) {
        // Stripe refuses to cancel an intent that succeeded or is mid-payment, and says which.
        const status: string | undefined = err instanceof StripeError ? err.payment_intent?.status : undefined;
        if (status === 'succeeded' || status === 'processing' || status === 'requires_capture' || status === 'canceled') return status;
        throw err;
      }
    },

    async refund(p) {
      const { stripe } = await sdk();
      const refund = await stripe.refunds.create({ payment_intent: p.paymentIntentId, amount: p.amountCents }, { idempotencyKey: p.idempotencyKey });
      if (refund.status === 'failed' || refund.status === 'canceled') throw new Error(`Stripe answered refund ${refund.id} with status ${refund.status}`);
      return { id: refund.id };
    },

    async verifyWebhook(rawBody, signature) {
      const { stripe } = await sdk();
      return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
    },
  };
}
