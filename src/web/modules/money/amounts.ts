import type { Balance, MoneyOverview, Payment } from '@shared/schemas/payments';
import { fromCents, toCents } from '@shared/money';

// Amounts the staff money screens work out from what the server sent, counted in whole cents as the
// server counts them (docs/choices.md #7).

/** What is left of a payment to give back, in J$, counted in cents so 0.1 + 0.2 never shows. */
export function refundableAmount(payment: Pick<Payment, 'amount' | 'refunded'>): number {
  return Math.max(0, fromCents(toCents(payment.amount) - toCents(payment.refunded)) ?? 0);
}

/** What all the listed requests and orders still owe, added in cents. */
export function totalOwed(rows: readonly Pick<MoneyOverview['outstanding'][number], 'outstanding'>[]): number {
  return fromCents(rows.reduce((sum, row) => sum + toCents(row.outstanding), 0)) ?? 0;
}

/**
 * What the refund dialog offers for a payment: the excess when it was flagged for money beyond what was
 * agreed (J$9,000 for a J$4,252.50 deposit offers J$4,747.50), else all that is left of it.
 */
export function suggestedRefund(payment: Pick<Payment, 'amount' | 'refunded' | 'flaggedReason'>, balance: Pick<Balance, 'paid' | 'total'>): number {
  const left = refundableAmount(payment);
  const excessCents = toCents(balance.paid) - toCents(balance.total);
  if (!payment.flaggedReason || excessCents <= 0) return left;
  return Math.min(left, fromCents(excessCents) ?? 0);
}
