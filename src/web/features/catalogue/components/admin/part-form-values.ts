import type { CatalogueAdminPart } from '@shared/schemas/admin-catalogue';
import type { VehicleMake, VehicleModel } from '@shared/schemas/catalogue';
import type { Marketplace, PartCondition } from '../search-state';

/**
 * One fitment row as the form holds it: text, as the boxes and selects give it. `chassis` is a code the
 * row was narrowed to, or '' for every code built in its years (what the server keeps either way).
 */
export type FitmentRowValues = { modelId: string; yearFrom: string; yearTo: string; chassis: string };

/**
 * The part form's values: CataloguePartInputSchema's fields, numbers as the text typed, the part, OEM and
 * interchange numbers as one text each (commas or new lines between them). The schema reads them all
 * from this shape, on the form as on the server.
 */
export type PartFormValues = {
  title: string;
  brand: string;
  condition: PartCondition;
  price: string;
  originalPrice: string;
  marketplace: Marketplace;
  listingUrl: string;
  supplierId: string;
  sku: string;
  usShipping: string;
  weightLb: string;
  shippingDays: string;
  inStock: boolean;
  partNumber: string;
  oemNumbers: string;
  interchangeNumbers: string;
  categoryId: string;
  description: string;
  images: string[];
  fitments: FitmentRowValues[];
  universalReason: string;
  note: string;
};

export const DEFAULT_SHIPPING_DAYS = '7-14 days';

export const BLANK_FITMENT: FitmentRowValues = { modelId: '', yearFrom: '', yearTo: '', chassis: '' };

/** A new part: new condition, from eBay, in stock, no US shipping, the usual 7-14 days, one vehicle row to fill. */
export const NEW_PART_VALUES: PartFormValues = {
  title: '',
  brand: '',
  condition: 'new',
  price: '',
  originalPrice: '',
  marketplace: 'ebay',
  listingUrl: '',
  supplierId: '',
  sku: '',
  usShipping: '0.00',
  weightLb: '',
  shippingDays: DEFAULT_SHIPPING_DAYS,
  inStock: true,
  partNumber: '',
  oemNumbers: '',
  interchangeNumbers: '',
  categoryId: '',
  description: '',
  images: [],
  fitments: [BLANK_FITMENT],
  universalReason: '',
  note: '',
};

const money = (amount: number | null) => (amount === null ? '' : amount.toFixed(2));
const text = (value: string | number | null) => (value === null ? '' : String(value));

/**
 * A saved part's values as the form shows them. A row's chassis code is not kept (the server keeps the
 * model and the years, and works the codes out from them), so a row comes back as "every code of these
 * years"; saving it unchanged keeps the same codes. The note starts empty: it is about the next change.
 */
export function partFormValues(values: CatalogueAdminPart['values']): PartFormValues {
  return {
    title: values.title,
    brand: values.brand,
    condition: values.condition,
    price: money(values.price),
    originalPrice: money(values.originalPrice),
    marketplace: values.marketplace,
    listingUrl: text(values.listingUrl),
    supplierId: text(values.supplierId),
    sku: text(values.sku),
    usShipping: money(values.usShipping),
    weightLb: text(values.weightLb),
    shippingDays: values.shippingDays,
    inStock: values.inStock,
    partNumber: values.partNumber,
    oemNumbers: values.oemNumbers.join(', '),
    interchangeNumbers: values.interchangeNumbers.join(', '),
    categoryId: String(values.categoryId),
    description: values.description,
    images: values.images,
    fitments: values.fitments.map((f) => ({ modelId: String(f.modelId), yearFrom: String(f.yearFrom), yearTo: String(f.yearTo), chassis: '' })),
    universalReason: text(values.universalReason),
    note: '',
  };
}

/** The make and model of a model id (text, as a select gives it), once the vehicles have loaded. */
export function findModel(makes: readonly VehicleMake[] | undefined, modelId: string): { make: VehicleMake; model: VehicleModel } | undefined {
  const id = Number(modelId);
  if (!modelId || !Number.isInteger(id)) return undefined;
  for (const make of makes ?? []) {
    const model = make.models.find((m) => m.id === id);
    if (model) return { make, model };
  }
  return undefined;
}

/** A whole year typed in a box, or undefined while it is not one. */
const yearOf = (value: string): number | undefined => (/^\s*\d{4}\s*$/.test(value) ? Number(value) : undefined);

/**
 * The chassis codes of a model built in a row's years (a generation counts when its years overlap the
 * row's, as the server works them out): what the customer's page will say the part fits. With a year
 * missing, the model's years stand in for it.
 */
export function chassisCodesInYears(model: VehicleModel, yearFrom: string, yearTo: string): string[] {
  const from = yearOf(yearFrom) ?? model.yearFrom;
  const to = yearOf(yearTo) ?? model.yearTo;
  return model.chassis.filter((c) => c.yearFrom <= to && from <= c.yearTo).map((c) => c.code);
}

