// Business constants of docs/product.md §9 and docs/choices.md live here, once.
// The policy pages' own figures (processing times, delivery bands, response times, retention…) are in
// policies.ts beside this file.

/** The demo store identity (DESIGN.md). The server overrides each from its environment. */
export const DEMO_STORE = {
  name: 'Yaad Parts',
  tagline: 'Auto & Phone Parts Store',
  slogan: "Jamaica's number one marketplace for auto and phone parts",
  address: 'Shop 7, 120 Spanish Town Road, Kingston 11, Jamaica',
  phone: '+1 (876) 555-0142',
  whatsapp: '+1 (876) 555-0142',
  email: 'support@yaadparts.example',
  hours: 'Mon-Fri 9AM-6PM, Sat 10AM-4PM, Sun closed',
} as const;

/** Request (`REQ-`) and order (`ORD-`) numbers: 8 characters of an alphabet without 0/O, 1/I/L (docs/choices.md #13). */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const THEME_STORAGE_KEY = 'ui-theme';
export const CART_STORAGE_KEY = 'shopping-cart';
/** My Garage for guests: saved vehicles, and the one chosen for shopping (signed-in or not). */
export const GARAGE_STORAGE_KEY = 'my-garage';
export const GARAGE_SELECTED_STORAGE_KEY = 'my-garage-selected';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** docs/choices.md #5: at least 8 characters (not the 6 of docs/product.md §5). The upper cap keeps the KDF's input bounded. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;

/** docs/choices.md #2: a reset link is valid for one hour and works once. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** The popular auto categories of docs/product.md §2 (mobile menu). */
export const POPULAR_CATEGORIES = [
  { slug: 'engine-parts', name: 'Engine Parts' },
  { slug: 'brakes-suspension', name: 'Brakes & Suspension' },
  { slug: 'electrical', name: 'Electrical' },
  { slug: 'exterior', name: 'Exterior' },
  { slug: 'interior', name: 'Interior' },
] as const;

/** docs/choices.md #7: island-wide shipping in JMD; pickup is free. */
export const ISLAND_SHIPPING_JMD = 700;
/** docs/product.md §9: island-wide delivery takes 1-3 business days. */
export const ISLAND_DELIVERY_DAYS = '1-3';
/** docs/product.md §9: store pickup is free and a ready order is held this many business days. */
export const PICKUP_HOLD_BUSINESS_DAYS = 5;
/**
 * A pay-on-delivery order staff have not confirmed (moved to preparing or out for delivery) within this
 * many business days is cancelled and its stock released. Two days: staff confirm deliveries the same or
 * the next working day, so an order still untouched after two is one nobody is going to act on, and its
 * stock should be back on sale before the week is out. Pickup orders are held PICKUP_HOLD_BUSINESS_DAYS.
 */
export const DELIVERY_CONFIRM_BUSINESS_DAYS = 2;

/** docs/product.md §4 / §9: the /shop carousel moves on every 5 seconds. */
export const CAROUSEL_INTERVAL_MS = 5000;

/**
 * docs/product.md §9 warranty periods, in days, for new and refurbished parts: the /shop product dialog and the
 * warranty policy page both read this table, so a figure is written once. `categorySlugs` ties a row
 * to the shop's categories; the auto rows name no category yet (the shop's stock is phone parts).
 * docs/product.md §9 gives no period for used parts, nor for phone back covers and accessories.
 */
export const WARRANTY_PERIODS = [
  { label: 'Screens', categorySlugs: ['phone-screens'], newDays: 90, refurbishedDays: 30 },
  { label: 'Batteries', categorySlugs: ['phone-batteries'], newDays: 180, refurbishedDays: 60 },
  { label: 'Charging ports', categorySlugs: ['phone-charging-ports'], newDays: 120, refurbishedDays: 30 },
  { label: 'Cameras', categorySlugs: ['phone-cameras'], newDays: 90, refurbishedDays: 30 },
  { label: 'Auto electronics', categorySlugs: [], newDays: 180, refurbishedDays: 60 },
  { label: 'Auto mechanical parts', categorySlugs: [], newDays: 365, refurbishedDays: 90 },
] as const satisfies readonly { label: string; categorySlugs: readonly string[]; newDays: number; refurbishedDays: number }[];
/** docs/product.md §9: installation workmanship is guaranteed for 30 days; extended plans run 1 or 2 years. */
export const INSTALLATION_WARRANTY_DAYS = 30;
export const EXTENDED_WARRANTY_YEARS = [1, 2] as const;
/** docs/product.md §9: all sales final; a defective or wrong item may be exchanged if reported within 7 days of delivery. */
export const EXCHANGE_REPORT_DAYS = 7;

/** The warranty in days for a part of this category and condition, or null where docs/product.md §9 sets none. */
export function warrantyDays(categorySlug: string, condition: 'new' | 'used' | 'refurbished'): number | null {
  if (condition === 'used') return null;
  const row = WARRANTY_PERIODS.find((period) => (period.categorySlugs as readonly string[]).includes(categorySlug));
  if (!row) return null;
  return condition === 'new' ? row.newDays : row.refurbishedDays;
}
/** One order: at most this many different items, and this many of one item. */
export const ORDER_MAX_LINES = 50;
export const ORDER_LINE_MAX_QUANTITY = 99;

/** The 14 parishes of Jamaica, for delivery addresses. */
export const PARISHES = [
  'Kingston',
  'St. Andrew',
  'St. Catherine',
  'Clarendon',
  'Manchester',
  'St. Elizabeth',
  'Westmoreland',
  'Hanover',
  'St. James',
  'Trelawny',
  'St. Ann',
  'St. Mary',
  'Portland',
  'St. Thomas',
] as const;

/** docs/product.md §9: vehicle years from 1990 to next year. */
/** What a chassis field takes as typed: a frame number with its prefix ("DBA-NZE161-3012345") is longer than the code. */
export const CHASSIS_TYPED_MAX = 30;
export const VEHICLE_YEAR_MIN = 1990;
export function vehicleYearMax(now: Date = new Date()): number {
  return now.getFullYear() + 1;
}

/** Device brands offered in the request form; 'other' asks for the name. */
export const DEVICE_BRANDS = ['Apple', 'Samsung', 'Motorola', 'Google', 'Xiaomi', 'Huawei', 'Tecno', 'Infinix', 'Nokia', 'other'] as const;

/** docs/product.md §9 / docs/choices.md #15 urgency labels; the three-value form's "medium" is stored as "normal". */
export const URGENCY_LABELS = {
  low: 'Low - within 2 weeks',
  normal: 'Normal - within 1 week',
  high: 'High - within 3 days',
  urgent: 'Urgent - ASAP',
} as const;

/** docs/product.md §9 condition labels. */
export const CONDITION_LABELS = {
  new: 'New Only',
  used: 'Used/Refurbished OK',
  any: 'Any Condition',
  refurbished: 'Refurbished',
} as const;

/** A photo of the old part: images only, judged by content, at most this size. */
export const REQUEST_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const REQUEST_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * The link e-mailed to a request's address to manage it (docs/decisions/006-what-a-request-number-shows.md):
 * it works once, within this many hours (time to see the e-mail the next day), and then lets that browser
 * see the details and answer the quote for this many minutes.
 */
export const MANAGE_LINK_TTL_HOURS = 24;
export const MANAGE_ACCESS_TTL_MINUTES = 60;

/** docs/product.md §9 promises. */
export const REQUEST_REVIEW_HOURS = 24;
export const QUOTE_PROMISE = '2-3 business days';
export const US_TO_JAMAICA_SHIPPING = '7-14 business days';
/** The same promises as the dashboard holds staff to them: the later end of each range. */
export const QUOTE_PROMISE_BUSINESS_DAYS = 3;
export const DELIVERY_PROMISE_BUSINESS_DAYS = 14;

/** The admin requests table shows this many rows a page. */
export const ADMIN_REQUESTS_PAGE_SIZE = 20;

/** The largest cost staff may enter on a request, in US dollars: anything above is a typo. */
export const MAX_COST_USD = 100_000;

/** The admin messages list shows this many a page. */
export const ADMIN_MESSAGES_PAGE_SIZE = 20;
