// Supplier constants of docs/product.md §9, without zod, so any screen can read them.

/** docs/product.md §9: the countries staff source from; the form and the filters offer exactly these. */
export const SUPPLIER_COUNTRIES = [
  'Japan',
  'South Korea',
  'Germany',
  'USA',
  'UK',
  'China',
  'Australia',
  'Malaysia',
  'Singapore',
  'Thailand',
  'Indonesia',
  'Vietnam',
  'Philippines',
  'India',
] as const;
export type SupplierCountry = (typeof SUPPLIER_COUNTRIES)[number];

/** What a supplier sells: 'both' suppliers match an auto filter and a phone filter alike. */
export const SUPPLIER_PART_TYPES = ['auto', 'phone', 'both'] as const;
export type SupplierPartType = (typeof SUPPLIER_PART_TYPES)[number];

export const SUPPLIER_PART_TYPE_LABELS: Record<SupplierPartType, string> = {
  auto: 'Auto parts',
  phone: 'Phone parts',
  both: 'Auto & phone parts',
};

/** docs/product.md §3/§5: rating 1 to 5 in steps of 0.1, default 4. */
export const SUPPLIER_RATING_MIN = 1;
export const SUPPLIER_RATING_MAX = 5;
export const SUPPLIER_RATING_DEFAULT = 4;

/** docs/product.md §9: the minimum-rating filter's choices (0 = Any). */
export const SUPPLIER_MIN_RATING_OPTIONS = [
  { value: 0, label: 'Any rating' },
  { value: 3, label: '3.0 and up' },
  { value: 4, label: '4.0 and up' },
  { value: 4.5, label: '4.5 and up' },
] as const;

/** docs/product.md §9: the Browse tab opens on all countries, auto parts, ships worldwide, rating 4 and up. */
export const SUPPLIER_FILTER_DEFAULTS = {
  country: 'all',
  partType: 'auto',
  shipsWorldwide: true,
  minRating: 4,
} as const;

/** Caps that keep one supplier's record bounded. */
export const SUPPLIER_LIMITS = {
  name: 120,
  website: 200,
  location: 120,
  description: 2000,
  listItem: 60,
  listItems: 30,
  estimatedDays: 40,
  search: 120,
} as const;
