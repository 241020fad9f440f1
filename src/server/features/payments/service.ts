import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MoneyDeps } from '../../modules/money/money-deps';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { staffActor } from '../../lib/staff-actor';
import { owedOf, sumsOf } from '../../modules/money/balance';
import { confirmPending, failPending, lockSubject, recordRefund, type SubjectFacts } from '../../modules/money/record';
import { receiptSender } from '../../modules/money/send-receipt';
import { findPayment, findPaymentByReceipt, listPayments, listPaymentsOfMany, refundedCents, type LedgerSubject, type PaymentRow } from '../../modules/money/repository';
import { currentPaymentSettings, insertPaymentSettings, paymentSettingsOut } from '../../modules/money/settings';
import { toPayment, toPayments } from '../../modules/money/views';
import type { CardGateway } from '../../lib/payments/stripe';
import { sniffImage, type FileStore } from '../../lib/storage/uploads';
import type { SessionUser } from '../../plugins/auth';
import { fromCents } from '../../../shared/money';
import { centsOf } from '../../modules/money/cents';
import { addDays, kingstonDate, kingstonMidnight } from '../../../shared/kingston-time';
import { digestToken } from '../../lib/tokens';
import * as repo from './repository';
import { paymentsCsv } from './csv';
import { REQUEST_PHOTO_TYPES } from '../../../shared/constants';
import type { ConfirmTransferInput, MoneyOverview, Payment, PaymentSettings, PaymentSettingsInput, Receipt, RefundInput } from '../../../shared/schemas/payments';

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
export const RECEIPT_NOT_FOUND = 'Receipt Not Found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

function subjectOf(row: PaymentRow): LedgerSubject {
  if (row.requestId) return { requestId: row.requestId };
  if (row.orderId) return { orderId: row.orderId };
  throw new Error(`payment ${row.id} has no subject`);
}

/** Digests compared in constant time, so the answer's timing says nothing about how close a guess was. */
function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

const nextDay = (date: string) => addDays(date, 1);

export function createPaymentAdminService(deps: PaymentAdminDeps) {
  const { db, log } = deps;
  const sendReceipt = receiptSender(deps);

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
        const recorded = await confirmPending(t, facts, id, { now: new Date(), amountCents: centsOf(input.amountReceived), note: input.note ?? payment.note });
        if (!recorded) throw new AppError('conflict', 'This transfer was already dealt with');
        return { recorded, facts };
      });
      await sendReceipt(recorded, facts);
      return out(recorded.row);
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

    /**
     * A receipt as its printable page shows it: with the key from its e-mail, for staff, or for the
     * signed-in owner of the request or order. Anyone else gets the same 404 as for a number that does
     * not exist. Paid to date and owed are as they stood once this receipt's money moved.
     */
    async receipt(number: string, key: string | undefined, user: SessionUser | null): Promise<Receipt> {
      const row = number.length <= 40 ? await findPaymentByReceipt(db, number) : undefined;
      if (!row || !row.receiptNumber || !row.settledAt) throw new AppError('not_found', RECEIPT_NOT_FOUND);
      const subject = row.requestId ? await repo.requestForReceipt(db, row.requestId) : row.orderId ? await repo.orderForReceipt(db, row.orderId) : undefined;
      if (!subject) throw new AppError('not_found', RECEIPT_NOT_FOUND);
      const byKey = key !== undefined && key.length > 0 && row.receiptKeyHash !== null && sameDigest(digestToken(key), row.receiptKeyHash);
      const allowed = byKey || user?.role === 'admin' || (user !== null && subject.ownerId !== null && user.id === subject.ownerId);
      if (!allowed) throw new AppError('not_found', RECEIPT_NOT_FOUND);

      const settings = await currentPaymentSettings(db);
      const settledAt = row.settledAt;
      const upToThis = (await listPayments(db, subjectOf(row))).filter((r) => r.settledAt !== null && r.settledAt <= settledAt);
      const sumsThen = sumsOf(upToThis);
      const totalCents = subject.totalCents ?? 0;
      let gct: Receipt['gct'] = null;
      if (settings.gctBasisPoints > 0) {
        const cents = subject.includedGctCents ?? Math.round((totalCents * settings.gctBasisPoints) / (10_000 + settings.gctBasisPoints));
        gct = { percent: settings.gctBasisPoints / 100, amount: fromCents(cents)! };
      }
      return {
        receiptNumber: row.receiptNumber,
        kind: row.kind,
        issuedAt: settledAt.toISOString(),
        store: { name: deps.store.name, address: deps.store.address, phone: deps.store.phone, email: deps.store.email, trn: settings.trn },
        customer: { name: row.customerName, email: row.customerEmail },
        subjectNumber: row.subjectNumber,
        items: subject.items.map((i) => ({ description: i.description, quantity: i.quantity, amount: fromCents(i.amountCents)! })),
        gct,
        total: fromCents(totalCents)!,
        payment: { purpose: row.purpose, method: row.method, amount: fromCents(row.amountCents)!, reference: row.reference },
        paidToDate: fromCents(sumsThen.paidCents)!,
        outstanding: fromCents(owedOf(totalCents, sumsThen))!,
      };
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
