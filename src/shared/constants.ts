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
