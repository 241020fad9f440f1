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
      <ChoiceField label="Stock" all="All stock" value={filters.stock} choices={STOCK_FILTERS} labels={STOCK_LABELS} onChange={(v) => onChange('stock', v)} />
      <ChoiceField label="Condition" all="All conditions" value={filters.condition} choices={PART_CONDITIONS} labels={CONDITION_NAMES} onChange={(v) => onChange('condition', v)} />
      <ChoiceField label="Image type" all="All images" value={filters.image} choices={IMAGE_TYPES} labels={IMAGE_LABELS} onChange={(v) => onChange('image', v)} />
    </div>
  );
}

/** A select over a fixed set of choices, with "all" first. */
function ChoiceField<T extends string>({
  label,
  all,
  value,
  choices,
  labels,
  onChange,
}: {
  label: string;
  all: string;
  value: string;
  choices: readonly T[];
  labels: Record<T, string>;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label}>
      <NativeSelect value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
