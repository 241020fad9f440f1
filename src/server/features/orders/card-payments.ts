import type { FastifyBaseLogger } from 'fastify';
import type { OrderInput, PaymentsConfig } from '../../../shared/schemas/orders';
import { CARD_PAYMENT_WINDOW_MINUTES } from '../../../shared/orders';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import { paymentNeedsStaffEmail } from './emails';
import * as repo from './repository';
import type { CustomerOrderService } from './customer-service';
import type { OrderCore } from './order-core';
import { changeStatus, STRIPE, SYSTEM } from './status';
import type { CardGateway, StripeEvent, StripePaymentIntent } from '../../lib/payments/stripe';

// Card payments (docs/choices.md #3, #8, #20): the order is created and its stock reserved first, then Stripe is
// asked for a PaymentIntent for the server's total; the signed webhook marks it paid exactly once; an
// order left unpaid past its pay-by time is cancelled and its stock released by the expiry sweep.

export const CARD_PAYMENTS_UNAVAILABLE = 'Card payments are not available';
export const PAYMENT_INIT_FAILED = 'Failed to initialize payment';
export const BAD_SIGNATURE = 'Webhook signature verification failed';
const NOT_AN_EVENT = 'The webhook body is not a Stripe event (an id, a type and, for a payment, its data).';

/**
 * A correct signature says who sent the bytes, not that they are an event: one without an id or type, or
 * a payment event without its payment, is refused rather than failing inside the transaction with a 500.
 */
function isWellFormedEvent(event: unknown): event is StripeEvent {
  if (typeof event !== 'object' || event === null || Array.isArray(event)) return false;
  const e = event as { id?: unknown; type?: unknown; data?: { object?: unknown } | null };
  if (typeof e.id !== 'string' || e.id === '' || typeof e.type !== 'string' || e.type === '') return false;
  return !e.type.startsWith('payment_intent.') || (typeof e.data?.object === 'object' && e.data.object !== null);
}

/** Stripe could not set the payment up; the order was cancelled. The route answers 502. */
export class PaymentSetupFailed extends Error {
  constructor() {
    super(PAYMENT_INIT_FAILED);
    this.name = 'PaymentSetupFailed';
  }
}

export type CardPaymentDeps = {
  db: Db;
  /** Reading the order, its e-mails and its money (order-core.ts). */
  core: Pick<OrderCore, 'loadOne' | 'notify' | 'statusChanged' | 'money'>;
  /** Placing the order the card pays for, and its "placed" e-mail once the payment is set up. */
  placing: Pick<CustomerOrderService, 'placeOrRepeat' | 'sendPlacedEmail'>;
  /** Absent when the Stripe keys are not configured: the shop takes pay-at-pickup only. */
  gateway: CardGateway | undefined;
  publicUrl: string;
  storeEmail: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
};

/** Work to do once the webhook's transaction has committed (e-mails never go out for a rolled-back change). */
type AfterCommit = () => Promise<void>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SWEEP_BATCH = 100;

export function createCardPaymentService(deps: CardPaymentDeps) {
  const { db, core, placing, gateway, log } = deps;
  const adminLink = (orderNumber: string) => `${deps.publicUrl}/admin/orders?search=${encodeURIComponent(orderNumber)}`;

  function requireGateway(): CardGateway {
    if (!gateway) throw new AppError('unavailable', CARD_PAYMENTS_UNAVAILABLE);
    return gateway;
  }

  /** The order a payment intent pays: by the id we stored, else by the order id we put in its metadata. */
  async function orderOfIntent(tx: Db, intent: StripePaymentIntent): Promise<repo.OrderRow | undefined> {
    const byIntent = await repo.findOrderByPaymentIntent(tx, intent.id);
    if (byIntent) return byIntent;
    // The intent was created but its id never stored (the server stopped in between): the metadata says.
    const orderId = intent.metadata?.orderId;
    if (!orderId || !UUID.test(orderId)) return undefined;
    const row = await repo.findOrderById(tx, orderId);
    return row && row.paymentMethod === 'card' && row.stripePaymentIntentId === null ? row : undefined;
  }

  function staffCheck(row: repo.OrderRow, intent: StripePaymentIntent, reason: string): AfterCommit {
    return async () => {
      const order = await core.loadOne(row);
      const amount = (intent.amount_received || intent.amount) / 100;
      await core.notify(
        paymentNeedsStaffEmail({ order, paymentIntentId: intent.id, amount, reason, adminLink: adminLink(row.orderNumber), storeEmail: deps.storeEmail }),
      );
    };
  }

  /** payment_intent.succeeded: the order is paid, once, whatever the order or number of deliveries. */
  async function paymentSucceeded(tx: Db, intent: StripePaymentIntent): Promise<AfterCommit[]> {
    const row = await orderOfIntent(tx, intent);
    if (!row) {
      log.warn({ paymentIntentId: intent.id }, 'Stripe reported a payment for no order of ours; ignored');
      return [];
    }
    const received = intent.amount_received || intent.amount;
    if (intent.currency !== 'jmd' || received !== row.totalCents) {
      // We created the intent for the order's total, so this means it was changed outside the shop.
      log.error({ orderNumber: row.orderNumber, paymentIntentId: intent.id, received, currency: intent.currency }, 'card payment does not match the order');
      await repo.insertHistory(tx, { orderId: row.id, status: row.status, note: 'Card payment received; the amount is being checked by the shop', changedBy: null, changedByLabel: STRIPE.label });
      return [staffCheck(row, intent, `It does not match the order total (${intent.currency.toUpperCase()} ${(received / 100).toFixed(2)}), so the order was not marked paid.`)];
    }
    // On the ledger first (once per intent, with its receipt), then the order's status.
    const receipt = await core.money.stripeReceived(tx, row, { paymentIntentId: intent.id, amountCents: received, by: STRIPE, now: new Date() });
    if (row.status === 'pending') {
      const paid = await changeStatus(tx, row, 'paid', { note: 'Card payment received', by: STRIPE });
      if (paid) return [...receipt, () => core.statusChanged(paid, null)];
      // Lost a race with staff or the expiry sweep: decide again on what the order is now.
      const now = await repo.findOrderById(tx, row.id);
      return [...receipt, ...(now ? await afterPending(tx, now, intent) : [])];
    }
    return [...receipt, ...(await afterPending(tx, row, intent))];
  }

  /** A confirmed payment for an order that is no longer pending. */
  async function afterPending(tx: Db, row: repo.OrderRow, intent: StripePaymentIntent): Promise<AfterCommit[]> {
    if (row.status === 'cancelled') {
      // Not revived: its stock went back on the shelf when it was cancelled and may be sold since, and a
      // customer told "cancelled" should not find it quietly reopened. The history says so, the log
      // flags it, and the shop is e-mailed to refund or honour it by hand.
      log.warn({ orderNumber: row.orderNumber, paymentIntentId: intent.id }, 'card payment arrived for a cancelled order; staff e-mailed');
      await core.money.flagForRefund(tx, intent.id, 'Paid after the order was cancelled: refund it to the customer');
      await repo.insertHistory(tx, {
        orderId: row.id,
        status: 'cancelled',
        note: 'Card payment received after the order was cancelled. The shop will contact you about a refund.',
        changedBy: null,
        changedByLabel: STRIPE.label,
      });
      return [staffCheck(row, intent, 'The order had already been cancelled and its stock released, so it was not reopened.')];
    }
    // Staff moved it on before Stripe's word arrived (or marked it paid by hand): record the payment once.
    const recorded = await repo.setPaidAtOnce(tx, row.id, new Date());
    if (recorded) {
      await repo.insertHistory(tx, { orderId: row.id, status: row.status, note: 'Card payment received', changedBy: null, changedByLabel: STRIPE.label });
    }
    return [];
  }

  /** payment_intent.payment_failed / canceled: noted; the stock stays reserved until the pay-by time. */
  async function paymentNotCompleted(tx: Db, intent: StripePaymentIntent, what: 'failed' | 'canceled'): Promise<AfterCommit[]> {
    const row = await orderOfIntent(tx, intent);
    // Only a pending order cares: a failure arriving after the success (out of order) changes nothing.
    if (!row || row.status !== 'pending') return [];
    // Stripe's messages end with a full stop; the note adds its own sentence after.
    const reason = intent.last_payment_error?.message?.trim().replace(/\.$/, '');
    const note =
      what === 'failed'
        ? `Card payment failed${reason ? `: ${reason}` : ''}. You can try again until the order expires.`
        : 'Card payment was cancelled.';
    await repo.insertHistory(tx, { orderId: row.id, status: 'pending', note, changedBy: null, changedByLabel: STRIPE.label });
    return [];
  }

  return {
    config(): PaymentsConfig {
      return { cardPayments: gateway !== undefined, publishableKey: gateway?.publishableKey ?? null };
    },

    /**
     * POST /api/create-payment-intent: the order (priced and reserved as any other, pay-by in 30 minutes),
     * then its PaymentIntent for the server's total. If Stripe fails, the order is cancelled and its stock
     * released at once, so a failed attempt holds nothing.
     */
    async start(input: OrderInput, user: SessionUser | null, opts: { idempotencyKey?: string; clientIp: string }) {
      const stripe = requireGateway();
      const { order, repeated } = await placing.placeOrRepeat(input, user, 'card', { deferEmail: true, idempotencyKey: opts.idempotencyKey, clientIp: opts.clientIp });
      const row = (await repo.findOrderById(db, order.id))!;
      // A retry of an attempt whose payment could not be started: that order is cancelled, so is this answer.
      if (repeated && row.status === 'cancelled') throw new PaymentSetupFailed();
      let clientSecret: string;
      try {
        const intent = await stripe.createPaymentIntent({
          amountCents: row.totalCents,
          orderId: row.id,
          orderNumber: row.orderNumber,
          email: row.customerEmail,
          // One order, one intent: a retried call (ours or the SDK's) gets the same intent back.
          idempotencyKey: `order-${row.id}-pi`,
        });
        await repo.setPaymentIntent(db, row.id, intent.id);
        clientSecret = intent.clientSecret;
      } catch (err) {
        log.error({ err, orderNumber: row.orderNumber }, 'could not start a card payment; order cancelled');
        await inTransaction(db, (tx) => changeStatus(tx, row, 'cancelled', { note: 'Card payment could not be started', by: SYSTEM }));
        throw new PaymentSetupFailed();
      }
      // Stripe answers a retry with the same intent (its key is the order's); the e-mail went with the first.
      if (!repeated) await placing.sendPlacedEmail(order, user?.id ?? null);
      return { clientSecret, orderNumber: order.orderNumber, total: order.total };
    },

    /**
     * POST /api/stripe/webhook. The signature is checked on the exact bytes received. The event id is
     * recorded in the same transaction as its effect: a repeated delivery finds it and does nothing, and
     * an effect that fails rolls the record back so Stripe's retry is handled.
     */
    async handleWebhook(rawBody: Buffer, signature: string): Promise<void> {
      const stripe = requireGateway();
      let event: StripeEvent;
      try {
        event = await stripe.verifyWebhook(rawBody, signature);
      } catch {
        throw new AppError('invalid_data', BAD_SIGNATURE);
      }
      if (!isWellFormedEvent(event)) throw new AppError('invalid_data', NOT_AN_EVENT);
      const afterCommit = await inTransaction(db, async (t) => {
        if (!(await repo.recordStripeEvent(t, event.id, event.type))) return [];
        switch (event.type) {
          case 'payment_intent.succeeded':
            return paymentSucceeded(t, event.data.object);
          case 'payment_intent.payment_failed':
            return paymentNotCompleted(t, event.data.object, 'failed');
          case 'payment_intent.canceled':
            return paymentNotCompleted(t, event.data.object, 'canceled');
          default:
            return []; // Other events are acknowledged and ignored.
        }
      });
      for (const run of afterCommit) await run();
    },

    /**
     * Cancels card orders still unpaid after their pay-by time and releases their stock (the server runs
     * this every minute; tests call it with their own clock). Each order is asked of Stripe first and its
     * intent cancelled, so a payment cannot land after the stock is released; an intent that turns out
     * paid makes the order paid instead. If Stripe cannot be reached the order is cancelled anyway (stock
     * must not wait on an outside service) and a payment arriving later is flagged to staff.
     */
    async expireUnpaid(now: Date = new Date()): Promise<{ cancelled: string[]; paid: string[] }> {
      const result = { cancelled: [] as string[], paid: [] as string[] };
      const due = await repo.expiredCardOrders(db, now, SWEEP_BATCH);
      for (const row of due) {
        if (gateway && row.stripePaymentIntentId) {
          let outcome: string = 'canceled';
          try {
            outcome = await gateway.cancelPaymentIntent(row.stripePaymentIntentId, `order-${row.id}-pi-cancel`);
          } catch (err) {
            log.warn({ err, orderNumber: row.orderNumber }, 'could not cancel the payment intent at Stripe; cancelling the order anyway');
          }
          if (outcome === 'succeeded') {
            const intentId = row.stripePaymentIntentId;
            const { paid, receipt } = await inTransaction(db, async (t) => {
              const receipt = await core.money.stripeReceived(t, row, { paymentIntentId: intentId, amountCents: row.totalCents, by: STRIPE, now });
              return { paid: await changeStatus(t, row, 'paid', { note: 'Card payment received', by: STRIPE, now }), receipt };
            });
            for (const run of receipt) await run();
            if (paid) {
              result.paid.push(row.orderNumber);
              await core.statusChanged(paid, null);
            }
            continue;
          }
          if (outcome !== 'canceled') continue; // still being paid: ask again next round
        }
        const note = `The card payment was not completed within ${CARD_PAYMENT_WINDOW_MINUTES} minutes, so the order was cancelled and its items released. You are welcome to order again.`;
        const cancelled = await inTransaction(db, (tx) => changeStatus(tx, row, 'cancelled', { note, by: SYSTEM, now }));
        if (cancelled) {
          result.cancelled.push(row.orderNumber);
          await core.statusChanged(cancelled, note);
        }
      }
      if (result.cancelled.length > 0) log.info({ orders: result.cancelled }, 'unpaid card orders cancelled, stock released');
      return result;
    },
  };
}
export type CardPaymentService = ReturnType<typeof createCardPaymentService>;
