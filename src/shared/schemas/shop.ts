import { z } from 'zod';
import { PART_CONDITIONS } from '../catalogue';

// The Kingston shop's own stock and its banners (docs/product.md §3). Prices are JMD major units.

export const InventoryProductSchema = z.object({
  id: z.number(),
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  /** docs/product.md §3's category: Phone Parts or Auto Parts. */
  category: z.enum(['Phone Parts', 'Auto Parts']),
  categoryId: z.number(),
  categoryName: z.string(),
  categorySlug: z.string(),
  brand: z.string(),
  model: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  currency: z.literal('JMD'),
  imageUrl: z.string(),
  images: z.array(z.string()),
  inStock: z.boolean(),
  stockCount: z.number(),
  rating: z.number(),
  reviewCount: z.number(),
  compatibility: z.array(z.string()),
  condition: z.enum(PART_CONDITIONS),
  location: z.string(),
  sellerName: z.string(),
  sellerRating: z.number(),
  sellerPhone: z.string(),
  sellerAddress: z.string(),
});
export type InventoryProduct = z.infer<typeof InventoryProductSchema>;

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();
const optionalPrice = (label: string) =>
  z.coerce.number({ error: `${label} must be a number` }).min(0, `${label} cannot be negative`).max(10_000_000, `${label} is too large`).optional();

/** GET /api/inventory: every filter optional; `ids` fetches the products in a cart (checkout). */
export const InventoryQuerySchema = z
  .strictObject({
    search: optionalText('Search text', 120).meta({ examples: ['battery'] }),
    category: z.string().trim().regex(/^[a-z0-9-]{0,60}$/, 'Category must be a category slug').optional(),
    brand: optionalText('Brand', 60),
    model: optionalText('Device model', 60),
    condition: z.enum(PART_CONDITIONS, { error: `Condition must be one of ${PART_CONDITIONS.join(', ')}` }).optional(),
    minPrice: optionalPrice('Minimum price'),
    maxPrice: optionalPrice('Maximum price'),
    inStock: z.enum(['true', 'false'], { error: 'inStock must be true or false' }).optional(),
    ids: z
      .string()
      .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, 'ids must be up to 50 product ids separated by commas')
      .transform((v) => [...new Set(v.split(',').map(Number))])
      .optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ['minPrice'],
    message: 'Minimum price must not be more than the maximum price',
  });
export type InventoryQuery = z.output<typeof InventoryQuerySchema>;

export const CarouselItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  buttonText: z.string(),
  buttonLink: z.string(),
  isActive: z.boolean(),
  priority: z.number(),
  createdAt: z.string(),
});
export type CarouselItem = z.infer<typeof CarouselItemSchema>;
