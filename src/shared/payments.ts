// The words of the payments ledger that screens need without loading zod; the schemas are in
// ./schemas/payments.ts and the rules in docs/payments.md.

export const PAYMENT_METHODS = ['wipay', 'stripe', 'bank_transfer', 'cash', 'card_counter', 'cash_driver', 'card_driver'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  wipay: 'Card online (WiPay)',
  stripe: 'Card online (Stripe)',
  bank_transfer: 'Bank transfer',
  cash: 'Cash at the counter',
  card_counter: 'Card at the counter',
  // Paid at the door: kept apart from the counter, so the day's takings say what the driver brings back.
  cash_driver: 'Cash to the driver',
  card_driver: 'Card to the driver',
};
/** Methods staff record themselves; the online ones are recorded by the provider's verified answer. */
export const STAFF_RECORDED_METHODS = ['cash', 'card_counter', 'cash_driver', 'card_driver', 'bank_transfer'] as const;
export type StaffRecordedMethod = (typeof STAFF_RECORDED_METHODS)[number];

/**
 * payment: money in; refund: money given back; void: an entry staff recorded by mistake, taken out of the
 * sums by this row (who, when, why), never by editing or deleting the entry (docs/payments.md, "Corrections").
 */
export const PAYMENT_KINDS = ['payment', 'refund', 'void'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * pending: started (a card page opened, a transfer announced) but no money confirmed; succeeded: the money
 * is in (or out, for a refund); failed: it never came; refunded: a payment given back in full; voided: a
 * payment recorded by mistake, with the void row that says who took it out and why.
 */
export const PAYMENT_STATES = ['pending', 'succeeded', 'failed', 'refunded', 'voided'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  pending: 'Waiting for confirmation',
  succeeded: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  voided: 'Void',
};

/** What a payment is for. A part request's money comes as a deposit then the balance, or in full. */
export const PAYMENT_PURPOSES = ['deposit', 'balance', 'full', 'order', 'refund', 'void'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export const PAYMENT_PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  deposit: 'Deposit',
  balance: 'Balance',
  full: 'Payment in full',
  order: 'Order payment',
  refund: 'Refund',
  void: 'Void',
};

/** Until staff set their own rule: half of an option's total before we buy the part. */
export const DEFAULT_DEPOSIT_PERCENT = 50;
/** A quote can be accepted for this many days unless staff choose another date. */
export const DEFAULT_QUOTE_VALID_DAYS = 7;
export const MAX_QUOTE_OPTIONS = 3;
/** Until staff word it themselves: who collects duty and GCT on an import. */
export const DEFAULT_DUTY_COLLECTED_BY = 'Jamaica Customs, through the courier, when the part clears: paid on collection, not to us';

/** Receipt numbers: RCT-2026-000042. */
export const RECEIPT_NUMBER_PATTERN = /^RCT-\d{4}-\d{6}$/;
export function receiptNumber(year: number, sequence: number): string {
  return `RCT-${year}-${String(sequence).padStart(6, '0')}`;
}

/** Bank-transfer slips: a photo or a PDF, judged by content. */
export const SLIP_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The sourced-parts terms the customer agrees to when accepting a quote option, in the store's words.
 * Shown on the confirmation step and in the acceptance e-mail; docs/payments.md explains each.
 */
export const SOURCING_TERMS: readonly string[] = [
  'We order the part from the US supplier only after your deposit is in.',
  'If we cannot get the part, we refund your deposit in full.',
  'If you cancel after we have ordered the part, we keep what the supplier will not give back (shipping, restocking fees) and refund the rest.',
  'The balance is due when the part is ready for pickup or delivery.',
  'Customs duty and GCT on the import are estimates: Jamaica Customs sets the final amount at clearance.',
];
