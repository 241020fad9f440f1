import { SUPPLIER_PART_TYPE_LABELS, type SupplierPartType } from '@shared/suppliers';
import type { SupplierFilters } from './supplier-filter-fields';

/** Every filter off: every supplier shows. "all", false and 0 are the fields' "no filter" values. */
export const NO_SUPPLIER_FILTERS: SupplierFilters = { country: 'all', partType: 'all', shipsWorldwide: false, minRating: 0, verified: false };

/** The filters that narrow the list, in words, in the order the fields stand on the page. */
export function activeFilterLabels(f: SupplierFilters): string[] {
  const labels: string[] = [];
  if (f.country !== 'all') labels.push(`Country: ${f.country}`);
  if (f.partType !== 'all') labels.push(`Part type: ${SUPPLIER_PART_TYPE_LABELS[f.partType as SupplierPartType] ?? f.partType}`);
  if (f.minRating > 0) labels.push(`Rating ${f.minRating.toFixed(1)} and up`);
  if (f.shipsWorldwide) labels.push('Ships worldwide');
  if (f.verified) labels.push('Verified only');
  return labels;
}

/**
 * The Browse tab opens with docs/product.md §9's defaults on, which hide some suppliers: this line says which
 * filters are on and how many suppliers they hide, so a count lower than the Analytics total is explained.
 * Null when no filter is on (nothing is hidden).
 */
export function hiddenByFiltersLine(filters: SupplierFilters, shown: number, all: number): string | null {
  const labels = activeFilterLabels(filters);
  if (labels.length === 0) return null;
  const hidden = Math.max(0, all - shown);
  const hides =
    hidden === 0 ? 'they hide no supplier' : `they hide ${hidden} of ${all} ${all === 1 ? 'supplier' : 'suppliers'}`;
  return `Filters on: ${labels.join(', ')}; ${hides}.`;
}
