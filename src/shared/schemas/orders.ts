import { z } from 'zod';
import { ORDER_LINE_MAX_QUANTITY, ORDER_MAX_LINES, PARISHES } from '../constants';
import { DELIVERY_METHODS, ORDER_NUMBER_PATTERN, ORDER_STATUSES, PAYMENT_METHODS, type DeliveryMethod } from '../orders';
import { EmailSchema } from './auth';
import { ONE_CENT, RequiredPhoneSchema, requiredText } from './common';
import { UpdatesSchema } from '../updates';

// Shop orders (docs/choices.md #3, #7, #8): JMD, priced and reserved on the server.

export const OrderNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(ORDER_NUMBER_PATTERN, 'Order numbers look like ORD-7K3M9QX2');


export const OrderLineInputSchema = z.strictObject({
  id: z.number({ error: 'Each item needs a product id' }).int('Product ids are whole numbers').positive('Product ids are whole numbers').max(2_147_483_647),
  /**
   * Left out for a shop product (`id` is its inventory id). 'part' for a catalogue part the Kingston shop
   * sells (docs/choices.md #10): `id` is the part's id and `price` its catalogue price in USD; the order charges
   * it in JMD at the exchange rate in force (partPriceJmdCents), so such an order must send `amount`.
   */
  kind: z.literal('part', { error: "An item's kind is 'part' (a catalogue part) or left out (a shop product)" }).optional(),
  name: z.string().max(200).optional(),
  /** What the cart showed, in JMD (USD for a part line): the server's price wins, and a different one is refused (409). */
  price: z
    .number({ error: 'Each item needs its price' })
    .min(0, 'Prices cannot be negative')
    .max(10_000_000, 'Price is too large')
    .multipleOf(ONE_CENT, 'Prices have at most 2 decimals'),
  quantity: z
    .number({ error: 'Each item needs a quantity' })
    .int('Quantities are whole numbers')
    .min(1, 'Quantities must be at least 1')
    .max(ORDER_LINE_MAX_QUANTITY, `At most ${ORDER_LINE_MAX_QUANTITY} of one item per order`),
  imageUrl: z.string().max(500).optional(),
});

/** Who is buying and how it reaches them: the checkout form's fields, checked the same way by the route. */
const orderCustomerFields = {
  deliveryMethod: z.enum(DELIVERY_METHODS, { error: 'Choose shipping or pickup' }),
  customerName: requiredText('Full name', 120),
  customerEmail: EmailSchema,
  customerPhone: RequiredPhoneSchema,
  address: z.string().trim().max(300, 'Address must be at most 300 characters').optional(),
  // A form's unchosen select sends '': no parish.
  parish: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PARISHES, { error: 'Please choose your parish' }).optional()),
  /** Updates on the order's phone by WhatsApp or SMS besides e-mail, where the store offers them (docs/messaging.md). */
  updates: UpdatesSchema.default('email'),
};
function checkDelivery(v: { customerPhone?: string | null; deliveryMethod: string; address?: string; parish?: string }, ctx: z.RefinementCtx) {
  if (v.deliveryMethod === 'shipping') {
    if (!v.address) ctx.addIssue({ code: 'custom', path: ['address'], message: 'Please provide a shipping address' });
    if (!v.parish) ctx.addIssue({ code: 'custom', path: ['parish'], message: 'Please choose your parish' });
  }
}

type Parish = (typeof PARISHES)[number];
/** How the order reaches the customer, as checkDelivery leaves it: shipping always has its address and parish. */
export type Delivery =
  | { deliveryMethod: 'shipping'; address: string; parish: Parish }
  | { deliveryMethod: 'pickup'; address?: string; parish?: Parish };
type CheckedCustomer = { customerPhone?: string | null; deliveryMethod: DeliveryMethod; address?: string; parish?: Parish };
type Delivered<T extends CheckedCustomer> = Omit<T, keyof CheckedCustomer> & { customerPhone: string } & Delivery;

/**
 * The last step of the customer schemas: once checkDelivery has passed, the output says so in its type
 * (a phone number, and shipping's address and parish), so no reader needs to assert it. It changes no
 * value: what the form submits is sent to the route as it is.
 */
function delivered<T extends CheckedCustomer>(v: T, ctx: z.RefinementCtx<T>): Delivered<T> {
  const { customerPhone, deliveryMethod, address, parish } = v;
  if (customerPhone) {
    if (deliveryMethod === 'pickup') return { ...v, customerPhone, deliveryMethod };
    if (address && parish) return { ...v, customerPhone, deliveryMethod, address, parish };
  }
  // Not reached: checkDelivery names the missing field first, and a transform runs only when nothing failed.
  ctx.addIssue({ code: 'custom', path: ['deliveryMethod'], message: 'Please provide a phone number, and a shipping address for delivery' });
  return z.NEVER;
}

export const OrderCustomerSchema = z
  .strictObject(orderCustomerFields)
  // Run even when a field failed (a missing phone, say), so the checkout form names the missing address
  // and parish in the same pass instead of one at a time; it reads only whether they are there.
  .superRefine(checkDelivery, { when: (payload) => typeof payload.value === 'object' && payload.value !== null })
  .transform(delivered);
export type OrderCustomerValues = z.input<typeof OrderCustomerSchema>;
export type OrderCustomer = z.output<typeof OrderCustomerSchema>;

export const OrderInputSchema = z
  .strictObject({
    items: z
      .array(OrderLineInputSchema, { error: 'Your cart is empty' })
      .min(1, 'Your cart is empty')
      .max(ORDER_MAX_LINES, `At most ${ORDER_MAX_LINES} different items per order`),
    currency: z
      .string({ error: 'Currency must be JMD' })
      .trim()
      .toLowerCase()
      .meta({ pattern: '^\\s*[jJ][mM][dD]\\s*$' })
      .refine((c) => c === 'jmd', 'The shop sells in JMD only')
      .default('jmd'),
    /** The total the customer saw, JMD; when sent it must match the server's. */
    amount: z.number().min(0).max(1_000_000_000).optional(),
    ...orderCustomerFields,
  })
  .superRefine((v, ctx) => {
    checkDelivery(v, ctx);
    // A part's JMD price depends on the day's exchange rate: the customer must have seen the total.
    if (v.amount === undefined && v.items.some((i) => i.kind === 'part')) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'An order with catalogue parts must send the total shown (amount), in JMD' });
    }
  })
  .transform(delivered);
export type OrderInput = z.output<typeof OrderInputSchema>;

export const OrderItemSchema = z.object({
  /** The shop product of this line, or null for a catalogue part line. */
  productId: z.number().nullable(),
  /** The catalogue part of this line (docs/choices.md #10), or null for a shop product line. */
  partId: z.number().nullable(),
  name: z.string(),
  unitPrice: z.number(),
  quantity: z.number(),
  lineTotal: z.number(),
  imageUrl: z.string(),
});

export const OrderHistoryEntrySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string().nullable(),
  createdAt: z.string(),
  /** Who made the change ('Guest', 'Customer', 'System', 'Stripe' or a staff member's name): staff answers only. */
  changedBy: z.string().optional(),
});

export const OrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paidAt: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  address: z.string().nullable(),
  parish: z.string().nullable(),
  items: z.array(OrderItemSchema),
  subtotal: z.number(),
  shipping: z.number(),
  total: z.number(),
  currency: z.literal('JMD'),
  createdAt: z.string(),
  history: z.array(OrderHistoryEntrySchema),
  /**
   * Set while an unpaid pay-later order awaits confirmation (docs/shop-holds.md): it is released at `by`
   * unless the customer confirms it from the e-mailed link or, when `staffOnly` (a large order), staff do.
   */
  confirmation: z.object({ by: z.string(), staffOnly: z.boolean() }).nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

/** POST /api/orders/confirm: the order number and the token from the link the order's e-mail carried. */
export const ConfirmOrderSchema = z.strictObject({
  orderNumber: OrderNumberSchema,
  token: z.string({ error: 'The confirmation code is required' }).min(20, 'That link is not complete: open it from the e-mail again').max(100, 'That link is not right: open it from the e-mail again'),
});
export type ConfirmOrderInput = z.infer<typeof ConfirmOrderSchema>;

/**
 * GET /api/orders/track/{ORD-…}?email=: what knowing an order's number and e-mail shows. Neither proves who
 * placed it, so not who they are: no name, e-mail, phone or street address (docs/security-audit.md,
 * finding 2). The signed-in customer's /api/orders and staff see the whole order.
 */
export const TrackedOrderSchema = OrderSchema.omit({ customerName: true, customerEmail: true, customerPhone: true, address: true });
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>;

export const PaymentIntentCreatedSchema = z.object({ clientSecret: z.string(), orderNumber: z.string(), total: z.number() });
export type PaymentIntentCreated = z.infer<typeof PaymentIntentCreatedSchema>;

/** GET /api/payments/config: whether checkout offers cards (docs/choices.md #20), and the public key Stripe.js needs. */
export const PaymentsConfigSchema = z.object({ cardPayments: z.boolean(), publishableKey: z.string().nullable() });
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>;

/**
 * The caps on units of one product: per order, and per customer in 24 hours. Staff change them with
 * PUT /api/admin/shop-settings; GET /api/shop-settings tells the storefront (its quantity steppers stop
 * at the per-order cap).
 */
const unitsCap = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(ORDER_LINE_MAX_QUANTITY, `${label} must be at most ${ORDER_LINE_MAX_QUANTITY}`);
const ShopSettingsFields = z.strictObject({
  maxUnitsPerOrder: unitsCap('Units per order'),
  maxUnitsPerCustomerPerDay: z
    .number({ error: 'Units per customer a day is required' })
    .int('Units per customer a day must be a whole number')
    .min(1, 'Units per customer a day must be at least 1')
    .max(9_999, 'Units per customer a day must be at most 9,999'),
  /** How long an unconfirmed pay-later order keeps its stock unless confirmed (docs/shop-holds.md). */
  confirmWithinHours: z
    .number({ error: 'Hours to confirm is required' })
    .int('Hours to confirm must be a whole number')
    .min(1, 'Hours to confirm must be at least 1')
    .max(72, 'Hours to confirm must be at most 72'),
  /** A pay-later order whose total is above this (whole J$) is confirmed by staff only. */
  staffConfirmAboveJmd: z
    .number({ error: 'The amount staff confirm above is required' })
    .int('The amount staff confirm above must be whole dollars')
    .min(1_000, 'The amount staff confirm above must be at least J$1,000')
    .max(10_000_000, 'The amount staff confirm above must be at most J$10,000,000'),
});
export const ShopSettingsSchema = ShopSettingsFields.refine((v) => v.maxUnitsPerCustomerPerDay >= v.maxUnitsPerOrder, {
  path: ['maxUnitsPerCustomerPerDay'],
  message: 'The daily cap must be at least the cap per order',
});
export type ShopSettings = z.output<typeof ShopSettingsSchema>;
/**
 * GET /api/shop-settings: staff's settings and the two bounds on unconfirmed orders the server is
 * configured with (docs/shop-holds.md), so checkout states the rules with the figures the server applies.
 */
export const ShopRulesSchema = ShopSettingsFields.extend({
  unitsPerConnection: z.number().int(),
  shareOfStockPercent: z.number().int(),
});
export type ShopRules = z.output<typeof ShopRulesSchema>;
export type ShopSettingsValues = z.input<typeof ShopSettingsSchema>;
