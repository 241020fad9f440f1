import type { Part } from '@shared/schemas/catalogue';
import type { Marketplace, PartCondition } from './search-state';

export const CONDITION_NAMES: Record<PartCondition, string> = { new: 'New', used: 'Used', refurbished: 'Refurbished' };

export const MARKETPLACE_NAMES: Record<Marketplace, string> = { ebay: 'eBay', amazon: 'Amazon', local: 'Local Shop', supplier: 'US supplier' };

/** docs/product.md §9: the brand filter always offers these, whatever the current results hold. */
export const DEFAULT_BRANDS = ['Bosch', 'Denso', 'ACDelco', 'NGK', 'Brembo', 'Monroe'] as const;

/** docs/product.md §3: a part without its own estimate ships in 7-14 days. */
export function shippingDays(part: Pick<Part, 'shippingDays'>): string {
  return part.shippingDays.trim() || '7-14 days';
}
