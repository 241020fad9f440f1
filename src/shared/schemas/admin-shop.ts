import { z } from 'zod';
import { PART_CONDITIONS } from '../catalogue';
import { blankToNull, ONE_CENT, recordId, recordIdParam } from './common';
import { CarouselItemSchema, InventoryProductSchema } from './shop';

// Staff's side of the Kingston shop: the inventory and the /shop banners. One schema each for
// the form and the route (docs/architecture.md, "One schema per shape"). Prices are JMD major units, like the shop's own answers.

/** docs/product.md §3: a product without a photo shows our placeholder illustration. */
export const PRODUCT_PLACEHOLDER_IMAGE = '/images/shop/placeholder.svg';
/** docs/product.md §3: a banner's default image, 800 × 400. */
export const BANNER_PLACEHOLDER_IMAGE = '/images/banners/placeholder.svg';
/** A product with this many or fewer (but some) in stock counts as low stock in the staff filter. */
export const LOW_STOCK_THRESHOLD = 5;
/** At most this many photos per product, and products per bulk action. */
export const PRODUCT_MAX_IMAGES = 10;
export const BULK_MAX_IDS = 200;

/**
 * Images the shop serves itself (docs/choices.md #21): our illustrations under /images/ and staff uploads under
 * /uploads/. Anything else (another site, `javascript:`, a path with `..`) is refused, so a product or a
 * banner never makes a customer's browser fetch from somewhere we don't control.
 */
const OWN_IMAGE = /^\/(images|uploads)\/[A-Za-z0-9_-][A-Za-z0-9_./-]*\.(svg|png|jpe?g|webp|gif)$/i;
export const isOwnImageUrl = (url: string) => OWN_IMAGE.test(url) && !url.includes('..') && !url.includes('//');

export const ownImageUrl = z
  .string()
  .trim()
  .max(300, 'Image address must be at most 300 characters')
  // The document's pattern is OWN_IMAGE with its two extra rules (no "..", no "//") folded in.
  .meta({ pattern: '^\\s*/(?:images|uploads)/(?:[A-Za-z0-9_-]+(?:\\.[A-Za-z0-9_-]+)*/)*[A-Za-z0-9_-]+(?:\\.[A-Za-z0-9_-]+)*\\.(?:[sS][vV][gG]|[pP][nN][gG]|[jJ][pP][eE]?[gG]|[wW][eE][bB][pP]|[gG][iI][fF])\\s*$' })
  .refine(isOwnImageUrl, 'Choose an image from the gallery or upload one');

/** An optional image: blank means the placeholder. */
const optionalImage = (placeholder: string) =>
  z.preprocess((v) => blankToNull(v) ?? undefined, ownImageUrl.optional()).transform((v) => v ?? placeholder);

const text = (label: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const requiredText = (label: string, max: number) => text(label, max).min(1, `${label} is required`);
// A field with a value when left out is written with .default(), not only in the preprocess, so the published
// document shows it as optional (with its default) and not as required.
const optionalText = (label: string, max: number) => z.preprocess((v) => v ?? '', text(label, max)).default('');

/** Text from a number box becomes a number ('abc' becomes NaN, which z.number refuses); blank becomes undefined. */
const formNumber = (v: unknown) => {
  const b = blankToNull(v);
  if (b === null) return undefined;
  return typeof b === 'string' ? Number(b.trim()) : b;
};

/** A JMD amount typed in a form (step 0.01) or sent as a number. */
const price = (label: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) })
    .min(ONE_CENT, `${label} must be at least J$0.01`)
    .max(10_000_000, `${label} is too large`)
    .multipleOf(ONE_CENT, `${label} can have at most 2 decimals`);

/** A comma-separated list from a form, or a list: trimmed, empties and repeats dropped. */
const textList = (label: string, maxItems: number, maxLength: number) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null) return [];
      const items = typeof v === 'string' ? v.split(',') : v;
      return Array.isArray(items)
        ? [...new Set(items.map((i) => (typeof i === 'string' ? i.trim() : i)).filter((i) => i !== ''))]
        : items;
    },
    z
      .array(text(label, maxLength), { error: `${label} must be a list` })
      .max(maxItems, `${label}: at most ${maxItems} entries`),
  );

/**
 * POST /api/admin/inventory and PUT /api/admin/inventory/{id} (a PUT replaces the product: the form
 * always sends every field). docs/product.md §3 defaults: condition new, location Kingston, stock count 0, the
 * shop as seller (filled in by the server from its configuration), placeholder image. docs/product.md §5: name,
 * brand and price required; prices numeric with at most 2 decimals.
 *
 * "In stock" is not a field of its own: the shop counts its stock and orders reserve against the count
 * (docs/choices.md #8), so a product is in stock exactly when its count is above 0. docs/product.md §3's "in stock with a
 * count of 0" cannot hold in a counted shop; the count wins, and the form says so.
 */
export const ProductInputSchema = z.strictObject({
  /** Optional: the server makes one up when blank. Unique among live products (409 otherwise). */
  sku: z.preprocess(
    (v) => blankToNull(v) ?? undefined,
    text('SKU', 40)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'SKU may use letters, digits, dots, dashes and underscores')
      .transform((v) => v.toUpperCase())
      .optional(),
  ),
  name: requiredText('Name', 160),
  description: optionalText('Description', 2000),
  categoryId: z.preprocess(
    formNumber,
    z
      .number({ error: 'Choose a category' })
      .int('Choose a category')
      .positive('Choose a category')
      .max(2_147_483_647, 'Choose a category'),
  ),
  brand: requiredText('Brand', 60),
  model: optionalText('Model', 80),
  price: z.preprocess(formNumber, price('Price')),
  originalPrice: z.preprocess(formNumber, price('Original price').optional()).transform((v) => v ?? null),
  imageUrl: optionalImage(PRODUCT_PLACEHOLDER_IMAGE),
  images: z
    .array(ownImageUrl, { error: 'Photos must be a list' })
    .max(PRODUCT_MAX_IMAGES, `At most ${PRODUCT_MAX_IMAGES} photos per product`)
    .optional()
    .transform((v) => [...new Set(v ?? [])]),
  stockCount: z
    .preprocess(
      (v) => formNumber(v) ?? 0,
      z
        .number({ error: 'Stock count must be a whole number' })
        .int('Stock count must be a whole number')
        .min(0, 'Stock count cannot be negative')
        .max(100_000, 'Stock count is too large'),
    )
    .default(0),
  compatibility: textList('Compatible models', 30, 80).default([]),
  condition: z.enum(PART_CONDITIONS, { error: `Condition must be one of ${PART_CONDITIONS.join(', ')}` }).default('new'),
  location: z.preprocess((v) => blankToNull(v) ?? 'Kingston', text('Location', 80)).default('Kingston'),
  /** Left out (or blank): the shop itself (docs/product.md §3), or on an update what the product already has. */
  sellerName: z.preprocess((v) => blankToNull(v) ?? undefined, text('Seller name', 120).optional()),
  sellerPhone: z.preprocess((v) => blankToNull(v) ?? undefined, text('Seller phone', 40).optional()),
  sellerAddress: z.preprocess((v) => blankToNull(v) ?? undefined, text('Seller address', 200).optional()),
});
export type ProductInput = z.output<typeof ProductInputSchema>;
export type ProductFormValues = z.input<typeof ProductInputSchema>;

export const STOCK_FILTERS = ['in', 'out', 'low'] as const;
export const IMAGE_TYPES = ['default', 'custom'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** GET /api/admin/inventory: docs/product.md §2's staff filters; every product, out of stock included. */
export const AdminInventoryQuerySchema = z.strictObject({
  search: z.string().trim().max(120, 'Search text must be at most 120 characters').optional(),
  /** A category slug, or docs/product.md §3's two kinds (`phone`, `auto`). */
  category: z.string().trim().regex(/^[a-z0-9-]{0,60}$/, 'Category must be a category slug').optional(),
  kind: z.enum(['phone', 'auto'], { error: 'Kind must be phone or auto' }).optional(),
  brand: z.string().trim().max(60, 'Brand must be at most 60 characters').optional(),
  stock: z.enum(STOCK_FILTERS, { error: 'Stock must be in, out or low' }).optional(),
  condition: z.enum(PART_CONDITIONS, { error: `Condition must be one of ${PART_CONDITIONS.join(', ')}` }).optional(),
  image: z.enum(IMAGE_TYPES, { error: 'Image type must be default or custom' }).optional(),
});
export type AdminInventoryQuery = z.output<typeof AdminInventoryQuerySchema>;

/** Our illustrations (/images/…) are the default pictures; anything uploaded is a custom photo. */
export const imageTypeOf = (imageUrl: string): ImageType => (imageUrl.startsWith('/images/') ? 'default' : 'custom');

export const AdminProductSchema = InventoryProductSchema.extend({
  imageType: z.enum(IMAGE_TYPES),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminInventoryListSchema = z.object({
  products: z.array(AdminProductSchema),
  /** Every brand in the inventory, for the brand filter, whatever the current filters. */
  brands: z.array(z.string()),
  /** Products in the inventory, whatever the current filters. */
  total: z.number(),
});
export type AdminInventoryList = z.infer<typeof AdminInventoryListSchema>;

export const BULK_ACTIONS = ['delete', 'in_stock', 'out_of_stock'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** POST /api/admin/inventory/bulk: one action on many products, all or nothing. */
export const InventoryBulkSchema = z.strictObject({
  ids: z
    .array(recordId('Each product id'), { error: 'Choose at least one product' })
    .min(1, 'Choose at least one product')
    .max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} products at a time`)
    .transform((ids) => [...new Set(ids)]),
  action: z.enum(BULK_ACTIONS, { error: 'Action must be delete, in_stock or out_of_stock' }),
});
export type InventoryBulk = z.output<typeof InventoryBulkSchema>;

export const InventoryBulkResultSchema = z.object({
  action: z.enum(BULK_ACTIONS),
  /** Products changed (deleted or archived for delete). */
  count: z.number(),
  /** Of the deleted, how many were kept as archived because orders name them. */
  archived: z.number(),
  message: z.string(),
});
export type InventoryBulkResult = z.infer<typeof InventoryBulkResultSchema>;

export const ProductDeletedSchema = z.object({ message: z.string(), archived: z.boolean() });
export type ProductDeleted = z.infer<typeof ProductDeletedSchema>;

/**
 * docs/product.md §5: priority is a whole number from 0 (lower shows first); left out or blank, it is 0.
 * Anything else ("high", -1, 1.5) is refused by name: quietly keeping it as 0 moved a banner its author
 * meant to push down to the front, and the document could not say what was taken.
 */
export const CAROUSEL_MAX_PRIORITY = 1_000_000;
const PRIORITY_MESSAGE = 'Priority must be a whole number from 0 to 1,000,000';
const priority = z
  .preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? 0 : typeof v === 'string' ? Number(v.trim()) : v),
    z.number({ error: PRIORITY_MESSAGE }).int(PRIORITY_MESSAGE).min(0, PRIORITY_MESSAGE).max(CAROUSEL_MAX_PRIORITY, PRIORITY_MESSAGE),
  )
  .default(0);

/** A banner's button goes somewhere in the shop (`/shop`) or to a secure site (`https://…`). */
const buttonLink = z
  .preprocess(
    (v) => v ?? '',
    text('Button link', 300)
      .meta({ pattern: '^\\s*(?:/(?:[^/\\\\][^\\\\]*)?|https://[^\\s/].*)?$' })
      .refine(
        (v) => v === '' || (v.startsWith('/') && !v.startsWith('//') && !v.includes('\\')) || /^https:\/\/[^\s/]+/.test(v),
        'Button link must start with / (a page of the shop) or https://',
      ),
  )
  .default('');

/** POST /api/admin/carousel and PUT /api/admin/carousel/{id} (docs/product.md §3, §5). */
export const CarouselInputSchema = z
  .strictObject({
    title: requiredText('Title', 120),
    subtitle: optionalText('Subtitle', 120),
    description: optionalText('Description', 400),
    imageUrl: optionalImage(BANNER_PLACEHOLDER_IMAGE),
    buttonText: optionalText('Button text', 40),
    buttonLink,
    isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
    priority,
  })
  .refine((v) => v.buttonText === '' || v.buttonLink !== '', {
    path: ['buttonLink'],
    message: 'A button needs a link',
  });
export type CarouselInput = z.output<typeof CarouselInputSchema>;
export type CarouselFormValues = z.input<typeof CarouselInputSchema>;

export const AdminCarouselListSchema = z.array(CarouselItemSchema);

export const IdParamsSchema = z.strictObject({
  id: recordIdParam('Id'),
});
