import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { PAYMENT_KINDS, PAYMENT_METHODS, PAYMENT_PURPOSES, PAYMENT_STATES } from '../../../shared/payments';
import { partRequests } from './part-requests';
import { orders } from './shop';
import { users } from './users';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The one ledger of money (docs/payments.md): every payment in and every refund out, for part requests
 * and shop orders alike. Balances are always worked out from it, never typed in. Amounts are positive JMD
 * cents; a refund is its own row pointing at the payment it gives back. A row never changes amount or
 * subject once written; only a pending row's state moves on (to succeeded or failed), once, and a
 * succeeded one to refunded (given back in full) or voided (recorded by mistake: a void row says who and why).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Our reference, PAY-XXXXXXXX: the order_id sent to a card provider and the bank-transfer reference. */
    reference: text('reference').notNull().unique(),
    requestId: uuid('request_id').references(() => partRequests.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** REQ-… or ORD-…, kept so lists, receipts and the CSV read without the subject. */
    subjectNumber: text('subject_number').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    refundOf: uuid('refund_of').references((): AnyPgColumn => payments.id, { onDelete: 'restrict' }),
    /**
     * The entry this row corrects: on a void row, the payment it takes out; on a payment, the voided one
     * it replaces (the amount that really arrived). One of each per entry.
     */
    corrects: uuid('corrects').references((): AnyPgColumn => payments.id, { onDelete: 'restrict' }),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('JMD'),
    state: text('state', { enum: PAYMENT_STATES }).notNull(),
    /** The provider's id for it (WiPay transaction_id, Stripe PaymentIntent or refund id). */
    providerRef: text('provider_ref'),
    /** A customer's card start: the Idempotency-Key it came with and a digest of what it asked (decision 015). */
    idempotencyKey: text('idempotency_key').unique(),
    requestDigest: text('request_digest'),
    /** The provider's hosted card page, kept so a repeat of the start answers the same page. */
    redirectUrl: text('redirect_url'),
    /** A bank-transfer slip the customer uploaded: a generated file name in the slips store. */
    slipFile: text('slip_file'),
    /** Where the customer goes back to after a hosted card page: 'tracking' or 'dashboard'. */
    returnTo: text('return_to'),
    /** Set when money came in beyond what was due: staff refund the extra. */
    flaggedReason: text('flagged_reason'),
    note: text('note'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who, as shown to staff and on receipts: "Customer", "WiPay", "Andre Brown (staff)". */
    recordedByLabel: text('recorded_by_label').notNull(),
    /** RCT-2026-000042: given when the money is in (or out, for a refund), one sequence per year. */
    receiptNumber: text('receipt_number').unique(),
    /** SHA-256 of the key in the receipt link e-mailed to the customer. */
    receiptKeyHash: text('receipt_key_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it succeeded or failed. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('payments_one_subject_check', sql`num_nonnulls(${t.requestId}, ${t.orderId}) = 1`),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    check('payments_currency_check', sql`${t.currency} = 'JMD'`),
    check('payments_kind_check', sql`${t.kind} in (${list(PAYMENT_KINDS)})`),
    check('payments_method_check', sql`${t.method} in (${list(PAYMENT_METHODS)})`),
    check('payments_state_check', sql`${t.state} in (${list(PAYMENT_STATES)})`),
    check('payments_purpose_check', sql`${t.purpose} in (${list(PAYMENT_PURPOSES)})`),
    check('payments_refund_shape_check', sql`(${t.kind} = 'refund') = (${t.refundOf} is not null)`),
    check('payments_void_shape_check', sql`${t.kind} <> 'void' or ${t.corrects} is not null`),
    uniqueIndex('payments_corrects_idx').on(t.kind, t.corrects).where(sql`${t.corrects} is not null`),
    uniqueIndex('payments_provider_ref_idx').on(t.method, t.providerRef),
    index('payments_request_idx').on(t.requestId, t.createdAt),
    index('payments_order_idx').on(t.orderId, t.createdAt),
    index('payments_refund_of_idx').on(t.refundOf),
    index('payments_settled_idx').on(t.settledAt),
    index('payments_pending_idx').on(t.createdAt).where(sql`${t.state} = 'pending'`),
  ],
);

/**
 * Further keys to a receipt: each copy a customer asks to be e-mailed again (the receipt's page offers it
 * when it cannot open) carries a key of its own, so the first e-mail's link keeps working. Only digests.
 */
export const receiptCopies = pgTable(
  'receipt_copies',
  {
    id: serial('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('receipt_copies_payment_idx').on(t.paymentId, t.createdAt)],
);

/** The last receipt number given in each year: numbers run 1, 2, 3… from each 1 January. */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * How the store takes money, set by staff: the deposit rule and where bank transfers go, with the date
 * they apply from. Append-only like the landed-cost rates: the newest row is in force, and an accepted
 * quote keeps the deposit it was accepted with.
 */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    id: serial('id').primaryKey(),
    /** 5000 = 50% of an option's total is due before we buy the part. */
    depositBasisPoints: integer('deposit_basis_points').notNull(),
    bankName: text('bank_name'),
    bankBranch: text('bank_branch'),
    bankAccountName: text('bank_account_name'),
    bankAccountNumber: text('bank_account_number'),
    bankAccountType: text('bank_account_type'),
    /** The store's Taxpayer Registration Number, printed on receipts and invoices. */
    trn: text('trn'),
    /**
     * The store's own GCT rate in basis points, 0 while it is not registered for GCT: added to the service
     * fee of a quote option, and shown as included in shop prices on receipts.
     */
    gctBasisPoints: integer('gct_basis_points').notNull().default(0),
    /** Who collects customs duty and GCT on an imported part, in the customer's words. */
    dutyCollectedBy: text('duty_collected_by').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_settings_deposit_check', sql`${t.depositBasisPoints} between 0 and 10000`),
    check('payment_settings_gct_check', sql`${t.gctBasisPoints} between 0 and 10000`),
  ],
);
