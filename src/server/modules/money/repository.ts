import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, receiptCounters } from '../../db/schema';
import { REFERENCE_ALPHABET } from '../../../shared/constants';
import { receiptNumber, type PaymentMethod } from '../../../shared/payments';
import { randomReference } from '../../lib/tokens';

// The payments ledger's reads and writes (docs/payments.md). Writes that decide on money run inside the
// caller's transaction, after it has locked the request's or order's row, so two of them never decide on
// the same balance at once.

export type PaymentRow = typeof payments.$inferSelect;

/** Whose money: a part request or a shop order. */
export type LedgerSubject = { requestId: string } | { orderId: string };

export function subjectCondition(subject: LedgerSubject) {
  return 'requestId' in subject ? eq(payments.requestId, subject.requestId) : eq(payments.orderId, subject.orderId);
}
export type NewPaymentRow = typeof payments.$inferInsert;

export function newPaymentReference(): string {
  return randomReference('PAY', REFERENCE_ALPHABET);
}

/** A new row; `reference` is drawn here unless given. */
export async function insertPayment(db: Db, values: Omit<NewPaymentRow, 'reference'> & { reference?: string }): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, reference: values.reference ?? newPaymentReference() })
    .returning();
  return row!;
}

export async function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function findPaymentByReference(db: Db, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
  return row;
}

/** The payment a provider knows by this reference (a Stripe payment intent, a WiPay transaction). */
export async function findPaymentByProvider(db: Db, method: PaymentMethod, providerRef: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(and(eq(payments.method, method), eq(payments.providerRef, providerRef)));
  return row;
}

/** The payment a customer's card start made with this Idempotency-Key. */
export async function findPaymentByIdempotencyKey(db: Db, key: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
  return row;
}

export const PAYMENT_KEY_CONSTRAINT = 'payments_idempotency_key_unique';
/** One provider transaction is one payment (drizzle: payments_provider_ref_idx on method and provider_ref). */
export const PROVIDER_REF_CONSTRAINT = 'payments_provider_ref_idx';

export async function findPaymentByReceipt(db: Db, number: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.receiptNumber, number));
  return row;
}

/** The row, locked until the caller's transaction ends. */
export async function lockPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** Every payment and refund of one request or order, oldest first. */
export async function listPayments(db: Db, subject: LedgerSubject): Promise<PaymentRow[]> {
  return db.select().from(payments).where(subjectCondition(subject)).orderBy(asc(payments.createdAt), asc(payments.id));
}

/** The rows of many requests and orders in one query (list pages). */
export async function listPaymentsOfMany(db: Db, subjects: { requestIds?: string[]; orderIds?: string[] }): Promise<PaymentRow[]> {
  const conditions = [];
  if (subjects.requestIds?.length) conditions.push(inArray(payments.requestId, subjects.requestIds));
  if (subjects.orderIds?.length) conditions.push(inArray(payments.orderId, subjects.orderIds));
  if (conditions.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(or(...conditions))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/**
 * Moves a pending row to succeeded or failed, only if it is still pending: of any number of deliveries of
 * the same outcome, exactly one gets the row back; the others get undefined and must do nothing more.
 */
export async function settlePending(
  db: Db,
  id: string,
  to: {
    state: 'succeeded' | 'failed';
    /** The states the row may be in (default: pending only). */
    from?: PaymentRow['state'][];
    now: Date;
    /** What arrived, when it differs from what was announced (a transfer staff found). */
    amountCents?: number;
    purpose?: PaymentRow['purpose'];
    providerRef?: string | null;
    flaggedReason?: string | null;
    note?: string | null;
    receiptNumber?: string | null;
    receiptKeyHash?: string | null;
  },
): Promise<PaymentRow | undefined> {
  const values: Partial<NewPaymentRow> = { state: to.state, settledAt: to.now };
  if (to.amountCents !== undefined) values.amountCents = to.amountCents;
  if (to.purpose !== undefined) values.purpose = to.purpose;
  if (to.providerRef !== undefined) values.providerRef = to.providerRef;
  if (to.flaggedReason !== undefined) values.flaggedReason = to.flaggedReason;
  if (to.note !== undefined) values.note = to.note;
  if (to.receiptNumber !== undefined) values.receiptNumber = to.receiptNumber;
  if (to.receiptKeyHash !== undefined) values.receiptKeyHash = to.receiptKeyHash;
  const [row] = await db
    .update(payments)
    .set(values)
    .where(and(eq(payments.id, id), inArray(payments.state, to.from ?? ['pending'])))
    .returning();
  return row;
}

/** Card payments of this method still pending since before `before`: their customer left the card page. */
export async function staleCardPayments(db: Db, method: PaymentMethod, before: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.state, 'pending'), eq(payments.method, method), eq(payments.kind, 'payment'), lt(payments.createdAt, before)))
    .orderBy(payments.createdAt)
    .limit(limit);
}

export async function updatePayment(db: Db, id: string, values: Partial<NewPaymentRow>): Promise<PaymentRow | undefined> {
  const [row] = await db.update(payments).set(values).where(eq(payments.id, id)).returning();
  return row;
}

/** What has been given back of one payment so far (succeeded refunds). */
export async function refundedCents(db: Db, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
    .from(payments)
    .where(and(eq(payments.refundOf, paymentId), eq(payments.kind, 'refund'), inArray(payments.state, ['pending', 'succeeded'])));
  return Number(row?.total ?? 0);
}

/**
 * The next receipt number of `year`: one counter row per year, bumped in the caller's transaction, so
 * numbers are never given twice and a rolled-back payment gives its number back.
 */
export async function nextReceiptNumber(db: Db, year: number): Promise<string> {
  const [row] = await db
    .insert(receiptCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: receiptCounters.year, set: { last: sql`${receiptCounters.last} + 1` } })
    .returning({ last: receiptCounters.last });
  return receiptNumber(year, row!.last);
}
