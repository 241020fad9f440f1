// The catalogue's constants and small helpers, without zod: the catalogue pages import them,
// and keeping zod out of those pages keeps their first download within budget
// (docs/decisions/004-first-load-budget.md). The zod schemas in schemas/catalogue.ts and
// schemas/garage.ts are built from these same values.

/**
 * Where a catalogue part is bought: an eBay or Amazon listing, a US supplier's price list (sourced like
 * the listings), or the Kingston shop's own shelf ('local').
 */
export const MARKETPLACES = ['ebay', 'amazon', 'local', 'supplier'] as const;
export const PART_CONDITIONS = ['new', 'used', 'refurbished'] as const;

/**
 * Parts worn away by use, only ever sold new (a used brake pad is a worn one): brake pads and shoes,
 * fluids and oils, filters, spark plugs, wiper blades and belts. The one list every way a part comes in
 * is checked against (isConsumable); a seat belt is not a belt in this sense.
 */
const CONSUMABLE = /\b(brake (pads?|shoes?)|fluids?|(motor|engine|gear) oils?|oils? \d+w-?\d+|coolants?|antifreeze|filters?|spark plugs?|wiper blades?|(?<!seat )belts?)\b/i;
export const CONSUMABLE_CONDITION_MESSAGE = 'Brake pads and shoes, fluids, filters, spark plugs, wiper blades and belts are sold new only';

/** Whether a part, named by its title or kind, is a consumable (CONSUMABLE): only `new` is allowed. */
export function isConsumable(name: string): boolean {
  return CONSUMABLE.test(name);
}
export const PART_SORTS = ['relevance', 'price_asc', 'price_desc', 'rating', 'newest'] as const;
export type PartSort = (typeof PART_SORTS)[number];

/** docs/product.md §9: page size 9; the cap keeps one call from reading the catalogue. */
export const PARTS_PAGE_SIZE = 9;
export const PARTS_MAX_LIMIT = 48;
/** Deep pages cost a scan; past this page the answer is 400 with a hint to narrow the search. */
export const PARTS_MAX_PAGE = 500;
/**
 * Up to this many matches the total and the facet counts are exact, taken over the same rows, so they
 * agree and every narrowing filter visibly narrows; past it the total is given as "at least"
 * (totalIsEstimate; the page says "10,000+" and asks for a vehicle or a filter), so counting never
 * reads more of the catalogue than this (bench/README.md has what it costs).
 */
export const PARTS_COUNT_CAP = 10_000;
/** docs/product.md §9: a part page shows 3 similar parts. */
export const SIMILAR_PARTS_COUNT = 3;
export const SEARCH_TEXT_MAX = 120;
export const CHASSIS_FILTER_MAX = 20;
export { CHASSIS_TYPED_MAX } from './constants';
export const PART_YEAR_MIN = 1950;
export const PART_YEAR_MAX = 2100;
export const PART_PRICE_MAX = 1_000_000;
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9-]{0,60}$/;

/** My Garage: at most this many saved vehicles. */
export const GARAGE_MAX_VEHICLES = 10;
export const GARAGE_FULL_MESSAGE = `Your garage holds up to ${GARAGE_MAX_VEHICLES} vehicles. Remove one to add another.`;
/** A chassis code as normaliseChassisCode gives it: NZE141, GE6, DE3FS. */
export const CHASSIS_CODE_PATTERN = /^[A-Z0-9]{2,30}$/;
/**
 * A chassis code as it may be typed: letters and digits, with spaces, hyphens, dots, slashes or
 * underscores between them, at most CHASSIS_TYPED_MAX characters. Whatever matches it normalises to a
 * code of CHASSIS_CODE_PATTERN, so the API's document and its validator say the same.
 */
export const CHASSIS_TYPED_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._/-]{0,28}[A-Za-z0-9]$/;
export const CHASSIS_CODE_MESSAGE = 'A chassis code is letters and digits, like NZE141, GE6 or DBA-NZE161';

/**
 * Japanese type-designation prefixes: the emissions class a model code carries on the plate and in the
 * papers ("DBA-NZE161" is an NZE161). Ignored wherever a customer types a chassis code.
 */
export const MODEL_CODE_PREFIXES = [
  'ABA', 'ADA', 'ADE', 'ADF', 'CBA', 'CBF', 'CBH', 'DAA', 'DBA', 'DBF', 'DBG', 'DBH', 'DLA', 'GH', 'GK', 'GF', 'LA', 'LDA', 'RBA',
  'SKG', 'TA', 'TC', 'UA', 'UH', 'E', 'GD', 'HC', 'KG', 'KH', 'KR', 'QDF', 'ZAA', '3BA', '4BA', '5BA', '6BA', '3DA', '6AA',
] as const;
const PREFIXES = new Set<string>(MODEL_CODE_PREFIXES);

/**
 * What a customer types for a vehicle's chassis code, as the catalogue knows it: case, spaces and
 * hyphens do not matter ("ncp-160" is NCP160), a type-designation prefix is dropped ("DBA-NZE161"), and a
 * frame number gives its code ("NZE161-3012345", the code then the car's serial). The garage, the
 * catalogue's chassis filter and the request form all read through this one function.
 */
/** Whether a chassis code (normalised) names this generation: its code or one of its aliases. */
export function isChassis(generation: { code: string; aliases?: readonly string[] }, code: string): boolean {
  return generation.code === code || (generation.aliases?.includes(code) ?? false);
}

export function normaliseChassisCode(code: string): string {
  const parts = code.trim().toUpperCase().split(/[\s\-_./]+/).filter(Boolean);
  // Dropping a group never leaves less than a code's two characters ("X-12345" stays X12345).
  const rest = (from: number, to: number) => parts.slice(from, to).join('').length >= 2;
  // A frame number's serial: the last group, all digits, five or more of them.
  if (parts.length > 1 && /^\d{5,}$/.test(parts.at(-1)!) && rest(0, -1)) parts.pop();
  // A prefix only counts as one when a code follows it ("UA" alone is not a code we drop).
  if (parts.length > 1 && PREFIXES.has(parts[0]!) && rest(1, parts.length)) parts.shift();
  return parts.join('');
}

/** "2012 Toyota Corolla Axio (NZE141)". */
export function vehicleLabel(v: { makeName: string; modelName: string; year: number | null; chassisCode: string | null }): string {
  const name = [v.year, v.makeName, v.modelName].filter((part) => part !== null).join(' ');
  return v.chassisCode ? `${name} (${v.chassisCode})` : name;
}
