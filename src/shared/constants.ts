// Business constants of SPEC.md §9 and DECISIONS.md live here, once.

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

export const THEME_STORAGE_KEY = 'ui-theme';
export const CART_STORAGE_KEY = 'shopping-cart';
/** My Garage for guests (issue 4): saved vehicles, and the one chosen for shopping (signed-in or not). */
export const GARAGE_STORAGE_KEY = 'my-garage';
export const GARAGE_SELECTED_STORAGE_KEY = 'my-garage-selected';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** DECISIONS 5: at least 8 characters (not SPEC's 6). The upper cap keeps the KDF's input bounded. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;

/** DECISIONS 2: a reset link is valid for one hour and works once. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** The popular auto categories of SPEC §2 (mobile menu). */
export const POPULAR_CATEGORIES = [
  { slug: 'engine-parts', name: 'Engine Parts' },
  { slug: 'brakes-suspension', name: 'Brakes & Suspension' },
  { slug: 'electrical', name: 'Electrical' },
  { slug: 'exterior', name: 'Exterior' },
  { slug: 'interior', name: 'Interior' },
] as const;

/** DECISIONS 7: island-wide shipping in JMD; pickup is free. */
export const ISLAND_SHIPPING_JMD = 700;

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

/** SPEC §9: vehicle years from 1990 to next year. */
export const VEHICLE_YEAR_MIN = 1990;
export function vehicleYearMax(now: Date = new Date()): number {
  return now.getFullYear() + 1;
}

/** Device brands offered in the request form; 'other' asks for the name. */
export const DEVICE_BRANDS = ['Apple', 'Samsung', 'Motorola', 'Google', 'Xiaomi', 'Huawei', 'Tecno', 'Infinix', 'Nokia', 'other'] as const;

/** SPEC §9 / DECISIONS 15 urgency labels; the three-value form's "medium" is stored as "normal". */
export const URGENCY_LABELS = {
  low: 'Low - within 2 weeks',
  normal: 'Normal - within 1 week',
  high: 'High - within 3 days',
  urgent: 'Urgent - ASAP',
} as const;

/** SPEC §9 condition labels. */
export const CONDITION_LABELS = {
  new: 'New Only',
  used: 'Used/Refurbished OK',
  any: 'Any Condition',
  refurbished: 'Refurbished',
} as const;

/** A photo of the old part: images only, judged by content, at most this size. */
export const REQUEST_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const REQUEST_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** SPEC §9 promises. */
export const REQUEST_REVIEW_HOURS = 24;
export const QUOTE_PROMISE = '2-3 business days';
export const US_TO_JAMAICA_SHIPPING = '7-14 business days';

/** The admin requests table shows this many rows a page. */
export const ADMIN_REQUESTS_PAGE_SIZE = 20;

/** The largest cost staff may enter on a request, in US dollars: anything above is a typo. */
export const MAX_COST_USD = 100_000;
