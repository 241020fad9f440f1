import { useId, useState, type FormEvent } from 'react';
import { Search, SlidersHorizontal } from 'lucide-react';
import { PART_CONDITIONS } from '@shared/catalogue';
import type { Category } from '@shared/schemas/part-requests';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Radio, RadioGroup } from '@web/components/ui/radio-group';
import { cn } from '@web/lib/utils';
import { CONDITION_NAMES } from './product-labels';
import { hasShopFilters, SEARCH_MAX, SHOP_PRICE_MAX, type ShopState } from './shop-state';

export type ShopFiltersProps = {
  state: ShopState;
  onChange: (change: Partial<ShopState>) => void;
  onClear: () => void;
  /** The phone categories from /api/categories; undefined while they load. */
  categories: Category[] | undefined;
  brands: string[];
  models: string[];
};

/** The shop's search box: a part, a brand or a phone model, at most 120 characters. */
export function ShopSearchBox({ initial, onSearch, className }: { initial: string; onSearch: (text: string) => void; className?: string }) {
  const id = useId();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim().slice(0, SEARCH_MAX));
  };
  return (
    <form role="search" aria-label="Search the shop" onSubmit={submit} className={cn('flex gap-2', className)}>
      <Label htmlFor={id} className="sr-only">
        Search phone parts
      </Label>
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={SEARCH_MAX}
        enterKeyHint="search"
        placeholder="Part, brand or phone model"
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit">
        <Search aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Search</span>
      </Button>
    </form>
  );
}

/** The filters of /shop: a sidebar on desks, the content of the Filters sheet on phones. Each choice applies at once. */
export function ShopFilters({ state, onChange, onClear, categories, brands, models }: ShopFiltersProps) {
  const id = useId();
  const name = useId();
  const phoneCategories = (categories ?? []).filter((c) => c.type === 'phone');
  const knownCategory = !state.category || phoneCategories.some((c) => c.slug === state.category);
  const brandList = state.brand && !brands.some((b) => b.toLowerCase() === state.brand!.toLowerCase()) ? [state.brand, ...brands] : brands;
  const modelList = state.model && !models.some((m) => m.toLowerCase() === state.model!.toLowerCase()) ? [state.model, ...models] : models;

  return (
    <div className="grid gap-6">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-category`} className="text-sm font-semibold">
          Category
        </Label>
        <NativeSelect
          id={`${id}-category`}
          value={state.category ?? ''}
          onChange={(e) => onChange({ category: e.target.value || undefined })}
        >
          <option value="">{categories ? 'All categories' : 'Loading categories...'}</option>
          {!knownCategory && state.category ? <option value={state.category}>{state.category}</option> : null}
          {phoneCategories.map((c) => (
            <option key={c.id} value={c.slug}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-brand`} className="text-sm font-semibold">
          Brand
        </Label>
        <NativeSelect
          id={`${id}-brand`}
          value={state.brand ?? ''}
          // A model of another brand would match nothing: a new brand clears it.
          onChange={(e) => onChange({ brand: e.target.value || undefined, model: undefined })}
        >
          <option value="">All brands</option>
          {brandList.map((brand) => (
            <option key={brand} value={brand}>
              {brand}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-model`} className="text-sm font-semibold">
          Device model
        </Label>
        <NativeSelect id={`${id}-model`} value={state.model ?? ''} onChange={(e) => onChange({ model: e.target.value || undefined })}>
          <option value="">All models</option>
          {modelList.map((model) => (
            <option key={model} value={model}>
              {model}
            </option>
          ))}
        </NativeSelect>
      </div>

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

      <PriceFilter key={`${state.minPrice ?? ''}-${state.maxPrice ?? ''}`} state={state} onChange={onChange} />

      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-semibold">Availability</legend>
        <Checkbox label="In stock only" checked={state.inStock} onChange={(e) => onChange({ inStock: e.target.checked })} />
      </fieldset>

      {hasShopFilters(state) ? (
        <Button variant="outline" onClick={onClear}>
          Clear all filters
        </Button>
      ) : null}
    </div>
  );
}

function PriceFilter({ state, onChange }: Pick<ShopFiltersProps, 'state' | 'onChange'>) {
  const id = useId();
  const [min, setMin] = useState(state.minPrice?.toString() ?? '');
  const [max, setMax] = useState(state.maxPrice?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(/,/g, '')));
    const minPrice = toNumber(min);
    const maxPrice = toNumber(max);
    const valid = (n: number | undefined) => n === undefined || (n >= 0 && n <= SHOP_PRICE_MAX);
    if (!valid(minPrice) || !valid(maxPrice)) {
      setError('Prices must be numbers from 0 to 10,000,000.');
      return;
    }
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      setError('The minimum price must not be more than the maximum.');
      return;
    }
    setError(null);
    // The URL keeps whole cents at most, as the API does.
    const cents = (n: number | undefined) => (n === undefined ? undefined : Math.round(n * 100) / 100);
    onChange({ minPrice: cents(minPrice), maxPrice: cents(maxPrice) });
  };

  return (
    <form onSubmit={apply} noValidate>
      <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-1 text-sm font-semibold">Price (J$)</legend>
        <div className="grid grid-cols-2 gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-min`}>Min price</Label>
            <Input
              id={`${id}-min`}
              type="number"
              inputMode="decimal"
              min={0}
              step="1"
              value={min}
              placeholder="0"
              aria-invalid={error ? true : undefined}
              onChange={(e) => setMin(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-max`}>Max price</Label>
            <Input
              id={`${id}-max`}
              type="number"
              inputMode="decimal"
              min={0}
              step="1"
              value={max}
              placeholder="Any"
              aria-invalid={error ? true : undefined}
              onChange={(e) => setMax(e.target.value)}
            />
          </div>
        </div>
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="outline" aria-label="Apply price range">
          Apply price
        </Button>
      </fieldset>
    </form>
  );
}

/** Phones: the filters in a sheet rising from the bottom (DESIGN.md); the products behind update as they change. */
export function ShopFiltersSheet({
  activeCount,
  resultLabel,
  ...filters
}: ShopFiltersProps & { activeCount: number; resultLabel: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {activeCount > 0 ? (
            <span className="rounded-full bg-primary px-2 text-sm text-primary-foreground tabular">
              {activeCount}
              <span className="sr-only"> active</span>
            </span>
          ) : null}
        </Button>
      </DialogTrigger>
      <DialogContent
        closeLabel="Close filters"
        className="top-auto bottom-0 left-0 max-h-[88dvh] w-full max-w-none translate-x-0 translate-y-0 rounded-b-none sm:left-1/2 sm:max-w-lg sm:-translate-x-1/2"
      >
        <DialogHeader>
          <DialogTitle>Filters</DialogTitle>
          <DialogDescription>Products update as you choose.</DialogDescription>
        </DialogHeader>
        <ShopFilters {...filters} />
        <div className="sticky -bottom-5 -mx-5 border-t border-border bg-popover px-5 py-3 sm:-bottom-6 sm:-mx-6 sm:px-6">
          <Button className="w-full" onClick={() => setOpen(false)}>
            {resultLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
