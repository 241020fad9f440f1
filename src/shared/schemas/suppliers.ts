import { z } from 'zod';
import {
  SUPPLIER_COUNTRIES,
  SUPPLIER_LIMITS,
  SUPPLIER_PART_TYPES,
  SUPPLIER_RATING_DEFAULT,
  SUPPLIER_RATING_MAX,
  SUPPLIER_RATING_MIN,
} from '../suppliers';
import { EmailSchema } from './auth';
import { blankToNull, PhoneSchema, requiredText } from './common';

// One schema per shape (docs/architecture.md, "One schema per shape"): the supplier dialog and POST/PUT /api/admin/suppliers both
// validate with SupplierInputSchema. The dialog's inputs hold text (lists comma-separated, the rating as
// typed); JSON clients may send real arrays and numbers. The preprocessors below read both.

const L = SUPPLIER_LIMITS;

/** Free text that may be left empty: trimmed, capped, '' when absent. */
function optionalText(label: string, max: number) {
  // One string schema (not a pipe into a second), so the published document shows the cap; optional there too.
  return z
    .preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`))
    .default('');
}

/**
 * docs/product.md §5: list fields are entered comma-separated, trimmed, empty entries dropped. An array's items are
 * split too, so "Brakes, Clutches" means the same sent either way; repeats (ignoring case) are kept once.
 */
function listField(label: string) {
  return z.preprocess(
    (v) => {
      if (v === undefined || v === null) return [];
      const raw = typeof v === 'string' ? [v] : v;
      if (!Array.isArray(raw) || raw.some((x) => typeof x !== 'string')) return v; // the array schema explains
      const seen = new Set<string>();
      const items: string[] = [];
      for (const item of (raw as string[]).flatMap((x) => x.split(','))) {
        const t = item.trim();
        if (t === '' || seen.has(t.toLowerCase())) continue;
        seen.add(t.toLowerCase());
        items.push(t);
      }
      return items;
    },
    z
      .array(z.string().max(L.listItem, `Each entry of ${label} must be at most ${L.listItem} characters`), {
        error: `${label} must be a comma-separated list`,
      })
      .max(L.listItems, `${label} can have at most ${L.listItems} entries`),
  ).default([]); // left out is none: optional in the published document too
}

/** True when n is a whole number of tenths (4, 4.5, 3.7), allowing for binary floating point. */
export function isTenths(n: number): boolean {
  return Math.abs(n * 10 - Math.round(n * 10)) < 1e-6;
}

const RATING_MESSAGE = `Rating must be between ${SUPPLIER_RATING_MIN} and ${SUPPLIER_RATING_MAX} in steps of 0.1`;

export const SupplierRatingSchema = z.preprocess(
  (v) => {
    const b = blankToNull(v);
    if (b === null || b === undefined) return undefined;
    return typeof b === 'string' ? Number(b.trim()) : b;
  },
  z
    .number({ error: RATING_MESSAGE })
    .min(SUPPLIER_RATING_MIN, RATING_MESSAGE)
    .max(SUPPLIER_RATING_MAX, RATING_MESSAGE)
    .multipleOf(0.1, RATING_MESSAGE)
    .transform((n) => Math.round(n * 10) / 10)
    .default(SUPPLIER_RATING_DEFAULT),
);

const MIN_RATING_MESSAGE = `Minimum rating must be from 0 to ${SUPPLIER_RATING_MAX} in steps of 0.1`;

const WEBSITE_MESSAGE = 'Please enter the website address, e.g. https://parts.example.com';

/** A web address; "parts.example.com" is read as https://parts.example.com. Only http(s). */
export const WebsiteSchema = z
  .string({ error: 'Website is required' })
  .trim()
  .min(1, 'Website is required')
  .max(L.website, `Website must be at most ${L.website} characters`)
  // For the document: a host with a dot, an optional http(s) scheme, no spaces (the transform below has the last word).
  .meta({ pattern: '^ *(?:[hH][tT][tT][pP][sS]?://(?:[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\\.)+[A-Za-z]{2,}(?::[1-9]\\d{0,3})?|(?:[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\\.)+[A-Za-z]{2,})(?:[/?#][!-~]*)? *$' })
  .transform((v, ctx) => {
    const withScheme = /^[a-z][a-z\d+.-]*:/i.test(v) ? v : `https://${v}`;
    let url: URL | undefined;
    try {
      url = new URL(withScheme);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.') || /\s/.test(v)) {
      ctx.addIssue({ code: 'custom', message: WEBSITE_MESSAGE });
      return z.NEVER;
    }
    return withScheme;
  });

/**
 * Names are how staff address a supplier (the URL of PUT and DELETE), so they must hold a letter or digit
 * (".." would be a path, not a name) and no control characters.
 */
export const SupplierNameSchema = requiredText('Supplier name', L.name)
  .refine((v) => !/\p{Cc}/u.test(v), 'Supplier name cannot contain control characters')
  .refine((v) => /[\p{L}\p{N}]/u.test(v), 'Supplier name must contain a letter or digit');

const ContactEmailSchema = z.preprocess(
  (v) => blankToNull(v) ?? undefined,
  EmailSchema.optional().transform((v) => v ?? ''),
);
const ContactPhoneSchema = PhoneSchema.transform((v) => v ?? '');

export const SupplierInputSchema = z.strictObject({
  name: SupplierNameSchema,
  website: WebsiteSchema,
  location: optionalText('Location', L.location),
  country: z.enum(SUPPLIER_COUNTRIES, { error: 'Please choose a country from the list' }),
  specialties: listField('Specialties'),
  description: optionalText('Description', L.description),
  contactInfo: z
    .strictObject(
      { email: ContactEmailSchema, phone: ContactPhoneSchema, whatsapp: ContactPhoneSchema },
      { error: 'Contact details must be an object with email, phone and whatsapp' },
    )
    .prefault({ email: '', phone: '', whatsapp: '' }),
  shippingInfo: z
    .strictObject(
      {
        shipsWorldwide: z.boolean({ error: 'Ships worldwide must be true or false' }).default(false),
        shippingMethods: listField('Shipping methods'),
        estimatedDays: optionalText('Estimated days', L.estimatedDays),
      },
      { error: 'Shipping details must be an object with shipsWorldwide, shippingMethods and estimatedDays' },
    )
    .prefault({ shippingMethods: [], estimatedDays: '' }),
  paymentMethods: listField('Payment methods'),
  languages: listField('Languages'),
  rating: SupplierRatingSchema,
  verified: z.boolean({ error: 'Verified must be true or false' }).default(true),
  partType: z.enum(SUPPLIER_PART_TYPES, { error: 'Please choose auto, phone or both' }),
  brands: listField('Brands'),
});
export type SupplierInput = z.output<typeof SupplierInputSchema>;
export type SupplierFormValues = z.input<typeof SupplierInputSchema>;

/** A supplier as the API answers it (docs/product.md §3), with its id for attaching it to a part request. */
export const SupplierSchema = z.object({
  id: z.number(),
  name: z.string(),
  website: z.string(),
  location: z.string(),
  country: z.string(),
  specialties: z.array(z.string()),
  description: z.string(),
  contactInfo: z.object({ email: z.string(), phone: z.string(), whatsapp: z.string() }),
  shippingInfo: z.object({ shipsWorldwide: z.boolean(), shippingMethods: z.array(z.string()), estimatedDays: z.string() }),
  paymentMethods: z.array(z.string()),
  languages: z.array(z.string()),
  rating: z.number(),
  verified: z.boolean(),
  partType: z.enum(SUPPLIER_PART_TYPES),
  brands: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Supplier = z.infer<typeof SupplierSchema>;

/** `all` and '' mean "no filter", so a page can send its select's value as it is. */
const allToUndefined = (v: unknown) => (v === '' || v === 'all' ? undefined : v);
const flag = (label: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['true', 'false'], { error: `${label} must be true or false` }).optional().transform((v) => (v === undefined ? undefined : v === 'true')),
  );

/**
 * GET /api/suppliers: Browse and Advanced Search share it. No parameter means no filter (every supplier);
 * the docs/product.md §9 defaults are the page's. `q` searches name, specialties, brands and description.
 * shipsWorldwide=true keeps those that ship worldwide; false (the switch off) does not narrow.
 */
export const SupplierListQuerySchema = z.strictObject({
  q: z.string().trim().max(L.search, `Search must be at most ${L.search} characters`).optional().meta({ examples: ['Toyota'] }),
  country: z.preprocess(allToUndefined, z.enum(SUPPLIER_COUNTRIES, { error: 'Unknown country: choose one from the list' }).optional()),
  partType: z.preprocess(allToUndefined, z.enum(SUPPLIER_PART_TYPES, { error: 'Part type must be all, auto, phone or both' }).optional()),
  shipsWorldwide: flag('Ships worldwide'),
  verified: flag('Verified'),
  minRating: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: 'Minimum rating must be a number from 0 to 5' })
      .min(0, MIN_RATING_MESSAGE)
      .max(SUPPLIER_RATING_MAX, MIN_RATING_MESSAGE)
      .multipleOf(0.1, MIN_RATING_MESSAGE)
      .optional(),
  ),
  brand: z.string().trim().max(L.listItem, `Brand must be at most ${L.listItem} characters`).optional(),
  specialty: z.string().trim().max(L.listItem, `Specialty must be at most ${L.listItem} characters`).optional(),
  sort: z.enum(['name', 'rating', 'country'], { error: 'Sort by name, rating or country' }).default('name'),
});
export type SupplierListQuery = z.output<typeof SupplierListQuerySchema>;

/**
 * `total` counts the suppliers that match; `unfilteredTotal` counts every supplier, so a page can say how
 * many its filters hide (docs/product.md §9's Browse defaults hide some without staff asking).
 */
export const SupplierListSchema = z.object({ suppliers: z.array(SupplierSchema), total: z.number(), unfilteredTotal: z.number() });
export type SupplierList = z.infer<typeof SupplierListSchema>;

/** docs/product.md §3 figures. byCountry lists countries with at least one supplier, most first; byPartType all three. */
export const SupplierAnalyticsSchema = z.object({
  totalSuppliers: z.number(),
  averageRating: z.number(),
  verifiedCount: z.number(),
  byCountry: z.record(z.string(), z.number()),
  byPartType: z.object({ auto: z.number(), phone: z.number(), both: z.number() }),
});
export type SupplierAnalytics = z.infer<typeof SupplierAnalyticsSchema>;

/** The `:name` of PUT/DELETE /api/admin/suppliers/{name}, URL-decoded by the router. */
export const SupplierNameParamsSchema = z.strictObject({
  name: z.string().trim().min(1, 'Supplier name is required').max(L.name, 'No supplier has a name that long'),
});

/** PUT /api/admin/part-requests/{id}/supplier: null takes the supplier off the request. */
export const AttachSupplierSchema = z.strictObject({
  supplierId: z
    .number({ error: 'Choose a supplier (supplierId), or null to remove it' })
    .int('Choose a supplier (supplierId), or null to remove it')
    .positive('Choose a supplier (supplierId), or null to remove it')
    .max(2_147_483_647, 'Choose a supplier (supplierId), or null to remove it')
    .nullable(),
});
export type AttachSupplierInput = z.infer<typeof AttachSupplierSchema>;
