import type { Path } from 'react-hook-form';
import type { PartFormValues } from './part-form-values';

type Issue = { path: string; message: string };
export type PlacedIssue = { field: Path<PartFormValues>; message: string };

const FIELDS = new Set<string>([
  'title',
  'brand',
  'condition',
  'price',
  'originalPrice',
  'marketplace',
  'listingUrl',
  'supplierId',
  'sku',
  'usShipping',
  'weightLb',
  'shippingDays',
  'inStock',
  'partNumber',
  'oemNumbers',
  'interchangeNumbers',
  'categoryId',
  'description',
  'images',
  'universalReason',
  'note',
] satisfies (keyof Omit<PartFormValues, 'fitments'>)[]);

const FITMENT_FIELD = /^fitments\.(\d+)\.(modelId|yearFrom|yearTo|chassis)$/;
/** A list field's item (`images.2`, `oemNumbers.0`): the form has one box for the list, so it is shown there. */
const LIST_ITEM = /^(images|oemNumbers|interchangeNumbers)\.(\d+)$/;

/**
 * Where each of the server's issues goes on the part form: a field's own path, a fitment row's field
 * (`fitments.0.yearFrom`) at that row while the row exists, a list's item at the list's box (the photo's
 * or number's place said in the message). What has no field on the form (`body`, a row that is gone) is
 * handed back as `unplaced`, for the form to show above its button: no issue goes unseen.
 */
export function placeIssues(issues: readonly Issue[], fitmentRows: number): { placed: PlacedIssue[]; unplaced: string[] } {
  const placed: PlacedIssue[] = [];
  const unplaced: string[] = [];
  const place = (field: Path<PartFormValues>, message: string) => {
    // The first issue at a field is the one shown, as the schema's own checks do.
    if (!placed.some((p) => p.field === field)) placed.push({ field, message });
  };
  for (const { path, message } of issues) {
    const fitment = FITMENT_FIELD.exec(path);
    const item = LIST_ITEM.exec(path);
    if (fitment) {
      if (Number(fitment[1]) < fitmentRows) place(path as Path<PartFormValues>, message);
      else unplaced.push(message);
    } else if (item) {
      place(item[1] as Path<PartFormValues>, item[1] === 'images' ? `Photo ${Number(item[2]) + 1}: ${message}` : message);
    } else if (path === 'fitments') {
      place('fitments', message);
    } else if (FIELDS.has(path)) {
      place(path as Path<PartFormValues>, message);
    } else {
      unplaced.push(message);
    }
  }
  return { placed, unplaced };
}

const messageOf = (value: unknown): string | undefined => {
  const message = typeof value === 'object' && value !== null ? (value as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : undefined;
};

/**
 * The message of a list field's errors (`images`, `fitments`): on the list itself, on its `root` (where
 * react-hook-form puts a field array's own error), or on its first item that has one (the schema's or
 * the server's issue at `images.2`). One level only: an error also holds its field's element.
 */
export function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const items: unknown[] = Array.isArray(error) ? error : [(error as { root?: unknown }).root];
  return messageOf(error) ?? items.map(messageOf).find(Boolean);
}
