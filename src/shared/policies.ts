// The policy figures of docs/product.md §9 that constants.ts does not already hold. The policy pages, the shop and
// the server read them from here, so a figure is written once. Plain data: no zod, no Node or DOM APIs.

/** An exchanged item's replacement ships within this many business days of approval. */
export const REPLACEMENT_SHIP_BUSINESS_DAYS = '3-5';

/** How long an order takes to leave us (docs/product.md §9 "Order processing"). */
export const ORDER_PROCESSING = {
  standard: '1-2 business days',
  /** In-stock orders placed before this time of day go out the same business day. */
  sameDayCutoff: '2PM',
  specialOrder: '3-7 days',
  bulkOrder: '2-5 days',
} as const;

/** Delivery price bands in JMD, [from, to] (docs/product.md §9). Express has no rural band. */
export const SHIPPING_BANDS_JMD = [
  { area: 'Kingston & St. Andrew', standard: [500, 800], express: [1200, 1500] },
  { area: 'Major towns', standard: [800, 1200], express: [1800, 2500] },
  { area: 'Rural areas', standard: [1200, 2000], express: null },
] as const satisfies readonly { area: string; standard: readonly [number, number]; express: readonly [number, number] | null }[];

/** When delivery is free (docs/product.md §9). */
export const FREE_SHIPPING = {
  kingstonMetroOverJmd: 15_000,
  majorTownsOverJmd: 25_000,
  bulkItemsAtLeast: 10,
  repeatCustomerOrdersAtLeast: 5,
} as const;

/** A delivery worth more than this needs a signature. */
export const SIGNATURE_REQUIRED_ABOVE_JMD = 10_000;
/** Delivery attempts before the parcel goes back to the shop (then held PICKUP_HOLD_BUSINESS_DAYS). */
export const DELIVERY_ATTEMPTS = 3;
/** An order may be changed or cancelled within this many hours, if not yet processed. */
export const ORDER_CHANGE_WINDOW_HOURS = 2;

/** Catalogue parts (eBay, Amazon and local listings): returns within this many days, buyer pays return shipping. */
export const CATALOGUE_RETURN_DAYS = 30;

/** How fast each channel answers (docs/product.md §9). */
export const RESPONSE_TIMES = {
  whatsapp: 'under 30 minutes',
  phone: 'immediately during opening hours',
  email: 'within 24 hours',
  technicalSupport: 'within 4 hours',
  /** WhatsApp is watched around the clock for emergencies. */
  whatsappEmergencies: '24/7',
} as const;

export const ACCESSIBILITY_RESPONSE = { replyBusinessDays: 2, resolveBusinessDays: 5 } as const;
export const FRAUD_REPORT_RESPONSE = { businessHours: '2 hours', afterHours: '24 hours' } as const;
export const PRIVACY_REQUEST_DAYS = 30;

/** How long we keep each kind of record (docs/product.md §9). */
export const RETENTION_PERIODS = [
  { record: 'Orders, invoices and payment records', period: '7 years', why: 'Tax and accounting law' },
  { record: 'Support messages (contact form, e-mail, WhatsApp)', period: '3 years', why: 'To follow up on a problem or a warranty claim' },
  { record: 'Anonymous usage statistics', period: '2 years', why: 'To see which pages help and which do not' },
  { record: 'Error logs', period: '1 year', why: 'To find and fix faults' },
  { record: 'Server logs (addresses, pages asked for)', period: '90 days', why: 'Security and fraud checks' },
] as const;

/** We tell affected customers (and the regulator) of a data breach within this many hours. */
export const BREACH_NOTICE_HOURS = 72;
/** Buyers must be at least this old, or the age of majority where they live if that is higher. */
export const MINIMUM_AGE = 18;
