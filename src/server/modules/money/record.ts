import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, partRequests } from '../../db/schema';
import type { PaymentMethod, PaymentPurpose } from '../../../shared/payments';
import { AppError } from '../../lib/errors';
import { jmd } from '../../lib/mail/wording';
import { digestToken, newToken } from '../../lib/tokens';
import { owedOf, sumsOf, type LedgerSums } from './balance';
import {
  insertPayment,
  listPayments,
  lockPayment,
  nextReceiptNumber,
  refundedCents,
  settlePending,
  updatePayment,
  type LedgerSubject,
  type PaymentRow,
} from './repository';
import { kingstonYear } from './views';

// Every change to the ledger goes through here (docs/payments.md): the subject's row is locked first, so
// two payments never decide on the same balance at once, and each succeeded row gets its receipt number
// in the same transaction. Callers run these inside db.transaction and send e-mails after it commits.

/** What the ledger needs to know of a request or order, read under its row lock. */
export type SubjectFacts = {
  subject: LedgerSubject;
  /** REQ-… or ORD-… */
  number: string;
  customerName: string;
  customerEmail: string;
  /** What was agreed (the accepted option, the order total); null while a request has no accepted option. */
  totalCents: number | null;
  depositDueCents: number;
  depositWaived: boolean;
  /** Shop orders are paid in one go: purpose 'order'. */
  isOrder: boolean;
  /** The request's or order's status now. */
  status: string;
};

export type Actor = { userId: string | null; label: string };

export const NOTHING_AGREED = 'Nothing is due on this request yet: the customer has not accepted a quote option';
export const NOTHING_OWED = 'Nothing is owed: this is paid in full';

type SubjectMoney = Pick<SubjectFacts, 'number' | 'totalCents' | 'depositDueCents' | 'depositWaived' | 'isOrder'>;

/** The facts every subject has the same way, and the money that each kind reads from its own columns. */
const factsOf = (subject: LedgerSubject, row: { customerName: string; customerEmail: string; status: string }, money: SubjectMoney): SubjectFacts => ({
  subject,
  customerName: row.customerName,
  customerEmail: row.customerEmail,
  status: row.status,
  ...money,
});

/** Locks the request's or order's row until the transaction ends, and reads what the ledger needs. */
export async function lockSubject(tx: Db, subject: LedgerSubject): Promise<SubjectFacts | undefined> {
  if ('requestId' in subject) {
    const [row] = await tx.select().from(partRequests).where(eq(partRequests.id, subject.requestId)).for('update');
    return (
      row &&
      factsOf(subject, row, {
        number: row.requestNumber,
        totalCents: row.amountDueCents,
        depositDueCents: row.depositDueCents ?? 0,
        depositWaived: row.depositWaivedAt !== null,
        isOrder: false,
      })
    );
  }
  const [row] = await tx.select().from(orders).where(eq(orders.id, subject.orderId)).for('update');
  return row && factsOf(subject, row, { number: row.orderNumber, totalCents: row.totalCents, depositDueCents: row.totalCents, depositWaived: false, isOrder: true });
}

/** The columns of a new ledger row that say whose money it is. */
export function whoseRow(facts: SubjectFacts) {
  return {
    requestId: 'requestId' in facts.subject ? facts.subject.requestId : null,
    orderId: 'orderId' in facts.subject ? facts.subject.orderId : null,
    subjectNumber: facts.number,
    customerName: facts.customerName,
    customerEmail: facts.customerEmail,
  };
}

function agreedTotal(facts: SubjectFacts): number {
  if (facts.totalCents === null) throw new AppError('conflict', NOTHING_AGREED);
  return facts.totalCents;
}

/**
 * The amount the customer asked to pay, worked out here from what was agreed and the ledger: 'deposit'
 * is what is left of the deposit, 'balance' and 'full' everything outstanding. Money already on its way
 * (pending) counts as paid, so a second start never asks for more than is owed.
 */
export function amountToPay(facts: SubjectFacts, sums: LedgerSums, which: 'deposit' | 'balance' | 'full'): { cents: number; purpose: PaymentPurpose } {
  const total = agreedTotal(facts);
  const covered = sums.receivedCents + sums.pendingCents;
  const open = total - covered;
  if (open <= 0) {
    const message = sums.pendingCents > 0 ? 'A payment for what is owed is already waiting for confirmation' : NOTHING_OWED;
    throw new AppError('conflict', message, [{ path: 'amount', message }]);
  }
  if (facts.isOrder) return { cents: open, purpose: 'order' };
  if (which === 'deposit') {
    const left = facts.depositDueCents - covered;
    if (facts.depositWaived || left <= 0) {
      const message = 'The deposit is already paid or on its way: pay the balance instead';
      throw new AppError('conflict', message, [{ path: 'amount', message }]);
    }
    return { cents: Math.min(left, open), purpose: left >= total ? 'full' : 'deposit' };
  }
  return { cents: open, purpose: covered === 0 ? 'full' : 'balance' };
}

/** What a payment recorded by staff (or confirmed) is for, from what was already received. */
export function purposeOf(facts: SubjectFacts, sums: LedgerSums, amountCents: number): PaymentPurpose {
  if (facts.isOrder) return 'order';
  const total = facts.totalCents ?? 0;
  if (sums.receivedCents <= 0 && amountCents >= total) return 'full';
  if (sums.receivedCents < facts.depositDueCents) return 'deposit';
  return 'balance';
}

/** Money beyond what was owed: kept (it was received) and flagged for staff to refund. */
/**
 * Why money that arrived must go back, for the money view's refund list, or null: all of it when the
 * request or order was cancelled before it came (a card page or a transfer started earlier), else what
 * is more than was owed.
 */
function refundReason(facts: SubjectFacts, sums: LedgerSums, amountCents: number): string | null {
  if (facts.status === 'cancelled') return `Arrived after ${facts.number} was cancelled: refund the ${jmd(amountCents / 100)} to the customer`;
  const owed = owedOf(facts.totalCents, sums);
  if (amountCents <= owed) return null;
  return `${jmd((amountCents - owed) / 100)} more than was owed: refund it to the customer`;
}

/**
 * What a request or an order has received is kept in a PostgreSQL integer of cents (received_cents, summed
 * by the database), so it cannot pass J$21,474,836.47. A payment that would take it past is refused by name
 * (409) rather than failing the statement; no real part comes near it, so this is a typing slip.
 */
const MOST_RECEIVED_CENTS = 2_147_483_647;
function assertFitsTheRecord(facts: SubjectFacts, sums: LedgerSums, amountCents: number): void {
  if (sums.receivedCents + amountCents <= MOST_RECEIVED_CENTS) return;
  const message = `That would make ${jmd((sums.receivedCents + amountCents) / 100)} received on ${facts.number}, more than one record can hold (${jmd(MOST_RECEIVED_CENTS / 100)}): check the amount`;
  throw new AppError('conflict', message, [{ path: 'amount', message }]);
}

async function sumsNow(tx: Db, facts: SubjectFacts): Promise<LedgerSums> {
  return sumsOf(await listPayments(tx, facts.subject));
}

/** A receipt number and the key of the link e-mailed with it (only its digest is stored). */
async function newReceipt(tx: Db, now: Date): Promise<{ receiptNumber: string; receiptKeyHash: string; receiptKey: string }> {
  const receiptKey = newToken();
  return { receiptNumber: await nextReceiptNumber(tx, kingstonYear(now)), receiptKeyHash: digestToken(receiptKey), receiptKey };
}

/** A row that just succeeded, with the key for its receipt link (to e-mail, never stored in clear). */
export type Recorded = { row: PaymentRow; receiptKey: string };

/**
 * A payment started by the customer (a card page opened, a transfer announced): pending, no receipt yet.
 * The amount is the one `which` names, worked out from the ledger read once here (amountToPay), so it is
 * never more than is still open (owed less what is already pending).
 */
export async function startPending(
  tx: Db,
  facts: SubjectFacts,
  p: {
    which: 'deposit' | 'balance' | 'full';
    method: PaymentMethod;
    by: Actor;
    returnTo?: string | null;
    slipFile?: string | null;
    note?: string | null;
    /** A card start's Idempotency-Key and request digest (lib/idempotency.ts). */
    idempotencyKey?: string | null;
    requestDigest?: string | null;
  },
): Promise<PaymentRow> {
  const { cents, purpose } = amountToPay(facts, await sumsNow(tx, facts), p.which);
  return insertPayment(tx, {
    ...whoseRow(facts),
    kind: 'payment',
    purpose,
    method: p.method,
    amountCents: cents,
    state: 'pending',
    returnTo: p.returnTo ?? null,
    slipFile: p.slipFile ?? null,
    idempotencyKey: p.idempotencyKey ?? null,
    requestDigest: p.requestDigest ?? null,
    note: p.note ?? null,
    recordedBy: p.by.userId,
    recordedByLabel: p.by.label,
  });
}

/**
 * Money taken by staff (cash, card at the counter, a transfer they found): succeeded at once, with its
 * receipt. More than is owed is still recorded, flagged for refund.
 */
export async function recordReceived(
  tx: Db,
  facts: SubjectFacts,
  p: {
    method: PaymentMethod;
    amountCents: number;
    by: Actor;
    note?: string | null;
    providerRef?: string | null;
    now: Date;
    /** The voided entry this one replaces with the amount that really came (corrections.ts). */
    corrects?: string | null;
    slipFile?: string | null;
  },
): Promise<Recorded> {
  agreedTotal(facts);
  const sums = await sumsNow(tx, facts);
  assertFitsTheRecord(facts, sums, p.amountCents);
  const receipt = await newReceipt(tx, p.now);
  const row = await insertPayment(tx, {
    ...whoseRow(facts),
    kind: 'payment',
    purpose: purposeOf(facts, sums, p.amountCents),
    method: p.method,
    amountCents: p.amountCents,
    state: 'succeeded',
    providerRef: p.providerRef ?? null,
    corrects: p.corrects ?? null,
    slipFile: p.slipFile ?? null,
    note: p.note ?? null,
    flaggedReason: refundReason(facts, sums, p.amountCents),
    recordedBy: p.by.userId,
    recordedByLabel: p.by.label,
    receiptNumber: receipt.receiptNumber,
    receiptKeyHash: receipt.receiptKeyHash,
    settledAt: p.now,
    createdAt: p.now,
  });
  return { row, receiptKey: receipt.receiptKey };
}

/**
 * A pending payment whose money arrived (a verified provider answer, a transfer staff found). Only a
 * pending row moves: of any number of deliveries of the same success, one gets a Recorded back and the
 * rest get undefined and must do nothing more. `amountCents` is what arrived when staff say it differs.
 * `alsoFailed`: a provider's verified word that the money came after all moves a failed row too (a card
 * page we gave up on, then paid); money that came is never left unrecorded.
 */
export async function confirmPending(
  tx: Db,
  facts: SubjectFacts,
  paymentId: string,
  p: { now: Date; providerRef?: string | null; amountCents?: number; note?: string | null; alsoFailed?: boolean },
): Promise<Recorded | undefined> {
  const from: PaymentRow['state'][] = p.alsoFailed ? ['pending', 'failed'] : ['pending'];
  const pending = await lockPayment(tx, paymentId);
  if (!pending || !from.includes(pending.state)) return undefined;
  const sums = await sumsNow(tx, facts);
  const amountCents = p.amountCents ?? pending.amountCents;
  assertFitsTheRecord(facts, sums, amountCents);
  const receipt = await newReceipt(tx, p.now);
  // A failed row that turns out paid says so, keeping why it had failed; it never reads "declined".
  const note = p.note === undefined && pending.state === 'failed' ? `Paid after all (it had been marked failed: ${pending.note ?? 'no answer'})` : p.note;
  const row = await settlePending(tx, paymentId, {
    state: 'succeeded',
    from,
    now: p.now,
    amountCents,
    purpose: purposeOf(facts, sums, amountCents),
    providerRef: p.providerRef,
    note,
    flaggedReason: refundReason(facts, sums, amountCents),
    receiptNumber: receipt.receiptNumber,
    receiptKeyHash: receipt.receiptKeyHash,
  });
  return row ? { row, receiptKey: receipt.receiptKey } : undefined;
}

/** A pending payment that never came (a declined card, a transfer staff cannot find). */
export async function failPending(tx: Db, paymentId: string, p: { now: Date; note?: string | null; providerRef?: string | null }): Promise<PaymentRow | undefined> {
  return settlePending(tx, paymentId, { state: 'failed', now: p.now, note: p.note, providerRef: p.providerRef });
}

export const REFUND_TOO_MUCH = 'That is more than is left to refund of this payment';

/**
 * Gives back all or part of a succeeded payment: a refund row with its own receipt. A payment refunded
 * in full becomes 'refunded'; a flagged over-payment stops being flagged once what was paid is no longer
 * more than what was agreed.
 */
export async function recordRefund(
  tx: Db,
  facts: SubjectFacts,
  payment: PaymentRow,
  p: { amountCents: number; reason: string; by: Actor; providerRef?: string | null; now: Date },
): Promise<Recorded> {
  if (payment.kind !== 'payment' || (payment.state !== 'succeeded' && payment.state !== 'refunded')) {
    throw new AppError('conflict', 'Only a payment that went through can be refunded');
  }
  const left = payment.amountCents - (await refundedCents(tx, payment.id));
  if (p.amountCents > left) {
    const message = `${REFUND_TOO_MUCH} (${jmd(left / 100)})`;
    throw new AppError('conflict', message, [{ path: 'amount', message }]);
  }
  const receipt = await newReceipt(tx, p.now);
  const row = await insertPayment(tx, {
    requestId: payment.requestId,
    orderId: payment.orderId,
    subjectNumber: facts.number,
    customerName: facts.customerName,
    customerEmail: facts.customerEmail,
    kind: 'refund',
    refundOf: payment.id,
    purpose: 'refund',
    method: payment.method,
    amountCents: p.amountCents,
    state: 'succeeded',
    providerRef: p.providerRef ?? null,
    note: p.reason,
    recordedBy: p.by.userId,
    recordedByLabel: p.by.label,
    receiptNumber: receipt.receiptNumber,
    receiptKeyHash: receipt.receiptKeyHash,
    settledAt: p.now,
  });
  const paymentValues: Partial<PaymentRow> = {};
  if (p.amountCents === left) paymentValues.state = 'refunded';
  if (payment.flaggedReason) {
    // Money that came after a cancellation is all owed back; an over-payment only the excess.
    const { paidCents } = await sumsNow(tx, facts);
    const settled = facts.status === 'cancelled' ? paymentValues.state === 'refunded' : paidCents <= (facts.totalCents ?? 0);
    if (settled) paymentValues.flaggedReason = null;
  }
  if (Object.keys(paymentValues).length > 0) await updatePayment(tx, payment.id, paymentValues);
  return { row, receiptKey: receipt.receiptKey };
}
