import { EXCHANGE_REPORT_DAYS, warrantyDays } from '@shared/constants';
import type { InventoryProduct } from '@shared/schemas/shop';
import { Badge } from '@web/components/ui/badge';
import type { ProductCondition } from './shop-state';

export const CONDITION_NAMES: Record<ProductCondition, string> = { new: 'New', used: 'Used', refurbished: 'Refurbished' };

const CONDITION_VARIANTS = { new: 'success', used: 'secondary', refurbished: 'info' } as const;

export function ConditionBadge({ condition }: { condition: ProductCondition }) {
  return <Badge variant={CONDITION_VARIANTS[condition]}>{CONDITION_NAMES[condition]}</Badge>;
}

/** At or below this many in stock, a card says "Only N left". */
export const LOW_STOCK_AT = 5;

export type StockState = { label: string; tone: 'out' | 'low' | 'in' };

export function stockState(product: Pick<InventoryProduct, 'inStock' | 'stockCount'>): StockState {
  if (!product.inStock || product.stockCount <= 0) return { label: 'Out of Stock', tone: 'out' };
  if (product.stockCount <= LOW_STOCK_AT) return { label: `Only ${product.stockCount} left`, tone: 'low' };
  return { label: 'In Stock', tone: 'in' };
}

export const STOCK_TONE_CLASSES: Record<StockState['tone'], string> = {
  out: 'text-destructive',
  low: 'text-accent-text',
  in: 'text-success',
};

/** docs/product.md §2: a card shows at most two compatible models, then "+N more". */
export const CARD_COMPATIBILITY_TAGS = 2;

export function CompatibilityTags({ models }: { models: string[] }) {
  if (models.length === 0) return null;
  const shown = models.slice(0, CARD_COMPATIBILITY_TAGS);
  const more = models.length - shown.length;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="sr-only">Fits: </span>
      {shown.map((model) => (
        <Badge key={model} variant="outline" className="max-w-full truncate font-medium">
          {model}
        </Badge>
      ))}
      {more > 0 ? (
        <span className="text-xs font-semibold text-muted-foreground">
          +{more} more<span className="sr-only"> {more === 1 ? 'model' : 'models'}</span>
        </span>
      ) : null}
    </div>
  );
}

/** The warranty a product carries (docs/product.md §9), as a headline and a line of detail. */
export function warrantyText(product: Pick<InventoryProduct, 'categorySlug' | 'categoryName' | 'condition'>): {
  headline: string;
  detail: string;
} {
  const exchange = `A defective or wrong item can be exchanged if you tell us within ${EXCHANGE_REPORT_DAYS} days of delivery.`;
  const days = warrantyDays(product.categorySlug, product.condition);
  if (days !== null) {
    return {
      headline: `${days}-day warranty`,
      detail: `${CONDITION_NAMES[product.condition]} ${product.categoryName.toLowerCase()} carry a ${days}-day warranty. ${exchange}`,
    };
  }
  // docs/product.md §9 sets no period for used parts, nor for back covers and accessories: say so, never invent one.
  const what = product.condition === 'used' ? 'used parts' : product.categoryName.toLowerCase();
  return {
    headline: 'No set warranty period',
    detail: `Our warranty table sets no period for ${what}: ask us about this part before you buy. ${exchange}`,
  };
}
