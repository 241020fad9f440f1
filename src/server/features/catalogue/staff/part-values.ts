import type { CatalogueAdminPart, CataloguePartValues } from '../../../../shared/schemas/admin-catalogue';
import { centsOf, nullableCents } from '../../../modules/money/cents';
import { normalisePartNumber } from '../service';
import type { PartWrite, StaffPartRow } from './repository';

// A part's values as staff's form and an import row give them, the columns they are written as, and what
// changed between two versions: pure functions the staff service and the import share.

const GRAMS_PER_LB = 453.59237;
export type Values = CatalogueAdminPart['values'];

/** The labels a part's history names its fields by, in the form's order. */
const FIELD_LABELS: Record<keyof Omit<Values, 'fitments'>, string> = {
  title: 'Title',
  brand: 'Brand',
  condition: 'Condition',
  price: 'Price (US$)',
  originalPrice: 'Original price (US$)',
  marketplace: 'Sold on',
  listingUrl: 'Listing link',
  supplierId: 'Supplier',
  sku: 'SKU',
  usShipping: 'US shipping (US$)',
  weightLb: 'Weight (lb)',
  shippingDays: 'Shipping days',
  inStock: 'In stock',
  partNumber: 'Part number',
  oemNumbers: 'OEM numbers',
  interchangeNumbers: 'Interchange numbers',
  categoryId: 'Category',
  description: 'Description',
  images: 'Photos',
  universalReason: 'Fits any vehicle because',
};

const shown = (v: unknown): string => (v === null || v === undefined ? '' : Array.isArray(v) ? v.join(', ') : String(v));
const MONEY: ReadonlySet<string> = new Set(['price', 'originalPrice', 'usShipping']);

/** How a history names what ids stand for: a category, a supplier, a vehicle model ("Toyota Corolla Axio"). */
export type Names = { category(id: number): string | undefined; supplier(id: number): string | undefined; model(id: number): string | undefined };
const NO_NAMES: Names = { category: () => undefined, supplier: () => undefined, model: () => undefined };

/** A field's value as a history shows it: money with its cents, ids by their names. */
function shownAs(k: keyof typeof FIELD_LABELS, v: unknown, names: Names): string {
  if (v === null || v === undefined) return '';
  if (MONEY.has(k) && typeof v === 'number') return v.toFixed(2);
  if (k === 'categoryId' && typeof v === 'number') return names.category(v) ?? `#${v}`;
  if (k === 'supplierId' && typeof v === 'number') return names.supplier(v) ?? `#${v}`;
  if (k === 'inStock') return v ? 'yes' : 'no';
  return shown(v);
}

const fitmentsText = (rows: { modelId: number; yearFrom: number; yearTo: number }[], names: Names) =>
  rows
    .map((f) => `${names.model(f.modelId) ?? `model #${f.modelId}`} ${f.yearFrom}-${f.yearTo}`)
    .sort()
    .join('; ');

/** What changed between two versions of a part, field by field, as its history keeps it. */
export function changesBetween(before: Values, after: Values, names: Names = NO_NAMES): { field: string; from: string; to: string }[] {
  const changes = (Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[])
    .filter((k) => shown(before[k]) !== shown(after[k]))
    .map((k) => ({ field: FIELD_LABELS[k], from: shownAs(k, before[k], names), to: shownAs(k, after[k], names) }));
  const key = (rows: Values['fitments']) => rows.map((f) => `${f.modelId}:${f.yearFrom}:${f.yearTo}`).sort().join(',');
  if (key(before.fitments) !== key(after.fitments)) changes.push({ field: 'Fits', from: fitmentsText(before.fitments, names), to: fitmentsText(after.fitments, names) });
  return changes;
}

export function valuesOf(row: StaffPartRow, fitments: Values['fitments']): Values {
  return {
    title: row.title,
    brand: row.brand,
    condition: row.condition,
    price: row.priceCents / 100,
    originalPrice: row.originalPriceCents === null ? null : row.originalPriceCents / 100,
    marketplace: row.marketplace,
    listingUrl: row.listingUrl,
    supplierId: row.supplierId,
    sku: row.sku,
    usShipping: row.usShippingCents / 100,
    weightLb: row.weightGrams === null ? null : Math.round((row.weightGrams / GRAMS_PER_LB) * 100) / 100,
    shippingDays: row.shippingDays,
    inStock: row.inStock,
    partNumber: row.partNumber,
    oemNumbers: row.oemNumbers,
    interchangeNumbers: row.interchangeNumbers,
    categoryId: row.categoryId,
    description: row.description,
    images: row.images,
    fitments,
    universalReason: row.universalReason,
  };
}

/** The columns a checked part's values are written as (`category`: the part's, which gives the name search weighs and the illustration). */
export function partWriteOf(v: CataloguePartValues, category: { name: string; slug: string }): PartWrite {
  const numbers = [...v.oemNumbers, ...v.interchangeNumbers].map(normalisePartNumber).filter(Boolean);
  return {
    title: v.title,
    brand: v.brand,
    condition: v.condition,
    // Required by the schema: never null here (usdAmount's one type covers its optional form too).
    priceCents: centsOf(v.price!),
    originalPriceCents: nullableCents(v.originalPrice),
    marketplace: v.marketplace,
    listingUrl: v.marketplace === 'local' ? null : v.listingUrl,
    supplierId: v.supplierId,
    sku: v.sku,
    usShippingCents: centsOf(v.usShipping),
    weightGrams: v.weightLb === null ? null : Math.round(v.weightLb * GRAMS_PER_LB),
    shippingDays: v.shippingDays,
    inStock: v.inStock,
    partNumber: v.partNumber,
    partNumberNorm: normalisePartNumber(v.partNumber),
    oemNumbers: v.oemNumbers,
    interchangeNumbers: v.interchangeNumbers,
    oemNorm: [...new Set(numbers)].join(' '),
    categoryId: v.categoryId,
    categoryName: category.name,
    description: v.description,
    images: v.images,
    imageUrl: v.images[0] ?? `/images/parts/${category.slug}.svg`,
    universal: v.fitments.length === 0,
    universalReason: v.fitments.length === 0 ? v.universalReason : null,
  };
}

/** The fitment rows a part's values give (a row's chassis code only narrowed its years). */
export const fitmentRowsOf = (v: CataloguePartValues) => v.fitments.map((f) => ({ modelId: f.modelId, yearFrom: f.yearFrom, yearTo: f.yearTo }));
