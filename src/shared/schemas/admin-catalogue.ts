import { z } from 'zod';
import { MARKETPLACES, PART_CONDITIONS, PART_YEAR_MAX, PART_YEAR_MIN } from '../catalogue';
import { ownImageUrl } from './admin-shop';
import { PartDetailSchema } from './catalogue';
import { blankToNull, recordId, recordIdParam, requiredText, textToNumber, usdAmount } from './common';

// Staff's side of the auto-parts catalogue: one schema per shape, read by the form and the route alike
// (docs/catalogue-data.md has the rules the server adds on top: consumables new only, years inside the
// model's, chassis codes of the model, a reason for a universal part).

export const CATALOGUE_PART_MAX_IMAGES = 8;
export const CATALOGUE_PART_MAX_FITMENTS = 60;
export const CATALOGUE_PART_MAX_NUMBERS = 30;
export const CATALOGUE_ADMIN_PAGE_SIZE = 25;

const text = (label: string, max: number) => z.preprocess((v) => v ?? '', z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`)).default('');

/** A whole year typed in a form or sent as a number. */
const year = (label: string) =>
  z.preprocess(
    textToNumber,
    z
      .number({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a year`) })
      .int(`${label} must be a year`)
      .min(PART_YEAR_MIN, `${label} must be ${PART_YEAR_MIN} or later`)
      .max(PART_YEAR_MAX, `${label} must be ${PART_YEAR_MAX} or earlier`),
  );

/**
 * Part, OEM or interchange numbers: a list, or text with commas or new lines between them. Each keeps
 * its printed spelling ("0 986 494 123"); searches compare letters and digits only.
 */
export const partNumberList = (label: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null) return [];
      const items = typeof v === 'string' ? v.split(/[,\n;]/) : v;
      return Array.isArray(items) ? [...new Set(items.map((i) => (typeof i === 'string' ? i.trim() : i)).filter((i) => i !== ''))] : items;
    },
    z
      .array(
        z
          .string({ error: `${label} must be text` })
          .max(40, `${label}: each at most 40 characters`)
          .regex(/[A-Za-z0-9]/, `${label}: each needs a letter or a digit`),
        { error: `${label} must be a list` },
      )
      .max(CATALOGUE_PART_MAX_NUMBERS, `${label}: at most ${CATALOGUE_PART_MAX_NUMBERS}`),
  );

/**
 * One fitment row: a model in a range of years, or one of its chassis codes (its generation's years
 * unless narrowed). The server checks the years lie inside the model's and the code is the model's.
 */
export const FitmentInputSchema = z.strictObject({
  modelId: z.preprocess(textToNumber, recordId('Model', 'Choose a model')),
  yearFrom: year('First year'),
  yearTo: year('Last year'),
  chassis: z.preprocess(blankToNull, z.string().trim().max(30, 'Chassis code must be at most 30 characters').nullable().optional()),
}).refine((f) => f.yearFrom <= f.yearTo, { path: ['yearTo'], message: 'The last year must not be before the first' });
export type FitmentInput = z.output<typeof FitmentInputSchema>;

/** A listing's address on eBay or Amazon: where staff buy it, and what a customer's quote is based on. */
const listingUrl = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(500, 'Listing link must be at most 500 characters')
    .url('Listing link must be a web address starting https://')
    .refine((u) => u.startsWith('https://'), 'Listing link must be a web address starting https://')
    .nullable()
    .optional(),
);

/**
 * POST /api/admin/parts and PUT /api/admin/parts/{id}: the whole part (a PUT replaces it). Prices in
 * US$ as the seller lists them; the J$ a customer sees is worked out from them (landed cost).
 */
export const CataloguePartInputSchema = z.strictObject({
  title: requiredText('Title', 160),
  brand: requiredText('Brand', 60),
  condition: z.enum(PART_CONDITIONS, { error: `Condition must be one of ${PART_CONDITIONS.join(', ')}` }),
  price: usdAmount('Price', { required: true }),
  originalPrice: usdAmount('Original price').transform((v) => v ?? null),
  marketplace: z.enum(MARKETPLACES, { error: `Sold on must be one of ${MARKETPLACES.join(', ')}` }),
  listingUrl: listingUrl.transform((v) => v ?? null),
  supplierId: z.preprocess(textToNumber, recordId('Supplier', 'Choose a supplier').nullable().optional()).transform((v) => v ?? null),
  sku: z.preprocess(blankToNull, z.string().trim().max(60, 'SKU must be at most 60 characters').nullable().optional()).transform((v) => v ?? null),
  usShipping: usdAmount('US shipping', { allowZero: true }).transform((v) => v ?? 0),
  weightLb: z.preprocess(textToNumber, z.number({ error: 'Weight must be a number' }).positive('Weight must be more than 0').max(2000, 'Weight must be at most 2,000 lb').nullable().optional()).transform((v) => v ?? null),
  shippingDays: z.preprocess((v) => blankToNull(v) ?? '7-14 days', z.string().trim().max(30, 'Shipping days must be at most 30 characters')).default('7-14 days'),
  inStock: z.boolean({ error: 'In stock must be true or false' }).default(true),
  partNumber: requiredText('Part number', 40).regex(/[A-Za-z0-9]/, 'Part number needs a letter or a digit'),
  oemNumbers: partNumberList('OEM numbers').default([]),
  interchangeNumbers: partNumberList('Interchange numbers').default([]),
  categoryId: z.preprocess(textToNumber, recordId('Category', 'Choose a category')),
  description: text('Description', 4000),
  images: z.array(ownImageUrl, { error: 'Photos must be a list' }).max(CATALOGUE_PART_MAX_IMAGES, `At most ${CATALOGUE_PART_MAX_IMAGES} photos per part`).default([]).transform((v) => [...new Set(v)]),
  fitments: z.array(FitmentInputSchema, { error: 'Fitment must be a list' }).max(CATALOGUE_PART_MAX_FITMENTS, `At most ${CATALOGUE_PART_MAX_FITMENTS} fitment rows`).default([]),
  /** Required when there are no fitment rows: why the part fits any vehicle ("Universal 12 V bulb"). */
  universalReason: z.preprocess(blankToNull, z.string().trim().max(200, 'Reason must be at most 200 characters').nullable().optional()).transform((v) => v ?? null),
  /** What staff say about this change; kept in the part's history. */
  note: z.preprocess(blankToNull, z.string().trim().max(300, 'Note must be at most 300 characters').nullable().optional()).transform((v) => v ?? null),
});
export type CataloguePartInput = z.input<typeof CataloguePartInputSchema>;
export type CataloguePartValues = z.output<typeof CataloguePartInputSchema>;

/** POST /api/admin/parts/{id}/retire and …/restore. */
export const RetirePartSchema = z.strictObject({
  reason: requiredText('Reason', 300),
});
export type RetirePart = z.output<typeof RetirePartSchema>;

export const CataloguePartIdParamsSchema = z.strictObject({ id: recordIdParam('Part id') });

export const CATALOGUE_ADMIN_STATUSES = ['active', 'retired', 'all'] as const;

/** GET /api/admin/parts: staff's list, retired parts included when asked. */
export const CatalogueAdminQuerySchema = z.strictObject({
  query: z.string().trim().max(120, 'Search text must be at most 120 characters').optional(),
  status: z.enum(CATALOGUE_ADMIN_STATUSES, { error: `Status must be one of ${CATALOGUE_ADMIN_STATUSES.join(', ')}` }).default('active'),
  categoryId: z.preprocess(textToNumber, recordId('Category').optional()),
  supplierId: z.preprocess(textToNumber, recordId('Supplier').optional()),
  page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be 1 or more').max(10_000, 'Page must be at most 10,000').default(1),
});
export type CatalogueAdminQuery = z.output<typeof CatalogueAdminQuerySchema>;

export const CatalogueAdminRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  brand: z.string(),
  partNumber: z.string(),
  condition: z.enum(PART_CONDITIONS),
  price: z.number(),
  marketplace: z.enum(MARKETPLACES),
  supplierName: z.string().nullable(),
  sku: z.string().nullable(),
  categoryName: z.string(),
  imageUrl: z.string(),
  inStock: z.boolean(),
  fitmentCount: z.number(),
  retiredAt: z.string().nullable(),
});
export type CatalogueAdminRow = z.infer<typeof CatalogueAdminRowSchema>;

export const CatalogueAdminListSchema = z.object({
  parts: z.array(CatalogueAdminRowSchema),
  page: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type CatalogueAdminList = z.infer<typeof CatalogueAdminListSchema>;

export const PartEventSchema = z.object({
  at: z.string(),
  action: z.enum(['created', 'edited', 'retired', 'restored']),
  staffName: z.string().nullable(),
  /** What changed: a field's label with its old and new value as text. */
  changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
  note: z.string().nullable(),
});
export type PartEvent = z.infer<typeof PartEventSchema>;

/** A part as staff edit it: the form's values, plus what the customer's page shows and its history. */
export const CatalogueAdminPartSchema = z.object({
  id: z.number(),
  values: z.object({
    title: z.string(),
    brand: z.string(),
    condition: z.enum(PART_CONDITIONS),
    price: z.number(),
    originalPrice: z.number().nullable(),
    marketplace: z.enum(MARKETPLACES),
    listingUrl: z.string().nullable(),
    supplierId: z.number().nullable(),
    sku: z.string().nullable(),
    usShipping: z.number(),
    weightLb: z.number().nullable(),
    shippingDays: z.string(),
    inStock: z.boolean(),
    partNumber: z.string(),
    oemNumbers: z.array(z.string()),
    interchangeNumbers: z.array(z.string()),
    categoryId: z.number(),
    description: z.string(),
    images: z.array(z.string()),
    /** Each row's chassis codes are worked out from its years: the model's generations built in them. */
    fitments: z.array(z.object({ modelId: z.number(), yearFrom: z.number(), yearTo: z.number(), chassisCodes: z.array(z.string()) })),
    universalReason: z.string().nullable(),
  }),
  retiredAt: z.string().nullable(),
  retiredReason: z.string().nullable(),
  customerView: PartDetailSchema,
  history: z.array(PartEventSchema),
});
export type CatalogueAdminPart = z.infer<typeof CatalogueAdminPartSchema>;
