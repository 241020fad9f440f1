import { PAYMENT_PURPOSE_LABELS, PAYMENT_STATE_LABELS } from '@shared/payments';
import type { Payment } from '@shared/schemas/payments';

// How one ledger row is named on every screen that lists a subject's payments (the customer's Pay panel,
// staff's money panel): a refund and a void read as money going back out, with a minus sign and their
// own badge, never as "Paid" (docs/payments.md, "One ledger" and "Corrections").

export type BadgeVariant = 'success' | 'warning' | 'destructive' | 'secondary';

export type LedgerRowWords = {
  /** "Deposit", "Refund", "Void of RCT-2026-000001". */
  title: string;
  /** True for money going back out or taken out of the sums: shown with a minus sign. */
  negative: boolean;
  badge: { label: string; variant: BadgeVariant };
};

const STATE_VARIANT: Record<Payment['state'], BadgeVariant> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'destructive',
  refunded: 'secondary',
  voided: 'secondary',
};

export function ledgerRowWords(p: Pick<Payment, 'kind' | 'purpose' | 'state' | 'corrects'>): LedgerRowWords {
  if (p.kind === 'refund') return { title: 'Refund', negative: true, badge: { label: 'Refunded', variant: 'secondary' } };
  if (p.kind === 'void') return { title: p.corrects ? `Void of ${p.corrects}` : 'Void', negative: true, badge: { label: 'Correction', variant: 'secondary' } };
  return { title: PAYMENT_PURPOSE_LABELS[p.purpose], negative: false, badge: { label: PAYMENT_STATE_LABELS[p.state], variant: STATE_VARIANT[p.state] } };
}
