import { z } from 'zod';
import {
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_PURPOSES,
  PAYMENT_STATES,
  STAFF_RECORDED_METHODS,
} from '../payments';
import { ONE_CENT, optionalText, requiredText, textToNumber } from './common';

// The payments ledger as the API shows it, and every body that records, confirms or refunds money.
// Amounts travel in J$ major units with at most 2 decimals; the server keeps cents (docs/payments.md).

/** A J$ amount typed by staff: at least one cent, at most 2 decimals, capped far above any real part. */
export function jmdAmount(label: string) {
  return z.preprocess(textToNumber, jmdNumber(label));
}

/** The same, where a blank box means "none". */
export function optionalJmdAmount(label: string) {
  return z.preprocess(textToNumber, jmdNumber(label).nullable().optional());
}

function jmdNumber(label: string) {
  return (
    z
      .number({ error: `${label} must be a number` })
      .refine((n) => Number.isFinite(n), `${label} must be a number`)
      .min(ONE_CENT, `${label} must be at least J$0.01`)
      // The ledger keeps cents in a PostgreSQL integer (at most 2,147,483,647): J$20,000,000 is far above any
      // real part and stays inside it, where J$50,000,000 did not and failed the insert.
      .max(20_000_000, `${label} must be at most J$20,000,000`)
      .multipleOf(ONE_CENT, `${label} can have at most 2 decimals`)
  );
}

/** One payment or refund. `amount` in J$. */
export const PaymentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  purpose: z.enum(PAYMENT_PURPOSES),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number(),
  currency: z.literal('JMD'),
  state: z.enum(PAYMENT_STATES),
  /** For a payment: how much of it has been given back so far. */
  refunded: z.number(),
  receiptNumber: z.string().nullable(),
  providerReference: z.string().nullable(),
  /** Money beyond what was due: staff refund it. */
  flaggedReason: z.string().nullable(),
  note: z.string().nullable(),
  recordedBy: z.string(),
  hasSlip: z.boolean(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** A voided payment: why, when and by whom (its void row), and the receipt of the entry that replaced it. */
  voided: z.object({ reason: z.string(), at: z.string(), by: z.string(), replacedBy: z.string().nullable() }).nullable(),
  /** A void row, or a payment that replaced a voided one: the receipt number (or reference) of the entry it corrects. */
  corrects: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/**
 * Where a request or order stands, all from the ledger. `total` is what was agreed (the accepted option,
 * the order total); `paid` is succeeded payments less refunds; `pending` is transfers and card payments
 * started but not confirmed; `outstanding` is the total less every payment received (a refund never
 * makes the customer owe again). `dueNow` is what the customer should pay next: the rest of the deposit
 * before we buy, the balance once the part is ready.
 */
export const BalanceSchema = z.object({
  currency: z.literal('JMD'),
  total: z.number(),
  depositDue: z.number(),
  paid: z.number(),
  /** Given back so far (already taken off `paid`). */
  refunded: z.number(),
  pending: z.number(),
  outstanding: z.number(),
  dueNow: z.number(),
  depositPaid: z.boolean(),
  depositWaived: z.boolean(),
  /** "Unpaid", "Deposit paid", "Paid in full"… in the customer's words. */
  label: z.string(),
});
export type Balance = z.infer<typeof BalanceSchema>;

export const BankDetailsSchema = z.object({
  bankName: z.string(),
  branch: z.string().nullable(),
  accountName: z.string(),
  accountNumber: z.string(),
  accountType: z.string().nullable(),
});
export type BankDetails = z.infer<typeof BankDetailsSchema>;

/** The ways to pay a request's balance this store offers now. Cash and counter card are always there. */
export const PaymentMethodsSchema = z.object({
  wipay: z.boolean(),
  stripe: z.boolean(),
  /** Null until staff have entered the store's bank details. */
  bankTransfer: BankDetailsSchema.nullable(),
  counter: z.object({ address: z.string(), hours: z.string() }),
});
export type PaymentMethods = z.infer<typeof PaymentMethodsSchema>;

/** A request's or order's money: where it stands, every payment, and how it can be paid now. */
export const MoneySchema = z.object({
  balance: BalanceSchema,
  payments: z.array(PaymentSchema),
  methods: PaymentMethodsSchema,
});
export type Money = z.infer<typeof MoneySchema>;

/** What the customer chooses to pay now. The server works out the amount from the request. */
export const PayAmountSchema = z
  .enum(['deposit', 'balance', 'full'], { error: 'Choose deposit, balance or full' })
  .describe('Which amount is paid: the deposit, the balance or the full total. The server works out the J$ figure.');

/** POST …/pay: a card payment on a provider's hosted page (WiPay) or Stripe's form. */
export const StartCardPaymentSchema = z.strictObject({
  method: z.enum(['wipay', 'stripe'], { error: 'Choose WiPay or Stripe' }),
  amount: PayAmountSchema,
});
export type StartCardPaymentInput = z.output<typeof StartCardPaymentSchema>;
export const StartedCardPaymentSchema = z.object({
  reference: z.string(),
  amount: z.number(),
  /** WiPay: where to send the browser. */
  redirectUrl: z.string().nullable(),
  /** Stripe: the PaymentIntent's client secret for Stripe's own form. */
  clientSecret: z.string().nullable(),
  publishableKey: z.string().nullable(),
});
export type StartedCardPayment = z.infer<typeof StartedCardPaymentSchema>;

/** POST …/bank-transfer (multipart): which amount was sent; the slip is an optional file part `slip`. */
export const BankTransferFieldsSchema = z.strictObject({
  amount: PayAmountSchema,
  note: optionalText('Note', 500),
});
export type BankTransferFields = z.output<typeof BankTransferFieldsSchema>;

/** POST /api/admin/part-requests/{id}/payments and /api/admin/orders/{n}/payments: money taken by staff. */
export const RecordPaymentSchema = z.strictObject({
  method: z.enum(STAFF_RECORDED_METHODS, { error: 'Choose cash or card at the counter, cash or card to the driver, or bank transfer' }),
  amount: jmdAmount('Amount'),
  note: optionalText('Note', 500),
});
export type RecordPaymentInput = z.output<typeof RecordPaymentSchema>;

/** POST /api/admin/payments/{id}/confirm: a transfer staff found in the bank, with the amount received. */
export const ConfirmTransferSchema = z.strictObject({
  amountReceived: jmdAmount('Amount received'),
  note: optionalText('Note', 500),
  /**
   * Staff have seen the warning that the amount is not what the customer announced or more than is owed,
   * and it is right (docs/payments.md, "Corrections"). Without it such an amount is refused with 409.
   */
  acceptDifference: z.boolean({ error: 'acceptDifference must be true or false' }).optional(),
});
export type ConfirmTransferInput = z.output<typeof ConfirmTransferSchema>;

/** POST /api/admin/payments/{id}/reject: a transfer that never arrived. */
export const RejectTransferSchema = z.strictObject({ reason: requiredText('Reason', 500) });

/** POST /api/admin/payments/{id}/refund: all or part of a succeeded payment. */
export const RefundSchema = z.strictObject({
  amount: jmdAmount('Refund amount'),
  reason: requiredText('Reason', 500),
});
export type RefundInput = z.output<typeof RefundSchema>;

/**
 * POST /api/admin/payments/{id}/void: an entry staff recorded by mistake, taken out with the reason; when
 * money did arrive, `correctAmount` is what really came, recorded in its place with a new receipt.
 */
export const VoidPaymentSchema = z.strictObject({
  reason: requiredText('Reason', 500),
  correctAmount: optionalJmdAmount('Correct amount'),
});
export type VoidPaymentInput = z.output<typeof VoidPaymentSchema>;

/** POST /api/admin/part-requests/{id}/deposit-waiver. */
export const DepositWaiverSchema = z.strictObject({ reason: requiredText('Reason', 500) });

/** Payment settings as staff edit them (GET/PUT /api/admin/payment-settings). */
export const PaymentSettingsInputSchema = z.strictObject({
  depositPercent: z
    .number({ error: 'Deposit must be a number' })
    .min(0, 'Deposit cannot be negative')
    .max(100, 'Deposit must be at most 100%')
    .multipleOf(0.01, 'Deposit can have at most 2 decimals'),
  bankName: optionalText('Bank', 80),
  bankBranch: optionalText('Branch', 80),
  bankAccountName: optionalText('Account name', 120),
  bankAccountNumber: optionalText('Account number', 40),
  bankAccountType: optionalText('Account type', 40),
  trn: optionalText('TRN', 20),
  gctPercent: z
    .number({ error: 'GCT must be a number' })
    .min(0, 'GCT cannot be negative')
    .max(100, 'GCT must be at most 100%')
    .multipleOf(0.01, 'GCT can have at most 2 decimals'),
  dutyCollectedBy: requiredText('Who collects duty', 200),
  effectiveFrom: z.iso.date('Effective date must be a date (YYYY-MM-DD)'),
});
export type PaymentSettingsInput = z.output<typeof PaymentSettingsInputSchema>;
/** As the API answers them: plain fields (the input's text clean-up cannot run backwards when a response is serialized). */
export const PaymentSettingsSchema = z.object({
  id: z.number().nullable(),
  depositPercent: z.number(),
  bankName: z.string().nullable(),
  bankBranch: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  bankAccountType: z.string().nullable(),
  trn: z.string().nullable(),
  gctPercent: z.number(),
  dutyCollectedBy: z.string(),
  effectiveFrom: z.string(),
  updatedAt: z.string().nullable(),
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;

/** A receipt as its printable page shows it (GET /api/receipts/{number}). */
export const ReceiptSchema = z.object({
  receiptNumber: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  issuedAt: z.string(),
  store: z.object({ name: z.string(), address: z.string(), phone: z.string(), email: z.string(), trn: z.string().nullable() }),
  customer: z.object({ name: z.string(), email: z.string() }),
  subjectNumber: z.string(),
  /** What was bought: the accepted option, or the order's lines. */
  items: z.array(z.object({ description: z.string(), quantity: z.number(), amount: z.number() })),
  /** The GCT the total includes (store registered), else null. */
  gct: z.object({ percent: z.number(), amount: z.number() }).nullable(),
  total: z.number(),
  payment: z.object({ purpose: z.enum(PAYMENT_PURPOSES), method: z.enum(PAYMENT_METHODS), amount: z.number(), reference: z.string() }),
  paidToDate: z.number(),
  outstanding: z.number(),
  /** This receipt's entry was recorded by mistake: why, when, and the receipt that replaced it. */
  voided: z.object({ reason: z.string(), at: z.string(), replacedBy: z.string().nullable() }).nullable(),
  /** This receipt replaces a voided one: its number. */
  replaces: z.string().nullable(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** What voiding an entry answers: the entry (now void), the void row, and the entry recorded in its place. */
export const VoidResultSchema = z.object({ voided: PaymentSchema, void: PaymentSchema, corrected: PaymentSchema.nullable() });
export type VoidResult = z.infer<typeof VoidResultSchema>;

/** The staff money view (GET /api/admin/money). */
export const MoneyOverviewSchema = z.object({
  outstanding: z.array(
    z.object({
      subjectNumber: z.string(),
      subjectKind: z.enum(['request', 'order']),
      subjectId: z.string(),
      customerName: z.string(),
      status: z.string(),
      total: z.number(),
      paid: z.number(),
      outstanding: z.number(),
    }),
  ),
  awaitingConfirmation: z.array(PaymentSchema.extend({ subjectNumber: z.string(), customerName: z.string() })),
  flagged: z.array(PaymentSchema.extend({ subjectNumber: z.string(), customerName: z.string() })),
  today: z.object({
    date: z.string(),
    byMethod: z.array(z.object({ method: z.enum(PAYMENT_METHODS), amount: z.number(), count: z.number() })),
    refunds: z.number(),
    net: z.number(),
  }),
});
export type MoneyOverview = z.infer<typeof MoneyOverviewSchema>;

/** GET /api/admin/payments.csv?from=&to= (dates in Kingston). */
export const PaymentsCsvQuerySchema = z
  .strictObject({
    from: z.iso.date('From must be a date (YYYY-MM-DD)'),
    to: z.iso.date('To must be a date (YYYY-MM-DD)'),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'To must be on or after From' });
