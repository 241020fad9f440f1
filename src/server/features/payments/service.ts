import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MoneyDeps } from '../../modules/money/money-deps';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { staffActor } from '../../lib/staff-actor';
import { owedOf, sumsOf } from '../../modules/money/balance';
import { confirmPending, failPending, lockSubject, recordRefund, type SubjectFacts } from '../../modules/money/record';
import { correctionSender, receiptSender } from '../../modules/money/send-receipt';
import { transferDifference, voidEntry } from '../../modules/money/corrections';
import { findPayment, listPayments, listPaymentsOfMany, refundedCents, type LedgerSubject, type PaymentRow } from '../../modules/money/repository';
import { currentPaymentSettings, insertPaymentSettings, paymentSettingsOut } from '../../modules/money/settings';
import { toPayment, toPayments } from '../../modules/money/views';
import type { CardGateway } from '../../lib/payments/stripe';
import { sniffImage, type FileStore } from '../../lib/storage/uploads';
import type { SessionUser } from '../../plugins/auth';
import { fromCents } from '../../../shared/money';
import { centsOf } from '../../modules/money/cents';
import { addDays, kingstonDate, kingstonMidnight } from '../../../shared/kingston-time';
import * as repo from './repository';
import { paymentsCsv } from './csv';
import { REQUEST_PHOTO_TYPES } from '../../../shared/constants';
import type {
  ConfirmTransferInput,
  MoneyOverview,
  Payment,
  PaymentSettings,
  PaymentSettingsInput,
  RefundInput,
  VoidPaymentInput,
  VoidResult,
} from '../../../shared/schemas/payments';

// The staff-wide side of the ledger (docs/payments.md, "The routes"): payment settings and the actions
// on one payment (confirm or reject an announced transfer, refund, its slip). Each change goes through
// modules/money/record.ts under the subject's lock; e-mails leave after the transaction commits.

export type PaymentAdminDeps = MoneyDeps & {
  slips: FileStore;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** Stripe, when its keys are set: a Stripe card payment is refunded through its API. */
  stripe?: Pick<CardGateway, 'refund'>;
};

export const STRIPE_REFUND_UNAVAILABLE = 'This card payment went through Stripe, which is not set up on this server: refund it in the Stripe dashboard';
export const STRIPE_REFUND_FAILED = 'Stripe could not make the refund just now. Nothing was recorded: try again in a minute';
export const PAYMENT_NOT_FOUND = 'Payment Not Found';
export const ORDER_PAID_VOID =
  'This order is marked paid and would owe money again without this entry: enter the amount that really came as the correct amount, or refund instead';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

function subjectOf(row: PaymentRow): LedgerSubject {
  if (row.requestId) return { requestId: row.requestId };
  if (row.orderId) return { orderId: row.orderId };
  throw new Error(`payment ${row.id} has no subject`);
}

const nextDay = (date: string) => addDays(date, 1);

export function createPaymentAdminService(deps: PaymentAdminDeps) {
  const { db, log } = deps;
  const sendReceipt = receiptSender(deps);
  const sendCorrection = correctionSender(deps);

  async function paymentOr404(id: string, on: Db = db): Promise<PaymentRow> {
    const row = UUID.test(id) ? await findPayment(on, id) : undefined;
    if (!row) throw new AppError('not_found', PAYMENT_NOT_FOUND);
    return row;
  }

  /** Payment row with what has been refunded of it, as the API shows it. */
  async function out(row: PaymentRow): Promise<Payment> {
    return toPayment(row, row.kind === 'payment' ? await refundedCents(db, row.id) : 0);
  }

  /** Locks the payment's subject, then re-reads the payment under that lock. */
  async function locked(tx: Db, id: string): Promise<{ facts: SubjectFacts; payment: PaymentRow }> {
    const before = await paymentOr404(id, tx);
    const facts = await lockSubject(tx, subjectOf(before));
    const payment = await findPayment(tx, id);
    if (!facts || !payment) throw new AppError('not_found', PAYMENT_NOT_FOUND);
    return { facts, payment };
  }

  return {
    async settings(): Promise<PaymentSettings> {
      return paymentSettingsOut(await currentPaymentSettings(db));
    },

    async saveSettings(input: PaymentSettingsInput, user: SessionUser): Promise<PaymentSettings> {
      return paymentSettingsOut(await insertPaymentSettings(db, input, user.id));
    },

    /** A transfer staff found in the bank: the amount that arrived may differ from what was announced. */
    async confirm(id: string, input: ConfirmTransferInput): Promise<Payment> {
      const { recorded, facts } = await inTransaction(db, async (t) => {
        const { facts, payment } = await locked(t, id);
        if (payment.kind !== 'payment' || payment.method !== 'bank_transfer') {
          throw new AppError('conflict', 'Only an announced bank transfer is confirmed here');
        }
        if (payment.state !== 'pending') throw new AppError('conflict', `This transfer is already ${payment.state}`);
        const receivedCents = centsOf(input.amountReceived);
        const warning = transferDifference({ receivedCents, announcedCents: payment.amountCents, owedCents: owedOf(facts.totalCents, sumsOf(await listPayments(t, facts.subject))) });
        if (warning && input.acceptDifference !== true) throw new AppError('conflict', warning, [{ path: 'amountReceived', message: warning }]);
        const recorded = await confirmPending(t, facts, id, { now: new Date(), amountCents: receivedCents, note: input.note ?? payment.note });
        if (!recorded) throw new AppError('conflict', 'This transfer was already dealt with');
        return { recorded, facts };
      });
      await sendReceipt(recorded, facts);
      return out(recorded.row);
    },

    /**
     * An entry staff recorded by mistake, voided with the reason and, when money did arrive, replaced by
     * the amount that really came (docs/payments.md, "Corrections"). A shop order already marked paid
     * must stay covered: voiding the money that paid it is a refund's job.
     */
    async void(id: string, input: VoidPaymentInput, user: SessionUser): Promise<VoidResult> {
      const correctCents = input.correctAmount == null ? null : centsOf(input.correctAmount);
      const { result, facts } = await inTransaction(db, async (t) => {
        const { facts } = await locked(t, id);
        const result = await voidEntry(t, facts, id, { reason: input.reason, correctCents, by: staffActor(user), now: new Date() });
        if ('orderId' in facts.subject && (await repo.orderMarkedPaid(t, facts.subject.orderId)) && owedOf(facts.totalCents, sumsOf(await listPayments(t, facts.subject))) > 0) {
          throw new AppError('conflict', ORDER_PAID_VOID);
        }
        return { result, facts };
      });
      await sendCorrection({ ...result, reason: input.reason }, facts);
      const shown = toPayments(await listPayments(db, facts.subject));
      const find = (row: PaymentRow) => shown.find((p) => p.id === row.id)!;
      return { voided: find(result.voided), void: find(result.voidRow), corrected: result.corrected ? find(result.corrected.row) : null };
    },

    /** A transfer that never arrived. */
    async reject(id: string, reason: string): Promise<Payment> {
      const row = await inTransaction(db, async (t) => {
        const { payment } = await locked(t, id);
        if (payment.kind !== 'payment' || payment.method !== 'bank_transfer') {
          throw new AppError('conflict', 'Only an announced bank transfer is rejected here');
        }
        if (payment.state !== 'pending') throw new AppError('conflict', `This transfer is already ${payment.state}`);
        const failed = await failPending(t, id, { now: new Date(), note: `Not received: ${reason}` });
        if (!failed) throw new AppError('conflict', 'This transfer was already dealt with');
        return failed;
      });
      return out(row);
    },

    /**
     * All or part of a payment given back: a refund row with its own receipt, e-mailed. A Stripe payment
     * is refunded through Stripe first, and recorded only once Stripe has made it; WiPay has no refund
     * call, so its refunds (like cash and transfers) are made outside and recorded here
     * (docs/payments.md, "Card providers").
     */
    async refund(id: string, input: RefundInput, user: SessionUser): Promise<Payment> {
      const amountCents = centsOf(input.amount);
      const { recorded, facts } = await inTransaction(db, async (t) => {
        const { facts, payment } = await locked(t, id);
        let providerRef: string | null = null;
        if (payment.kind === 'payment' && payment.method === 'stripe' && payment.providerRef) {
          const stripe = deps.stripe;
          if (!stripe) throw new AppError('unavailable', STRIPE_REFUND_UNAVAILABLE);
          const refundedBefore = await refundedCents(t, payment.id);
          // The same refund asked again (a retry after a timeout) is the same refund at Stripe.
          if (amountCents <= payment.amountCents - refundedBefore && payment.state === 'succeeded') {
            try {
              const made = await stripe.refund({ paymentIntentId: payment.providerRef, amountCents, idempotencyKey: `refund-${payment.id}-${refundedBefore}-${amountCents}` });
              providerRef = made.id;
            } catch (err) {
              log.error({ err, payment: payment.reference }, 'Stripe refund failed');
              throw new AppError('unavailable', STRIPE_REFUND_FAILED);
            }
          }
        }
        const recorded = await recordRefund(t, facts, payment, { amountCents, reason: input.reason, by: staffActor(user), providerRef, now: new Date() });
        return { recorded, facts };
      });
      await sendReceipt(recorded, facts);
      return toPayments([recorded.row])[0]!;
    },

    /** The staff money view: balances owed, transfers to confirm, money to refund, today's takings. */
    async overview(now = new Date()): Promise<MoneyOverview> {
      const open = await repo.openSubjects(db);
      const rows = await listPaymentsOfMany(db, { requestIds: open.requests.map((r) => r.id), orderIds: open.orders.map((o) => o.id) });
      const paidOf = new Map<string, PaymentRow[]>();
      for (const r of rows) {
        const id = r.requestId ?? r.orderId!;
        paidOf.set(id, [...(paidOf.get(id) ?? []), r]);
      }
      const outstanding: MoneyOverview['outstanding'] = [];
      const subjects = [
        ...open.requests.map((r) => ({ ...r, kind: 'request' as const })),
        ...open.orders.map((o) => ({ ...o, kind: 'order' as const })),
      ];
      for (const s of subjects) {
        const total = s.totalCents ?? 0;
        const sums = sumsOf(paidOf.get(s.id) ?? []);
        const owed = owedOf(total, sums);
        if (owed <= 0) continue;
        outstanding.push({
          subjectNumber: s.number,
          subjectKind: s.kind,
          subjectId: s.id,
          customerName: s.customerName,
          status: s.status,
          total: fromCents(total)!,
          paid: fromCents(sums.paidCents)!,
          outstanding: fromCents(owed)!,
        });
      }
      outstanding.sort((a, b) => b.outstanding - a.outstanding);
      const withSubject = async (list: PaymentRow[]) => {
        const shown = toPayments(list);
        return Promise.all(
          list.map(async (r, i) => ({ ...shown[i]!, refunded: fromCents(await refundedCents(db, r.id))!, subjectNumber: r.subjectNumber, customerName: r.customerName })),
        );
      };
      const today = kingstonDate(now);
      const settled = await repo.settledBetween(db, kingstonMidnight(today), kingstonMidnight(nextDay(today)));
      const byMethod = new Map<Payment['method'], { amount: number; count: number }>();
      let inCents = 0;
      let refundCents = 0;
      for (const r of settled) {
        if (r.kind === 'payment' && (r.state === 'succeeded' || r.state === 'refunded')) {
          const m = byMethod.get(r.method) ?? { amount: 0, count: 0 };
          byMethod.set(r.method, { amount: m.amount + r.amountCents, count: m.count + 1 });
          inCents += r.amountCents;
        }
        if (r.kind === 'refund' && r.state === 'succeeded') refundCents += r.amountCents;
      }
      return {
        outstanding,
        awaitingConfirmation: await withSubject(await repo.pendingTransfers(db)),
        flagged: await withSubject(await repo.flaggedPayments(db)),
        today: {
          date: today,
          byMethod: [...byMethod].map(([method, m]) => ({ method, amount: fromCents(m.amount)!, count: m.count })),
          refunds: fromCents(refundCents)!,
          net: fromCents(inCents - refundCents)!,
        },
      };
    },

    /** The ledger rows settled from `from` to `to` (Kingston dates, both included), as CSV. */
    async csv(from: string, to: string): Promise<string> {
      return paymentsCsv(await repo.settledBetween(db, kingstonMidnight(from), kingstonMidnight(nextDay(to))));
    },

    /** The transfer slip, its type judged again by its bytes. */
    async slip(id: string): Promise<{ bytes: Buffer; mime: string }> {
      const row = await paymentOr404(id);
      const file = row.slipFile ? await deps.slips.read(row.slipFile) : undefined;
      if (!file) throw new AppError('not_found', 'This payment has no slip');
      if (isPdf(file.bytes)) return { bytes: file.bytes, mime: 'application/pdf' };
      const image = await sniffImage(file.bytes, REQUEST_PHOTO_TYPES);
      if (!image) throw new AppError('not_found', 'This payment has no slip');
      return { bytes: file.bytes, mime: image.mime };
    },
  };
}

export type PaymentAdminService = ReturnType<typeof createPaymentAdminService>;
