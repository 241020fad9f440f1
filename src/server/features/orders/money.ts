import { PAYMENT_METHOD_LABELS } from '../../../shared/payments';
import type { Money, Payment, RecordPaymentInput } from '../../../shared/schemas/payments';
import type { Db } from '../../db/client';
import type { MoneyDeps } from '../../modules/money/money-deps';
import { AppError } from '../../lib/errors';
import { ledgerSums, owedOf } from '../../modules/money/balance';
import { lockSubject, recordReceived, type Recorded, type SubjectFacts } from '../../modules/money/record';
import { receiptSender } from '../../modules/money/send-receipt';
import { staffRecord } from '../../modules/money/staff-record';
import { findPaymentByProvider, updatePayment } from '../../modules/money/repository';
import { currentPaymentSettings } from '../../modules/money/settings';
import { moneyFor, paymentMethodsOf } from '../../modules/money/views';
import { jmd } from '../../lib/mail/wording';
import type { SessionUser } from '../../plugins/auth';
import * as repo from './repository';
import { changeStatus, ORDER_NOT_FOUND, type StatusActor } from './status';

// A shop order's money on the one ledger (docs/payments.md "Shop orders"): staff record what was paid at
// the counter or by transfer, a verified Stripe payment is recorded once, and the order counts as paid
// (paid_at) once what was received covers its total, never before. Refunds are the ledger's
// (POST /api/admin/payments/:id/refund).

export type OrderMoneyDeps = MoneyDeps & {
  /** Whether checkout takes cards through Stripe (its keys are set). */
  stripe: boolean;
};

/** Work to do once the transaction that recorded the money has committed. */
export type AfterCommit = () => Promise<void>;

const CANCELLED = 'This order is cancelled: nothing is owed on it. Refund any money taken from its payments instead.';

export function createOrderMoney(deps: OrderMoneyDeps) {
  const { db } = deps;
  const sendReceipt = receiptSender(deps);

  async function lockOrder(tx: Db, orderId: string): Promise<SubjectFacts> {
    const facts = await lockSubject(tx, { orderId });
    if (!facts) throw new AppError('not_found', ORDER_NOT_FOUND);
    return facts;
  }

  const receiptAfterCommit = (recorded: Recorded, facts: SubjectFacts): AfterCommit => () => sendReceipt(recorded, facts);

  /**
   * Marks the order paid the first time what was received covers its total: a pending order moves to
   * Paid (as a card payment moves it; the customer is e-mailed), one further on keeps its status and
   * gains paid_at and a history line. Call after recording money, in the same transaction, under the
   * order's lock; answers the status change to e-mail once it commits.
   */
  async function settleIfCovered(tx: Db, facts: SubjectFacts, how: string, by: StatusActor, now: Date): Promise<repo.OrderRow | undefined> {
    if (!('orderId' in facts.subject)) return undefined;
    if (owedOf(facts.totalCents, await ledgerSums(tx, facts.subject)) > 0) return undefined;
    const row = await repo.findOrderById(tx, facts.subject.orderId);
    if (!row || row.paidAt !== null) return undefined;
    const note = `Paid in full (${how})`;
    if (row.status === 'pending') return changeStatus(tx, row, 'paid', { note, by, now });
    const paid = await repo.setPaidAtOnce(tx, row.id, now);
    if (paid) await repo.insertHistory(tx, { orderId: paid.id, status: paid.status, note, changedBy: by.userId, changedByLabel: by.label });
    return undefined;
  }

  return {
    /** The order's money as staff see it: where it stands and every payment and refund. */
    async moneyOf(row: repo.OrderRow): Promise<Money> {
      const methods = paymentMethodsOf({
        wipay: false,
        stripe: deps.stripe,
        settings: await currentPaymentSettings(db),
        store: { address: deps.store.address, hours: deps.store.hours },
      });
      return moneyFor(db, { orderId: row.id }, { totalCents: row.totalCents, depositDueCents: row.totalCents, depositWaived: false, balanceDueNow: true, methods });
    },

    /**
     * POST /api/admin/orders/:n/payments: money staff took (cash or card at the counter, a transfer they
     * found). Recorded with its receipt, e-mailed; more than is owed is kept and flagged for refund.
     * Answers the payment, and the order if this payment moved it to Paid (its e-mail is the caller's).
     */
    async staffRecord(orderNumber: string, input: RecordPaymentInput, user: SessionUser): Promise<{ payment: Payment; nowPaid: repo.OrderRow | undefined }> {
      const { payment, then: nowPaid } = await staffRecord({ db, sendReceipt }, input, user, {
        lock: async (t) => {
          const row = await repo.findOrderByNumber(t, orderNumber);
          if (!row) throw new AppError('not_found', ORDER_NOT_FOUND);
          const facts = await lockOrder(t, row.id);
          if (facts.status === 'cancelled') throw new AppError('conflict', CANCELLED);
          return facts;
        },
        then: (t, facts, { by, now }) => settleIfCovered(t, facts, PAYMENT_METHOD_LABELS[input.method].toLowerCase(), by, now),
      });
      return { payment, nowPaid };
    },

    /**
     * A verified Stripe payment for the order, recorded once on the ledger with its receipt: a second
     * event for the same intent finds the row (and the unique index on method and reference stops a
     * race). Runs inside the webhook's (or the expiry sweep's) transaction.
     */
    async stripeReceived(tx: Db, row: repo.OrderRow, p: { paymentIntentId: string; amountCents: number; by: StatusActor; now: Date }): Promise<AfterCommit[]> {
      const facts = await lockOrder(tx, row.id);
      if (await findPaymentByProvider(tx, 'stripe', p.paymentIntentId)) return [];
      const recorded = await recordReceived(tx, facts, { method: 'stripe', amountCents: p.amountCents, by: p.by, providerRef: p.paymentIntentId, now: p.now });
      return [receiptAfterCommit(recorded, facts)];
    },

    /** A Stripe payment the shop must give back (it arrived after the order was cancelled): on the money view's refund list. */
    async flagForRefund(tx: Db, paymentIntentId: string, reason: string): Promise<void> {
      const row = await findPaymentByProvider(tx, 'stripe', paymentIntentId);
      if (row && row.kind === 'payment' && row.state === 'succeeded') await updatePayment(tx, row.id, { flaggedReason: reason });
    },

    /**
     * Why a staff status change must wait for the money, or the note it goes ahead with: an order is
     * marked paid by recording its payment, never by hand; it is handed over (delivered) with nothing
     * owed, unless staff give a reason. Orders paid before the ledger existed carry paid_at and pass.
     */
    async statusGate(tx: Db, row: repo.OrderRow, to: string, override: string | null | undefined): Promise<string | null> {
      if (row.paidAt !== null || (to !== 'paid' && to !== 'delivered')) return null;
      const owedCents = owedOf(row.totalCents, await ledgerSums(tx, { orderId: row.id }));
      if (owedCents === 0) return null;
      const owed = jmd(owedCents / 100);
      if (to === 'paid') {
        const message = `${owed} is still owed: record the payment under Money and the order shows paid once it is covered.`;
        throw new AppError('conflict', message, [{ path: 'status', message }]);
      }
      if (!override) {
        const message = `${owed} is still owed on this order. Record the payment, or give a reason to mark it delivered without it.`;
        throw new AppError('conflict', message, [{ path: 'override', message }]);
      }
      return `Delivered with ${owed} still owed: ${override}`;
    },
  };
}
export type OrderMoney = ReturnType<typeof createOrderMoney>;
