import type { Db } from '../../db/client';
import { fromCents } from '../../../shared/money';
import type { Balance } from '../../../shared/schemas/payments';
import { listPayments, type LedgerSubject, type PaymentRow } from './repository';

export type { LedgerSubject };

// Where a part request or shop order stands, worked out from the payments ledger every time (never typed
// in, never stored): see docs/payments.md for the words.

/** Money in (succeeded payments, including ones since refunded), money given back, and what is pending. */
export function sumsOf(rows: PaymentRow[]): LedgerSums {
  let receivedCents = 0;
  let refundedCents = 0;
  let pendingCents = 0;
  for (const r of rows) {
    if (r.kind === 'payment' && (r.state === 'succeeded' || r.state === 'refunded')) receivedCents += r.amountCents;
    if (r.kind === 'refund' && r.state === 'succeeded') refundedCents += r.amountCents;
    if (r.kind === 'payment' && r.state === 'pending') pendingCents += r.amountCents;
  }
  return { receivedCents, refundedCents, paidCents: receivedCents - refundedCents, pendingCents };
}

/**
 * What the customer still owes: what was agreed less every payment received. A refund is the shop giving
 * money back by choice (a returned item, a part that came cheaper, money paid twice), so it lowers what
 * was paid but never puts the customer in debt again.
 */
export function owedOf(totalCents: number | null, sums: LedgerSums): number {
  return Math.max(0, (totalCents ?? 0) - sums.receivedCents);
}

export type LedgerSums = {
  /** Every succeeded payment, including ones since refunded. */
  receivedCents: number;
  /** Money given back. */
  refundedCents: number;
  /** Received less refunded: what the shop holds. */
  paidCents: number;
  /** Payments started or announced but not confirmed (a transfer staff have not found yet, a card page open). */
  pendingCents: number;
};

/** The sums for one subject. Call inside the transaction that holds the subject's row lock when deciding on them. */
export async function ledgerSums(db: Db, subject: LedgerSubject): Promise<LedgerSums> {
  return sumsOf(await listPayments(db, subject));
}

/**
 * The balance the screens show. `totalCents` is what was agreed (the accepted option or the order total),
 * `depositDueCents` what must be in before we buy (the total for a shop order). `balanceDueNow` says
 * whether the rest is due yet (the part is ready, or it is a shop order).
 */
export function balanceOf(p: {
  totalCents: number;
  depositDueCents: number;
  depositWaived: boolean;
  sums: LedgerSums;
  balanceDueNow: boolean;
}): Balance {
  const { totalCents, depositDueCents, sums } = p;
  const outstanding = owedOf(totalCents, sums);
  const depositPaid = p.depositWaived || sums.receivedCents >= depositDueCents;
  const dueNow = !depositPaid ? depositDueCents - sums.receivedCents : p.balanceDueNow ? outstanding : 0;
  const label =
    totalCents > 0 && outstanding === 0
      ? sums.refundedCents > 0 && sums.paidCents < totalCents
        ? 'Paid, part refunded'
        : 'Paid in full'
      : sums.receivedCents <= 0
        ? p.depositWaived
          ? 'Deposit waived'
          : 'Unpaid'
        : depositPaid && depositDueCents > 0 && depositDueCents < totalCents
          ? 'Deposit paid'
          : 'Part paid';
  return {
    currency: 'JMD',
    total: fromCents(totalCents)!,
    depositDue: fromCents(depositDueCents)!,
    paid: fromCents(sums.paidCents)!,
    refunded: fromCents(sums.refundedCents)!,
    pending: fromCents(sums.pendingCents)!,
    outstanding: fromCents(outstanding)!,
    dueNow: fromCents(dueNow)!,
    depositPaid,
    depositWaived: p.depositWaived,
    label,
  };
}
