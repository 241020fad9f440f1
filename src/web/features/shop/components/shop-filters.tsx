import { useId } from 'react';
import { PART_CONDITIONS } from '@shared/catalogue';
import type { Category } from '@shared/schemas/part-requests';
import { PriceAndStockFilters } from '@web/components/commerce/price-and-stock-filters';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { Radio, RadioGroup } from '@web/components/ui/radio-group';
import { SelectOptions } from '@web/components/ui/select-options';
import { CONDITION_NAMES } from './product-labels';
import { hasShopFilters, SHOP_PRICE_MAX, type ShopState } from './shop-state';

export type ShopFiltersProps = {
  state: ShopState;
  onChange: (change: Partial<ShopState>) => void;
  onClear: () => void;
  /** The phone categories from /api/categories; undefined while they load. */
  categories: Category[] | undefined;
  brands: string[];
  models: string[];
};

/** The filters of /shop: a sidebar on desks, the content of the Filters sheet on phones. Each choice applies at once. */
export function ShopFilters({ state, onChange, onClear, categories, brands, models }: ShopFiltersProps) {
  const name = useId();
  const phoneCategories = (categories ?? []).filter((c) => c.type === 'phone');
  const knownCategory = !state.category || phoneCategories.some((c) => c.slug === state.category);
  const brandList = state.brand && !brands.some((b) => b.toLowerCase() === state.brand!.toLowerCase()) ? [state.brand, ...brands] : brands;
  const modelList = state.model && !models.some((m) => m.toLowerCase() === state.model!.toLowerCase()) ? [state.model, ...models] : models;

  return (
    <div className="grid gap-6">
      <FormField label="Category">
        <NativeSelect value={state.category ?? ''} onChange={(e) => onChange({ category: e.target.value || undefined })}>
          <option value="">{categories ? 'All categories' : 'Loading categories...'}</option>
          {!knownCategory && state.category ? <option value={state.category}>{state.category}</option> : null}
          {phoneCategories.map((c) => (
            <option key={c.id} value={c.slug}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>

      <FormField label="Brand">
        <NativeSelect
          value={state.brand ?? ''}
          // A model of another brand would match nothing: a new brand clears it.
          onChange={(e) => onChange({ brand: e.target.value || undefined, model: undefined })}
        >
          <option value="">All brands</option>
          <SelectOptions values={brandList} />
        </NativeSelect>
      </FormField>

      <FormField label="Device model">
        <NativeSelect value={state.model ?? ''} onChange={(e) => onChange({ model: e.target.value || undefined })}>
          <option value="">All models</option>
          <SelectOptions values={modelList} />
        </NativeSelect>
      </FormField>

      <RadioGroup legend="Condition" className="gap-0">
        <Radio name={name} value="" label="Any condition" checked={!state.condition} onChange={() => onChange({ condition: undefined })} />
        {PART_CONDITIONS.map((condition) => (
          <Radio
            key={condition}
            name={name}
            value={condition}
            label={CONDITION_NAMES[condition]}
            checked={state.condition === condition}
            onChange={() => onChange({ condition })}
          />
        ))}
      </RadioGroup>

      <PriceAndStockFilters
        currency="JMD"
        max={SHOP_PRICE_MAX}
        value={state}
        onChange={onChange}
        onClear={hasShopFilters(state) ? onClear : undefined}
      />
    </div>
  );
}
