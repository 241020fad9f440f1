import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { PriceRangeFilter, type PriceRange } from '@web/components/price-range-filter';
import type { Currency } from '@web/lib/format';

// The catalogue prices in US$ to the cent, the shop in whole J$.
const PRICE_LEGEND: Record<Currency, string> = { USD: 'Price (US$)', JMD: 'Price (J$)' };
const PRICE_STEP: Record<Currency, string> = { USD: '0.01', JMD: '1' };

/**
 * The foot of a customer filter list (the catalogue's and the shop's): the price range, "In stock only",
 * and Clear all filters when `onClear` is given (only while a filter is on).
 */
export function PriceAndStockFilters({
  currency,
  max,
  value,
  onChange,
  onClear,
}: {
  currency: Currency;
  /** The highest price the API accepts. */
  max: number;
  value: PriceRange & { inStock: boolean };
  onChange: (change: PriceRange | { inStock: boolean }) => void;
  onClear?: () => void;
}) {
  return (
    <>
      <PriceRangeFilter
        key={`${value.minPrice ?? ''}-${value.maxPrice ?? ''}`}
        legend={PRICE_LEGEND[currency]}
        step={PRICE_STEP[currency]}
        max={max}
        value={value}
        onApply={onChange}
      />
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-semibold">Availability</legend>
        <Checkbox label="In stock only" checked={value.inStock} onChange={(e) => onChange({ inStock: e.target.checked })} />
      </fieldset>
      {onClear ? (
        <Button variant="outline" onClick={onClear}>
          Clear all filters
        </Button>
      ) : null}
    </>
  );
}
