import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, real, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '../../../shared/orders';
import { categories, parts } from './catalogue';
import { users } from './users';

/**
 * The Kingston shop's own stock (docs/product.md §3). Prices in JMD cents (docs/choices.md #7). `stock_count`
 * never goes below zero: orders reserve with one conditional update per line, and the check backs it.
 * A product staff delete while an order names it is archived instead: `order_items.product_id`
 * must keep pointing at a row, so the row stays, hidden from the shop and staff lists, with no stock, and
 * its SKU free for a new product (the SKU is unique among live products only).
 */
export const inventoryProducts = pgTable(
  'inventory_products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: ['phone', 'auto'] }).notNull().default('phone'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brand: text('brand').notNull(),
    model: text('model').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents'),
    currency: text('currency').notNull().default('JMD'),
    imageUrl: text('image_url').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    stockCount: integer('stock_count').notNull().default(0),
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    compatibility: text('compatibility').array().notNull().default(sql`'{}'::text[]`),
    condition: text('condition', { enum: ['new', 'used', 'refurbished'] }).notNull().default('new'),
    location: text('location').notNull().default('Kingston'),
    sellerName: text('seller_name').notNull(),
    sellerRating: real('seller_rating').notNull().default(5),
    sellerPhone: text('seller_phone').notNull(),
    sellerAddress: text('seller_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('inventory_sku_live_idx').on(t.sku).where(sql`${t.archivedAt} is null`),
    check('inventory_stock_check', sql`${t.stockCount} >= 0`),
    // An archived product can never be sold again, so nothing may put stock back on it (a cancelled
    // order, a bulk "in stock", an edit): any path that tried would fail here rather than sell it.
    check('inventory_archived_no_stock_check', sql`${t.archivedAt} is null or ${t.stockCount} = 0`),
    check('inventory_price_check', sql`${t.priceCents} > 0`),
    check('inventory_currency_check', sql`${t.currency} = 'JMD'`),
    check('inventory_kind_check', sql`${t.kind} in ('phone', 'auto')`),
    check('inventory_condition_check', sql`${t.condition} in ('new', 'used', 'refurbished')`),
    index('inventory_category_idx').on(t.categoryId),
  ],
);

/** Promotional banners of /shop (docs/product.md §3): lower priority shows first. */
export const carouselItems = pgTable(
  'carousel_items',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    buttonText: text('button_text').notNull().default(''),
    buttonLink: text('button_link').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    priority: integer('priority').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('carousel_priority_check', sql`${t.priority} >= 0`), index('carousel_active_idx').on(t.isActive, t.priority)],
);

const orderStatusList = sql.raw(ORDER_STATUSES.map((s) => `'${s}'`).join(', '));

/** A shop order (docs/choices.md #8): created before payment, amounts computed here, stock reserved with it. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    deliveryMethod: text('delivery_method', { enum: ['shipping', 'pickup'] }).notNull(),
    paymentMethod: text('payment_method', { enum: ['pay_later', 'card'] }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    /**
     * The form was sent signed in to the account that proved this address (src/server/lib/mail/verified-addresses.ts):
     * only then do the customer's e-mails repeat what the form said (their name, the part, the address).
     */
    fromAddressOwner: boolean('from_address_owner').notNull().default(false),
    customerPhone: text('customer_phone').notNull(),
    /**
     * The customer's e-mail and phone reduced to what identifies them (customer-keys.ts), so the daily
     * cap per customer finds their orders however the address or number was written.
     */
    emailKey: text('email_key').notNull(),
    phoneKey: text('phone_key').notNull(),
    address: text('address'),
    parish: text('parish'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('JMD'),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    /** A card order not paid by then is cancelled and its stock released. */
    payBy: timestamp('pay_by', { withTimezone: true }),
    /**
     * A digest of the client address the order came from (customer-keys.ts addressKey), so what unpaid
     * orders nobody has confirmed may hold from one connection is bounded however many e-mails and phones
     * they name (docs/shop-holds.md).
     */
    placedFrom: text('placed_from'),
    /**
     * An unconfirmed pay-later order (docs/shop-holds.md) is released at confirmBy unless the customer
     * confirms it from the link e-mailed to them (its token kept only as a digest) or staff confirm it;
     * confirmedAt says when either happened, and the order's history says who.
     */
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    confirmTokenDigest: text('confirm_token_digest'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * The Idempotency-Key the order was placed with, and a digest of what was asked (the items, the
     * customer, who asked): a retry with the key is answered with this order, never a second one.
     */
    idempotencyKey: text('idempotency_key').unique(),
    requestDigest: text('request_digest'),
    /**
     * What the ledger received for it (succeeded payments, refunded ones included), kept by the database
     * (migration 0025's trigger, docs/decisions/020-request-milestones.md) for the dashboard's "money owed".
     * Never written by the app: balances are worked out from the ledger itself.
     */
    receivedCents: integer('received_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_status_check', sql`${t.status} in (${orderStatusList})`),
    check('orders_totals_check', sql`${t.totalCents} = ${t.subtotalCents} + ${t.shippingCents} and ${t.subtotalCents} > 0`),
    check('orders_currency_check', sql`${t.currency} = 'JMD'`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    // The dashboard's sales read the orders of a period, whatever their status.
    index('orders_created_at_idx').on(t.createdAt),
    // What each unpaid order still owes, for the dashboard's "money owed" (an index on the difference, as
    // part_requests_owing_idx, for the planner's statistics).
    index('orders_owing_idx').on(sql`(${t.totalCents} - ${t.receivedCents})`).where(sql`${t.paidAt} is null and ${t.status} <> 'cancelled'`),
    index('orders_pay_by_idx').on(t.payBy).where(sql`${t.payBy} is not null and ${t.paidAt} is null`),
    // The open, unpaid pay-later orders from one connection (docs/shop-holds.md): few rows, read at every such order.
    index('orders_confirm_by_idx').on(t.confirmBy).where(sql`${t.confirmBy} is not null and ${t.confirmedAt} is null and ${t.status} = 'pending'`),
    index('orders_placed_from_open_idx').on(t.placedFrom).where(sql`${t.status} = 'pending' and ${t.paidAt} is null`),
    index('orders_email_key_idx').on(t.emailKey, t.createdAt),
    index('orders_phone_key_idx').on(t.phoneKey, t.createdAt),
    // The pay-later orders the expiry sweep looks at: unpaid, not yet moved on by staff.
    index('orders_pay_later_open_idx')
      .on(t.createdAt)
      .where(sql`${t.paymentMethod} = 'pay_later' and ${t.paidAt} is null and ${t.status} in ('pending', 'ready_pickup')`),
  ],
);

/**
 * An order's lines, each either a shop product (stock reserved) or a catalogue part the Kingston shop
 * sells (docs/choices.md #10: no stock count, only in stock or not). Unit prices are JMD cents as charged.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => inventoryProducts.id),
    partId: integer('part_id').references(() => parts.id),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_one_kind_check', sql`num_nonnulls(${t.productId}, ${t.partId}) = 1`),
    uniqueIndex('order_items_line_idx').on(t.orderId, t.productId),
    uniqueIndex('order_items_part_line_idx').on(t.orderId, t.partId),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedByLabel: text('changed_by_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * The shop's settings staff change from the back office: one row (id 1). Until staff save them the
 * defaults in src/shared/orders.ts apply. The caps keep one customer from holding the shelf.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    maxUnitsPerOrder: integer('max_units_per_order').notNull(),
    maxUnitsPerCustomerPerDay: integer('max_units_per_customer_per_day').notNull(),
    /** How long an unconfirmed pay-later order holds its stock before it is released (docs/shop-holds.md). */
    confirmWithinHours: integer('confirm_within_hours').notNull().default(3),
    /** A pay-later order above this total (JMD cents) is confirmed only by staff, not by the customer's link. */
    staffConfirmAboveCents: integer('staff_confirm_above_cents').notNull().default(5_000_000),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_settings_one_row_check', sql`${t.id} = 1`),
    check('shop_settings_caps_check', sql`${t.maxUnitsPerOrder} >= 1 and ${t.maxUnitsPerCustomerPerDay} >= ${t.maxUnitsPerOrder}`),
    check('shop_settings_confirm_check', sql`${t.confirmWithinHours} between 1 and 72 and ${t.staffConfirmAboveCents} >= 100000`),
  ],
);

/** Stripe webhook events already handled: each event id once, whatever the number of deliveries. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
