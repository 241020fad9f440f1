import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REQUEST_STATUSES } from '../../../shared/statuses';
import { categories } from './catalogue';
import { suppliers } from './suppliers';
import { users } from './users';

const statusList = sql.raw(REQUEST_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * The rates of the landed-cost estimate. Append-only: the newest row is in force, and a quote points at
 * the row it was worked out with, so changing the rates never rewrites a quote a customer already has.
 * Percentages in hundredths of a percent, money in cents (docs/choices.md #7).
 */
export const landedCostRates = pgTable('landed_cost_rates', {
  id: serial('id').primaryKey(),
  /** JMD cents per US$1: 15750 = J$157.50. */
  exchangeRateJmdCents: integer('exchange_rate_jmd_cents').notNull(),
  autoDutyBasisPoints: integer('auto_duty_basis_points').notNull(),
  phoneDutyBasisPoints: integer('phone_duty_basis_points').notNull(),
  gctBasisPoints: integer('gct_basis_points').notNull(),
  deMinimisCents: integer('de_minimis_cents').notNull(),
  /** US cents per pound of air freight Miami → Kingston: the catalogue's delivered estimates use it. */
  freightPerLbCents: integer('freight_per_lb_cents').notNull().default(400),
  effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const partRequests = pgTable(
  'part_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestNumber: text('request_number').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    /**
     * The form was sent signed in to the account that proved this address (src/server/lib/mail/verified-addresses.ts):
     * only then do the customer's e-mails repeat what the form said (their name, the part, the address).
     */
    fromAddressOwner: boolean('from_address_owner').notNull().default(false),
    customerPhone: text('customer_phone'),
    /**
     * The phone as E.164 digits (src/shared/phone.ts: 18765550142 for 876-555-0142, (876) 555 0142 or
     * 555-0142), so the phone lookup compares whole numbers; null when the phone could not be read as one.
     */
    customerPhoneDigits: text('customer_phone_digits'),
    customerAddress: text('customer_address').notNull(),
    parish: text('parish').notNull(),
    partType: text('part_type', { enum: ['auto', 'phone'] }).notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    partName: text('part_name').notNull(),
    description: text('description').notNull(),
    condition: text('condition', { enum: ['any', 'new', 'used', 'refurbished'] }).notNull().default('any'),
    maxBudgetCents: integer('max_budget_cents'),
    urgency: text('urgency', { enum: ['low', 'normal', 'high', 'urgent'] }).notNull().default('normal'),
    vehicleMake: text('vehicle_make'),
    vehicleModel: text('vehicle_model'),
    vehicleYear: integer('vehicle_year'),
    /** The chassis code (or VIN) the customer gave, as normaliseChassisCode reads it: NZE161, not "DBA-NZE161". */
    vehicleChassis: text('vehicle_chassis'),
    deviceBrand: text('device_brand'),
    deviceModel: text('device_model'),
    /** Generated file name under DATA_DIR/uploads/part-requests; never the customer's name for it. */
    photoFile: text('photo_file'),
    /** The Idempotency-Key the request was sent with, and a digest of what was sent (decision 015). */
    idempotencyKey: text('idempotency_key').unique(),
    requestDigest: text('request_digest'),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('pending'),
    adminNotes: text('admin_notes'),
    /** The staff's message sent with the quote, shown with it on the tracking page and the dashboard. */
    quoteMessage: text('quote_message'),
    /** The quote's options can be accepted until the end of this day, Kingston time. */
    quoteValidUntil: date('quote_valid_until', { mode: 'string' }),
    trackingNumber: text('tracking_number'),
    isLocal: boolean('is_local').notNull().default(false),
    carrierNeeded: boolean('carrier_needed').notNull().default(false),
    /** Where a local-pickup part waits (defaults to the Kingston shop). */
    supplierAddress: text('supplier_address'),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    quoteRatesId: integer('quote_rates_id').references(() => landedCostRates.id, { onDelete: 'set null' }),
    /**
     * What the customer agreed to pay us, fixed when they accept an option: that option's total in JMD
     * cents, and the part of it due before we buy (the deposit: the deposit rule in force then, or the
     * whole total when they chose to pay in full). Balances are these less what the payments ledger holds.
     */
    acceptedOptionId: integer('accepted_option_id'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    amountDueCents: integer('amount_due_cents'),
    depositDueCents: integer('deposit_due_cents'),
    depositBasisPoints: integer('deposit_basis_points'),
    payInFull: boolean('pay_in_full').notNull().default(false),
    /** Staff waived the deposit for this request, with their written reason. */
    depositWaivedReason: text('deposit_waived_reason'),
    depositWaivedBy: uuid('deposit_waived_by').references(() => users.id, { onDelete: 'set null' }),
    depositWaivedAt: timestamp('deposit_waived_at', { withTimezone: true }),
    /** The supplier staff chose to source the part from; deleting the supplier only clears it. */
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    /**
     * What we paid the supplier for the part and its US shipping, in US cents, as staff enter it from the
     * supplier's invoice (the edit dialog); the dashboard sets it beside the accepted option's quoted part
     * price and US shipping. Null until staff record it.
     */
    supplierCostCents: integer('supplier_cost_cents'),
    /**
     * When the request first reached each step, kept by the database itself (migration 0025's triggers,
     * docs/decisions/020-request-milestones.md) from the status history and the payments ledger, so the
     * dashboard reads a period's reviews, quotes and deliveries by index. Never written by the app.
     * reviewed_at: the first history entry not the customer's; deposit_paid_at: when the deposit was
     * waived or covered by payments received (or the quote accepted, when no deposit was due).
     */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    firstQuotedAt: timestamp('first_quoted_at', { withTimezone: true }),
    depositPaidAt: timestamp('deposit_paid_at', { withTimezone: true }),
    shippedUsAt: timestamp('shipped_us_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** What the ledger received for it (succeeded payments, refunded ones included), kept by the same triggers. */
    receivedCents: integer('received_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('part_requests_status_check', sql`${t.status} in (${statusList})`),
    check('part_requests_part_type_check', sql`${t.partType} in ('auto', 'phone')`),
    check('part_requests_supplier_cost_check', sql`${t.supplierCostCents} is null or ${t.supplierCostCents} > 0`),
    check(
      'part_requests_amount_due_check',
      sql`(${t.amountDueCents} is null and ${t.depositDueCents} is null) or (${t.amountDueCents} > 0 and ${t.depositDueCents} between 0 and ${t.amountDueCents})`,
    ),
    index('part_requests_created_at_idx').on(t.createdAt),
    index('part_requests_user_id_idx').on(t.userId),
    index('part_requests_email_idx').on(t.customerEmail),
    index('part_requests_phone_digits_idx').on(t.customerPhoneDigits),
    index('part_requests_status_idx').on(t.status),
    // The dashboard reads a period's accepted quotes, first reviews, first quotes and deliveries.
    index('part_requests_accepted_at_idx').on(t.acceptedAt),
    index('part_requests_reviewed_at_idx').on(t.reviewedAt),
    index('part_requests_first_quoted_at_idx').on(t.firstQuotedAt),
    index('part_requests_delivered_at_idx').on(t.deliveredAt),
    // The requests still open (neither delivered nor cancelled), for the dashboard's "late now".
    index('part_requests_open_idx').on(t.createdAt).where(sql`${t.status} not in ('delivered', 'cancelled')`),
    // What each still owes, for the dashboard's "money owed": an index on the difference gives the planner
    // statistics for it, so it reads the few that owe instead of guessing a third of all requests do.
    index('part_requests_owing_idx').on(sql`(${t.amountDueCents} - ${t.receivedCents})`).where(sql`${t.status} <> 'cancelled'`),
  ],
);

/**
 * One option of a request's quote (at most three: say OEM new, aftermarket, used). Prices in USD cents as
 * the supplier and forwarder charge them; `totalJmdCents` is what the customer pays us for it, worked out
 * by the server when the quote is sent with the request's frozen rates (quote_rates_id), and never again.
 * A new quote replaces the options; once one is accepted they are kept as they were.
 */
export const quoteOptions = pgTable(
  'quote_options',
  {
    id: serial('id').primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => partRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    condition: text('condition', { enum: ['new', 'used', 'refurbished'] }).notNull(),
    brand: text('brand'),
    notes: text('notes'),
    partCents: integer('part_cents').notNull(),
    usShippingCents: integer('us_shipping_cents').notNull().default(0),
    freightCents: integer('freight_cents').notNull().default(0),
    serviceFeeCents: integer('service_fee_cents').notNull().default(0),
    /** The store's GCT on its service fee (USD cents), at the rate in force when quoted; 0 if not registered. */
    serviceGctCents: integer('service_gct_cents').notNull().default(0),
    totalJmdCents: integer('total_jmd_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('quote_options_position_check', sql`${t.position} between 1 and 3`),
    check('quote_options_condition_check', sql`${t.condition} in ('new', 'used', 'refurbished')`),
    check(
      'quote_options_amounts_check',
      sql`${t.partCents} > 0 and ${t.usShippingCents} >= 0 and ${t.freightCents} >= 0 and ${t.serviceFeeCents} >= 0 and ${t.serviceGctCents} >= 0 and ${t.totalJmdCents} > 0`,
    ),
    uniqueIndex('quote_options_request_position_idx').on(t.requestId, t.position),
  ],
);

/** Every status change, appended, never edited: when, what, why and who. */
export const partRequestStatusHistory = pgTable(
  'part_request_status_history',
  {
    id: serial('id').primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => partRequests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REQUEST_STATUSES }).notNull(),
    note: text('note'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who, as shown to staff, kept even if the account goes: "Customer", "Andre Brown (staff)". */
    changedByLabel: text('changed_by_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('part_request_status_history_request_idx').on(t.requestId, t.createdAt)],
);

/**
 * Proof, other than signing in, that someone may see a request's personal details and answer its quote
 * (docs/decisions/006-what-a-request-number-shows.md). Tokens are stored only as SHA-256 digests.
 * - 'link': the single-use token of the manage link e-mailed to the request's address (24 hours); a new
 *   link replaces the row, so it voids the older one, and using it deletes it.
 * - 'session': what using the link grants, held by the browser in an httpOnly cookie scoped to the
 *   request (one hour).
 * One row of each per request.
 */
export const partRequestAccess = pgTable(
  'part_request_access',
  {
    id: serial('id').primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => partRequests.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['link', 'session'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('part_request_access_purpose_check', sql`${t.purpose} in ('link', 'session')`),
    uniqueIndex('part_request_access_request_purpose_idx').on(t.requestId, t.purpose),
    uniqueIndex('part_request_access_token_idx').on(t.tokenHash),
  ],
);
