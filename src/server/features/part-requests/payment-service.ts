import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MoneyDeps } from '../../modules/money/money-deps';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { oncePerKey, requestDigest } from '../../lib/idempotency';
import { staffLabel } from '../../lib/staff-actor';
import { confirmPending, failPending, lockSubject, startPending, type SubjectFacts } from '../../modules/money/record';
import { bankDetailsOf, currentPaymentSettings } from '../../modules/money/settings';
import { receiptSender } from '../../modules/money/send-receipt';
import { staffRecord } from '../../modules/money/staff-record';
import { createReceiptReader } from '../../modules/money/receipt-view';
import { findPaymentByIdempotencyKey, findPaymentByReference, PAYMENT_KEY_CONSTRAINT, PROVIDER_REF_CONSTRAINT, staleCardPayments, updatePayment, type PaymentRow } from '../../modules/money/repository';
import { isUniqueViolation } from '../../db/errors';
import { toPayments } from '../../modules/money/views';
import { WipayUnavailable, type WipayClient } from '../../lib/payments/wipay';
import { reencodeImage, UnreadableImage } from '../../lib/storage/images';
import { sniffImage, type FileStore } from '../../lib/storage/uploads';
import { digestToken } from '../../lib/tokens';
import type { SessionUser } from '../../plugins/auth';
import { REQUEST_PHOTO_TYPES } from '../../../shared/constants';
import type { BankTransferFields, Payment, Receipt, RecordPaymentInput, StartCardPaymentInput, StartedCardPayment } from '../../../shared/schemas/payments';
import * as repo from './repository';
import { CUSTOMER_LABEL } from '../../../shared/statuses';

// Paying for a sourced part (docs/payments.md "Accepting, then paying"): the customer starts a card
// payment or announces a transfer, staff record money taken at the counter or waive the deposit, and
// WiPay's verified return moves a pending card payment on. Every amount is worked out here from the
// accepted option and the ledger; the browser only says deposit, balance or full.

export type RequestPaymentDeps = MoneyDeps & {
  slips: FileStore;
  wipay: WipayClient | undefined;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
};

/** Who is paying: the owner signed in, or the browser a manage link opened. */
export type PayerAccess = { via: 'account'; userId: string; id: string } | { via: 'manage-link'; requestNumber: string; accessToken: string | undefined };

export const SLIP_TYPE_MESSAGE = 'The slip must be a photo (JPEG, PNG, WebP or GIF) or a PDF';
const SLIP_UNREADABLE = 'The slip photo could not be read as an image: please take it again or send a PDF';
export const CARD_NOT_OFFERED = 'Card payments online are not available for sourced parts: pay by bank transfer or at the counter';
export const CARD_START_FAILED = 'WiPay could not open the card page just now. Please try again in a minute, or pay by transfer or at the counter';
const CARD_PAGE_OPENING = 'This card payment is still opening WiPay\'s page: wait a moment, then try again';
const CARD_PAGE_NOT_OPENED = 'WiPay could not open the card page';
/** How long a card payment may wait for WiPay's answer before its amount is freed for another try. */
export const CARD_PAGE_HOURS = 2;
const CARD_PAGE_LEFT = `No answer from WiPay within ${CARD_PAGE_HOURS} hours: the card page was left without paying`;
const NOT_FOUND = 'Request Not Found';
const NO_BANK_ACCOUNT = 'Bank transfer is not offered yet: the store has not given its bank account. Please pay by card or at the counter.';
const MISMATCHED_ANSWER = 'This payment answer belongs to another payment. If you paid, contact us with your receipt from WiPay.';
const MANAGE_ACCESS_NEEDED = 'To pay for this request, open the link we e-mailed to the address on it';

/** A PDF is judged by its first bytes too; it is kept as sent (it is never shown inline to customers). */
const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

export function createRequestPaymentService(deps: RequestPaymentDeps) {
  const { db, log } = deps;
  const sendReceipt = receiptSender(deps);
  const receipts = createReceiptReader(deps);

  /** The request the payer may pay for, or a 404/401 that says nothing about anyone else's. */
  async function payable(access: PayerAccess): Promise<repo.PartRequestView> {
    if (access.via === 'account') {
      const row = await repo.findRequestById(db, access.id);
      if (!row || row.userId !== access.userId) throw new AppError('not_found', NOT_FOUND);
      return row;
    }
    const row = await repo.findRequestByNumber(db, access.requestNumber);
    if (!row) throw new AppError('not_found', NOT_FOUND);
    if (!access.accessToken || !(await repo.hasAccessSession(db, row.id, digestToken(access.accessToken)))) {
      throw new AppError('unauthorized', MANAGE_ACCESS_NEEDED);
    }
    return row;
  }

  /** Under the request's lock: the facts, refusing a request with nothing agreed or one cancelled. */
  async function lockPayable(tx: Db, requestId: string): Promise<SubjectFacts> {
    const facts = await lockSubject(tx, { requestId });
    if (!facts) throw new AppError('not_found', NOT_FOUND);
    if (facts.status === 'cancelled') throw new AppError('conflict', 'This request was cancelled: nothing more can be paid on it');
    return facts;
  }

  /** A pending payment the customer started, under the request's lock, for the amount they chose. */
  function openPending(
    access: PayerAccess,
    requestId: string,
    p: Omit<Parameters<typeof startPending>[2], 'by'>,
  ): Promise<PaymentRow> {
    return inTransaction(db, async (t) => {
      const facts = await lockPayable(t, requestId);
      return startPending(t, facts, { ...p, by: { userId: access.via === 'account' ? access.userId : null, label: CUSTOMER_LABEL } });
    });
  }

  async function slipFileOf(slip: Buffer | undefined): Promise<string | null> {
    if (!slip) return null;
    if (isPdf(slip)) return deps.slips.save(slip, 'pdf');
    const image = await sniffImage(slip, REQUEST_PHOTO_TYPES);
    if (!image) throw new AppError('invalid_data', SLIP_TYPE_MESSAGE, [{ path: 'slip', message: SLIP_TYPE_MESSAGE }]);
    // Re-encoded: only the picture is kept, never what was hidden in or after it.
    const clean = await reencodeImage(slip).catch((err: unknown) => {
      if (err instanceof UnreadableImage) throw new AppError('invalid_data', SLIP_UNREADABLE, [{ path: 'slip', message: SLIP_UNREADABLE }]);
      throw err;
    });
    return deps.slips.save(clean, image.ext);
  }

  /** The payment made with this key; one on another request reads as a key used for something else (409). */
  async function ownPaymentByKey(key: string, requestId: string): Promise<PaymentRow | undefined> {
    const row = await findPaymentByIdempotencyKey(db, key);
    return row && row.requestId !== requestId ? { ...row, requestDigest: null } : row;
  }

  const startedAnswer = (row: PaymentRow, redirectUrl: string): StartedCardPayment => ({
    reference: row.reference,
    amount: row.amountCents / 100,
    redirectUrl,
    clientSecret: null,
    publishableKey: null,
  });

  /** A repeated card start: the page the first one opened, its refusal, or a wait while it is opening. */
  function startedBefore(row: PaymentRow): StartedCardPayment {
    if (row.redirectUrl) return startedAnswer(row, row.redirectUrl);
    if (row.state === 'failed') throw new AppError('unavailable', CARD_START_FAILED);
    throw new AppError('conflict', CARD_PAGE_OPENING);
  }

  /** Where the browser goes after WiPay's page, by how the payer reached the request. */
  function returnPage(payment: PaymentRow, result: 'success' | 'failed'): string {
    const q = `payment=${encodeURIComponent(payment.reference)}&result=${result}`;
    return payment.returnTo === 'dashboard'
      ? `/dashboard?${q}`
      : `/track-order/manage?number=${encodeURIComponent(payment.subjectNumber)}&${q}`;
  }

  return {
    /**
     * One of the request's receipts, for its owner: signed in, or the browser its manage link opened (whose
     * access cookie only this request's tracking routes receive). Another request's receipt is a 404.
     */
    async receipt(access: PayerAccess, receiptNumber: string): Promise<Receipt> {
      const row = await payable(access);
      return receipts.receipt(receiptNumber, { user: null, managedRequestId: row.id });
    },

    /**
     * WiPay tells us only through the customer's browser coming back, so a customer who closed WiPay's page
     * leaves the payment pending, and a pending payment holds its amount back from another try. After
     * CARD_PAGE_HOURS it is marked failed, freeing the amount; if WiPay's verified success still arrives,
     * wipayReturn records it (flagged for refund if the customer meanwhile paid another way).
     */
    async expireAbandonedCards(now: Date = new Date()): Promise<string[]> {
      const before = new Date(now.getTime() - CARD_PAGE_HOURS * 3600_000);
      const expired: string[] = [];
      for (const row of await staleCardPayments(db, 'wipay', before, 100)) {
        if (await failPending(db, row.id, { now, note: CARD_PAGE_LEFT })) expired.push(row.reference);
      }
      return expired;
    },

    /**
     * Opens a pending WiPay payment and WiPay's card page for it. With an Idempotency-Key, a repeat (a phone
     * whose connection dropped) answers the same payment and page; a start WiPay refused stays refused.
     */
    async startCard(access: PayerAccess, input: StartCardPaymentInput, opts: { idempotencyKey?: string } = {}): Promise<StartedCardPayment> {
      const request = await payable(access);
      if (input.method !== 'wipay' || !deps.wipay) {
        throw new AppError('conflict', CARD_NOT_OFFERED, [{ path: 'method', message: CARD_NOT_OFFERED }]);
      }
      const wipay = deps.wipay;
      const key = opts.idempotencyKey;
      const digest = key === undefined ? null : requestDigest({ requestId: request.id, input });
      const { value } = await oncePerKey({
        key,
        digest,
        find: (k) => ownPaymentByKey(k, request.id),
        answer: startedBefore,
        constraint: PAYMENT_KEY_CONSTRAINT,
        create: async () => {
          const returnTo = access.via === 'account' ? 'dashboard' : 'tracking';
          const pending = await openPending(access, request.id, { which: input.amount, method: 'wipay', returnTo, idempotencyKey: key ?? null, requestDigest: digest });
          try {
            const started = await wipay.start({
              orderId: pending.reference,
              amountCents: pending.amountCents,
              customerName: pending.customerName,
              customerEmail: pending.customerEmail,
              responseUrl: `${deps.publicUrl}/api/payments/wipay/return`,
              origin: deps.store.name.slice(0, 60),
            });
            await updatePayment(db, pending.id, { providerRef: started.transactionId ?? null, redirectUrl: started.url });
            return startedAnswer(pending, started.url);
          } catch (err) {
            // The card page never opened: the pending row must not hold the amount back from another try.
            await failPending(db, pending.id, { now: new Date(), note: CARD_PAGE_NOT_OPENED });
            if (err instanceof WipayUnavailable) {
              log.warn({ err, reference: pending.reference }, 'WiPay refused to start a payment');
              throw new AppError('unavailable', CARD_START_FAILED);
            }
            throw err;
          }
        },
      });
      return value;
    },

    /** A transfer the customer says they made, with its slip; a resend with the same key answers the first. */
    async announceTransfer(access: PayerAccess, fields: BankTransferFields, slip: Buffer | undefined, opts: { idempotencyKey?: string } = {}): Promise<Payment> {
      const request = await payable(access);
      // Without the store's account there is nowhere to send the money: the way is not offered.
      if (!bankDetailsOf(await currentPaymentSettings(db))) throw new AppError('conflict', NO_BANK_ACCOUNT, [{ path: 'amount', message: NO_BANK_ACCOUNT }]);
      const key = opts.idempotencyKey;
      const digest = key === undefined ? null : requestDigest({ requestId: request.id, fields, slip: slip && requestDigest(slip.toString('base64')) });
      const { value } = await oncePerKey({
        key,
        digest,
        find: (k) => ownPaymentByKey(k, request.id),
        answer: (row) => toPayments([row])[0]!,
        constraint: PAYMENT_KEY_CONSTRAINT,
        create: async () => {
          const slipFile = await slipFileOf(slip);
          try {
            const row = await openPending(access, request.id, { which: fields.amount, method: 'bank_transfer', slipFile, note: fields.note ?? null, idempotencyKey: key ?? null, requestDigest: digest });
            return toPayments([row])[0]!;
          } catch (err) {
            // Nothing half-written: a slip whose payment was refused is not kept.
            if (slipFile) await deps.slips.remove(slipFile).catch((e: unknown) => log.error({ err: e }, 'could not remove an orphan slip'));
            throw err;
          }
        },
      });
      return value;
    },

    /** Money staff took (cash, card at the counter, a transfer they found): succeeded at once, receipt e-mailed. */
    async staffRecord(requestId: string, input: RecordPaymentInput, user: SessionUser): Promise<Payment> {
      const { payment } = await staffRecord({ db, sendReceipt }, input, user, { lock: (t) => lockPayable(t, requestId) });
      return payment;
    },

    /** Staff let the work go ahead before the deposit: kept with the reason, in the request's history too. */
    async waiveDeposit(requestId: string, reason: string, user: SessionUser): Promise<void> {
      await inTransaction(db, async (t) => {
        const row = await repo.lockRequest(t, requestId);
        if (!row) throw new AppError('not_found', NOT_FOUND);
        if (row.amountDueCents === null) throw new AppError('conflict', 'There is no deposit to waive: the customer has not accepted a quote option');
        if (row.depositWaivedAt) throw new AppError('conflict', 'The deposit on this request is already waived');
        const now = new Date();
        await repo.updateRequest(t, requestId, { depositWaivedAt: now, depositWaivedBy: user.id, depositWaivedReason: reason });
        await repo.insertHistory(t, {
          requestId,
          status: row.status,
          note: `Deposit waived: ${reason}`,
          changedBy: user.id,
          changedByLabel: staffLabel(user),
        });
      });
    },

    /**
     * WiPay's redirect back through the customer's browser: trusted only once its hash checks out, its
     * order id is one of our pending WiPay payments, and its total and currency are that payment's. A
     * success then moves the payment on once, however often the same redirect arrives. Answers where to
     * send the browser.
     */
    async wipayReturn(query: Record<string, unknown>): Promise<string> {
      const wipay = deps.wipay;
      if (!wipay) throw new AppError('not_found', 'Card payments through WiPay are not set up');
      const answer = wipay.verify(query);
      if (!answer.ok) {
        log.warn({ reason: answer.reason, orderId: answer.orderId }, 'refused a WiPay return');
        throw new AppError('invalid_data', 'This payment answer could not be verified. If you paid, contact us with your receipt from WiPay.');
      }
      const payment = await findPaymentByReference(db, answer.orderId);
      if (!payment || payment.method !== 'wipay' || payment.kind !== 'payment' || !payment.requestId) {
        log.warn({ orderId: answer.orderId }, 'a verified WiPay return names no WiPay payment of ours');
        throw new AppError('invalid_data', 'This payment answer does not match a payment of ours. If you paid, contact us with your receipt from WiPay.');
      }
      // WiPay's hash covers the transaction and the total, not our order id: a genuine answer for one
      // payment, its order id swapped for another's of the same total, must not pay the second. The
      // transaction WiPay gave when the page was opened is the one this payment may be answered with.
      if (payment.providerRef !== null && payment.providerRef !== answer.transactionId) {
        log.warn({ reference: payment.reference }, 'a verified WiPay return names another transaction than its payment');
        throw new AppError('invalid_data', MISMATCHED_ANSWER);
      }
      const requestId = payment.requestId;
      if (answer.status !== 'success') {
        await failPending(db, payment.id, { now: new Date(), providerRef: answer.transactionId, note: 'Declined or cancelled on the WiPay page' }).catch(
          (err: unknown) => log.error({ err }, 'could not record a failed WiPay payment'),
        );
        return returnPage(payment, payment.state === 'succeeded' ? 'success' : 'failed');
      }
      if (answer.totalCents !== payment.amountCents || (answer.currency ?? wipay.currency) !== wipay.currency || wipay.currency !== 'JMD') {
        log.warn({ reference: payment.reference, total: answer.totalCents, currency: answer.currency }, 'a WiPay return does not match its payment');
        throw new AppError('invalid_data', 'The amount or currency of this payment answer is not the one we asked for. Contact us with your receipt from WiPay.');
      }
      const done = await inTransaction(db, async (t) => {
        const facts = await lockSubject(t, { requestId });
        if (!facts) return undefined;
        // A failed row too: WiPay's verified success for a card page we had given up on is money that came.
        const recorded = await confirmPending(t, facts, payment.id, { now: new Date(), providerRef: answer.transactionId, alsoFailed: true });
        return recorded ? { recorded, facts } : undefined;
      }).catch((err: unknown) => {
        // A payment opened without WiPay's transaction id, answered with one another payment holds.
        if (isUniqueViolation(err, PROVIDER_REF_CONSTRAINT)) throw new AppError('invalid_data', MISMATCHED_ANSWER);
        throw err;
      });
      if (done) await sendReceipt(done.recorded, done.facts);
      const now = done?.recorded.row ?? (await findPaymentByReference(db, payment.reference));
      return returnPage(payment, now?.state === 'succeeded' || now?.state === 'refunded' ? 'success' : 'failed');
    },
  };
}

export type RequestPaymentService = ReturnType<typeof createRequestPaymentService>;
