import { z } from 'zod';
import { anyCaseWordListPattern } from './common';
import { LandedCostSchema } from './landed-cost';

// The auto parts catalogue: GET /api/parts, GET /api/parts/{id}, GET /api/vehicles.
// One schema per shape, shared by the /search page (URL state) and the route (query string).

import {
  CATEGORY_SLUG_PATTERN,
  CHASSIS_TYPED_MAX,
  MARKETPLACES,
  PART_CONDITIONS,
  PART_PRICE_MAX,
  PART_SORTS,
  PART_YEAR_MAX,
  PART_YEAR_MIN,
  PARTS_MAX_LIMIT,
  PARTS_MAX_PAGE,
  PARTS_PAGE_SIZE,
  SEARCH_TEXT_MAX,
} from '../catalogue';

export {
  MARKETPLACES,
  PART_CONDITIONS,
  PART_SORTS,
  PARTS_COUNT_CAP,
  PARTS_MAX_LIMIT,
  PARTS_MAX_PAGE,
  PARTS_PAGE_SIZE,
  type PartSort,
} from '../catalogue';

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a whole number above 0`)
    .max(2_147_483_647, `${label} is too large`)
    .optional();

const price = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(PART_PRICE_MAX, `${label} is too large`)
    .optional();

/**
 * A comma-separated list of allowed words ("used,refurbished"), or one word; the parameter may also be
 * repeated (condition=new&condition=used), as a form's checkboxes of one name send it.
 */
function listOf<T extends string>(values: readonly T[], label: string) {
  return z
    .union([z.string().meta({ pattern: anyCaseWordListPattern(values) }), z.array(z.string().meta({ pattern: anyCaseWordListPattern(values) }))], {
      error: `Give ${label} as words: ${values.join(', ')}`,
    })
    .optional()
    .transform((raw, ctx) => {
      if (Array.isArray(raw) && raw.length > values.length * 2) {
        ctx.addIssue({ code: 'custom', message: `Too many ${label} values` });
        return z.NEVER;
      }
      const v = Array.isArray(raw) ? raw.join(',') : raw;
      if (!v) return undefined;
      const items = [...new Set(v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))];
      const bad = items.find((s) => !(values as readonly string[]).includes(s));
      if (bad) {
        ctx.addIssue({ code: 'custom', message: `Unknown ${label} "${bad.slice(0, 30)}": use ${values.join(', ')}` });
        return z.NEVER;
      }
      // docs/product.md §5: all of them selected means no filter.
      return items.length === values.length ? undefined : (items as T[]);
    });
}

export const PartSearchQuerySchema = z
  .strictObject({
    // The example is shown in the API reference (docs/decisions/018), whose tests call the route with it.
    query: z.string().trim().max(SEARCH_TEXT_MAX, `Search text must be at most ${SEARCH_TEXT_MAX} characters`).optional().meta({ examples: ['brake pads'] }),
    makeId: id('Make'),
    modelId: id('Model'),
    yearId: z.coerce
      .number({ error: 'Year must be a whole number' })
      .int('Year must be a whole number')
      .min(PART_YEAR_MIN, `Year must be ${PART_YEAR_MIN} or later`)
      .max(PART_YEAR_MAX, `Year must be ${PART_YEAR_MAX} or earlier`)
      .optional(),
    /** A chassis or model code (NZE141, GE6; "dba-nze161" or a frame number reads the same): finds the model it belongs to. */
    chassis: z.string().trim().max(CHASSIS_TYPED_MAX, `Chassis code must be at most ${CHASSIS_TYPED_MAX} characters`).optional(),
    categoryId: id('Category'),
    /** The mobile menu links by slug (docs/product.md §2: /search?category=engine-parts). */
    category: z
      .string()
      .trim()
      .regex(CATEGORY_SLUG_PATTERN, 'Category must be a category slug')
      .optional(),
    condition: listOf(PART_CONDITIONS, 'condition'),
    marketplace: listOf(MARKETPLACES, 'marketplace'),
    brand: z.string().trim().max(60, 'Brand must be at most 60 characters').optional(),
    minPrice: price('Minimum price'),
    maxPrice: price('Maximum price'),
    inStock: z.enum(['true', 'false'], { error: 'inStock must be true or false' }).optional(),
    sort: z.enum(PART_SORTS, { error: `Sort must be one of ${PART_SORTS.join(', ')}` }).default('relevance'),
    page: z.coerce
      .number({ error: 'Page must be a number' })
      .int('Page must be a whole number')
      .min(1, 'Page must be 1 or more')
      .max(PARTS_MAX_PAGE, `Page must be at most ${PARTS_MAX_PAGE}: narrow the search to see more`)
      .default(1),
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be 1 or more')
      .max(PARTS_MAX_LIMIT, `Limit must be at most ${PARTS_MAX_LIMIT}`)
      .default(PARTS_PAGE_SIZE),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ['minPrice'],
    message: 'Minimum price must not be more than the maximum price',
  });
export type PartSearchQuery = z.output<typeof PartSearchQuerySchema>;

export const FitmentSchema = z.object({
  makeId: z.number(),
  make: z.string(),
  modelId: z.number(),
  model: z.string(),
  chassisCodes: z.array(z.string()),
  yearFrom: z.number(),
  yearTo: z.number(),
});
export type Fitment = z.infer<typeof FitmentSchema>;

/** docs/product.md §3 Part, plus part and OEM numbers and fitment. Money in USD major units. */
export const PartSchema = z.object({
  id: z.number(),
  title: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  /** The seller's shipping to our Miami address, US$ (0: free): shown beside the price, as it is in the J$ estimate. */
  usShipping: z.number(),
  imageUrl: z.string(),
  condition: z.enum(PART_CONDITIONS),
  brand: z.string(),
  rating: z.number(),
  reviewCount: z.number(),
  marketplace: z.enum(MARKETPLACES),
  shippingDays: z.string(),
  inStock: z.boolean(),
  categoryId: z.number(),
  categoryName: z.string(),
  categorySlug: z.string(),
  /** docs/product.md §3 keeps single ids; they are the first fitment's, null for universal parts. */
  makeId: z.number().nullable(),
  modelId: z.number().nullable(),
  yearId: z.number().nullable(),
  /**
   * The chassis codes of that first fitment row, only those built in its years (an Axio part for 2006-2012
   * is an NZE141 part): what the card's "Fits:" line may name, so it never disagrees with the fitment.
   */
  fitChassis: z.array(z.string()),
  description: z.string(),
  partNumber: z.string(),
  oemNumbers: z.array(z.string()),
  universal: z.boolean(),
  createdAt: z.string(),
  /**
   * What it costs in Jamaica, in J$: for a part the Kingston shop sells ('local'), its price at the
   * exchange rate, as checkout charges it; for one sourced from the US, an estimate of the delivered
   * cost (landed-cost.ts: deliveredEstimate). Null when there is nothing to base it on (no weight).
   */
  delivered: z.object({ jmd: z.number(), estimate: z.boolean() }).nullable(),
});
export type Part = z.infer<typeof PartSchema>;

/** A part page: its fitment, and the workings of its delivered estimate (null for the shop's own parts). */
export const PartDetailSchema = PartSchema.extend({
  fitment: z.array(FitmentSchema),
  landedCost: LandedCostSchema.nullable(),
  /** Numbers of other makers' parts this one replaces or is sold as: searching any of them finds it. */
  interchangeNumbers: z.array(z.string()),
  /** Its photos, the first being imageUrl. */
  images: z.array(z.string()),
  /** Retired by staff: out of search, its page says it is no longer sold, and orders that named it still show it. */
  noLongerSold: z.boolean(),
});
export type PartDetail = z.infer<typeof PartDetailSchema>;

/** GET /api/parts/suggestions?query=…: what the search box offers as the customer types. */
export const PartSuggestionsQuerySchema = z.strictObject({
  query: z
    .string({ error: 'Type something to search for' })
    .trim()
    .min(1, 'Type something to search for')
    .max(SEARCH_TEXT_MAX, `Search text must be at most ${SEARCH_TEXT_MAX} characters`)
    .meta({ examples: ['brak'] }),
});
export type PartSuggestionsQuery = z.infer<typeof PartSuggestionsQuerySchema>;

export const PartSuggestionsSchema = z.object({
  /** Searches that complete what was typed, its last word finished from the catalogue's own words ("corr" → "corolla"). */
  searches: z.array(z.string()),
  /** Parts whose part number starts with what was typed (letters and digits only compared). */
  partNumbers: z.array(z.object({ id: z.number(), partNumber: z.string(), title: z.string() })),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
  /** When nothing above matched: the typed words with their typos corrected ("brkae" → "brake"). */
  didYouMean: z.string().nullable(),
});
export type PartSuggestions = z.infer<typeof PartSuggestionsSchema>;

/**
 * GET /api/parts/:id/similar: parts of the same kind (brake pads for brake pads), those fitting the same
 * vehicle first, never the part itself.
 */
export const SimilarPartsSchema = z.object({ parts: z.array(PartSchema) });
export type SimilarParts = z.infer<typeof SimilarPartsSchema>;

const FacetSchema = z.array(z.object({ value: z.string(), label: z.string(), count: z.number() }));

export const PartSearchResultSchema = z.object({
  parts: z.array(PartSchema),
  pagination: z.object({
    page: z.number(),
    totalPages: z.number(),
    total: z.number(),
    /** True when total is a floor (PARTS_COUNT_CAP): the UI says "10,000+". */
    totalIsEstimate: z.boolean(),
  }),
  facets: z.object({ condition: FacetSchema, marketplace: FacetSchema, brand: FacetSchema, category: FacetSchema }),
  /** When typos were corrected: the words actually searched ("bosch brake pads"). */
  searchedFor: z.string().nullable(),
});
export type PartSearchResult = z.infer<typeof PartSearchResultSchema>;

/** A chassis code names one generation of a model, built in its own years (an NZE141 Axio: 2006-2012). */
/** `aliases`: other spellings that mean this code (isChassis). */
export const ChassisSchema = z.object({ code: z.string(), yearFrom: z.number(), yearTo: z.number(), aliases: z.array(z.string()).optional() });
export type Chassis = z.infer<typeof ChassisSchema>;
export const VehicleModelSchema = z.object({ id: z.number(), name: z.string(), aliases: z.array(z.string()).optional(), chassis: z.array(ChassisSchema), yearFrom: z.number(), yearTo: z.number() });
export const VehicleMakeSchema = z.object({ id: z.number(), name: z.string(), models: z.array(VehicleModelSchema) });
/** GET /api/vehicles: every make with its models, for the vehicle picker (small: tens of rows). */
export const VehiclesSchema = z.array(VehicleMakeSchema);
export type VehicleMake = z.infer<typeof VehicleMakeSchema>;
export type VehicleModel = z.infer<typeof VehicleModelSchema>;
