import { and, asc, desc, eq, gte, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, partRequests, payments } from '../../db/schema';
import type { PaymentRow } from '../../modules/money/repository';

// The payments feature's reads beyond the ledger (modules/money): the money view's subjects and lists.

/** Requests with something agreed and orders not yet paid, neither cancelled: the money view works out what is owed. */
export async function openSubjects(db: Db) {
  const requests = await db
    .select({ id: partRequests.id, number: partRequests.requestNumber, customerName: partRequests.customerName, status: partRequests.status, totalCents: partRequests.amountDueCents })
    .from(partRequests)
    .where(and(isNotNull(partRequests.amountDueCents), ne(partRequests.status, 'cancelled')));
  // An order paid before the ledger existed has paid_at and no rows: it is not owed.
  const shopOrders = await db
    .select({ id: orders.id, number: orders.orderNumber, customerName: orders.customerName, status: orders.status, totalCents: orders.totalCents })
    .from(orders)
    .where(and(isNull(orders.paidAt), ne(orders.status, 'cancelled')));
  return { requests, orders: shopOrders };
}

export async function pendingTransfers(db: Db): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.state, 'pending'), eq(payments.method, 'bank_transfer'), eq(payments.kind, 'payment')))
    .orderBy(asc(payments.createdAt));
}

/** Money flagged for refund, less entries since voided (recorded by mistake: there is nothing to give back). */
export async function flaggedPayments(db: Db): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(isNotNull(payments.flaggedReason), ne(payments.state, 'voided')))
    .orderBy(asc(payments.createdAt));
}

/** Rows that settled (succeeded or failed) in [from, to). */
export async function settledBetween(db: Db, from: Date, to: Date): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(gte(payments.settledAt, from), lt(payments.settledAt, to)))
    .orderBy(asc(payments.settledAt), desc(payments.id));
}

/** Whether a shop order has been marked paid (paid_at set once what was received covered it). */
export async function orderMarkedPaid(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, orderId));
  return row?.paidAt != null;
}
