import { PART_CONDITIONS } from '@shared/catalogue';
import { IMAGE_TYPES, LOW_STOCK_THRESHOLD, STOCK_FILTERS } from '@shared/schemas/admin-shop';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { useCategories } from '@web/lib/categories';
import { cn } from '@web/lib/utils';
import { CONDITION_NAMES } from '../product-labels';
import type { InventoryFilters } from './use-inventory-filters';

const STOCK_LABELS: Record<(typeof STOCK_FILTERS)[number], string> = {
  in: 'In stock',
  low: `Low stock (${LOW_STOCK_THRESHOLD} or fewer)`,
  out: 'Out of stock',
};
const IMAGE_LABELS: Record<(typeof IMAGE_TYPES)[number], string> = { default: 'Default picture', custom: 'Custom photo' };

/** The inventory's five filter selects: always shown from md up, behind the Filters button on phones. */
export function InventoryFilterFields({
  id,
  open,
  filters,
  brands,
  onChange,
}: {
  id: string;
  open: boolean;
  filters: InventoryFilters;
  /** The brands the products carry; the chosen one is kept even when no product has it. */
  brands: string[];
  onChange: (name: Exclude<keyof InventoryFilters, 'search'>, value: string) => void;
}) {
  const categories = useCategories();
  return (
    <div id={id} className={cn('grid gap-3 sm:grid-cols-2 md:grid md:grid-cols-3 xl:grid-cols-5', open ? 'grid' : 'hidden')}>
      <FormField label="Category">
        <NativeSelect value={filters.category} onChange={(e) => onChange('category', e.target.value)}>
          <option value="">All categories</option>
          {(['phone', 'auto'] as const).map((type) => (
            <optgroup key={type} label={type === 'phone' ? 'Phone Parts' : 'Auto Parts'}>
              {(categories.data ?? [])
                .filter((c) => c.type === type)
                .map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Brand">
        <NativeSelect value={filters.brand} onChange={(e) => onChange('brand', e.target.value)}>
          <option value="">All brands</option>
          {brands.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
          {filters.brand && !brands.includes(filters.brand) ? <option value={filters.brand}>{filters.brand}</option> : null}
        </NativeSelect>
      </FormField>
      <FormField label="Stock">
        <NativeSelect value={filters.stock} onChange={(e) => onChange('stock', e.target.value)}>
          <option value="">All stock</option>
          {STOCK_FILTERS.map((s) => (
            <option key={s} value={s}>
              {STOCK_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Condition">
        <NativeSelect value={filters.condition} onChange={(e) => onChange('condition', e.target.value)}>
          <option value="">All conditions</option>
          {PART_CONDITIONS.map((c) => (
            <option key={c} value={c}>
              {CONDITION_NAMES[c]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Image type">
        <NativeSelect value={filters.image} onChange={(e) => onChange('image', e.target.value)}>
          <option value="">All images</option>
          {IMAGE_TYPES.map((t) => (
            <option key={t} value={t}>
              {IMAGE_LABELS[t]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}
