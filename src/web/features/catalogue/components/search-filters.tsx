import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CHASSIS_FILTER_MAX, MARKETPLACES, normaliseChassisCode, PART_CONDITIONS, PART_PRICE_MAX, vehicleLabel } from '@shared/catalogue';
import type { PartSearchResult, VehicleMake } from '@shared/schemas/catalogue';
import type { Category } from '@shared/schemas/part-requests';
import { VEHICLE_YEAR_MIN, vehicleYearMax } from '@shared/constants';
import { PriceAndStockFilters } from '@web/components/commerce/price-and-stock-filters';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Radio, RadioGroup } from '@web/components/ui/radio-group';
import { SelectOptions } from '@web/components/ui/select-options';
import { useGarage } from './garage/use-garage';
import { vehicleFilter } from './garage/vehicle-search';
import { CONDITION_NAMES, DEFAULT_BRANDS, MARKETPLACE_NAMES } from './part-labels';
import { ChassisCodeInput } from './chassis-code-input';
import { MakeSelect, ModelSelect } from './vehicle-options';
import { hasFilters, type PartCondition, type SearchChange, type SearchState } from './search-state';
import { formatCount } from '@shared/numbers';

type Facets = PartSearchResult['facets'];
type Facet = Facets['brand'];

export type FiltersProps = {
  state: SearchState;
  onChange: (change: SearchChange) => void;
  onClear: () => void;
  /** The last answer's counts; undefined until the first answer. */
  facets: Facets | undefined;
  categories: Category[] | undefined;
  vehicles: VehicleMake[] | undefined;
};

function countOf(facet: Facet | undefined, ...values: (string | number | undefined)[]): number | undefined {
  if (!facet) return undefined;
  const wanted = values.filter((v) => v !== undefined).map((v) => String(v).toLowerCase());
  return facet.find((item) => wanted.includes(item.value.toLowerCase()))?.count;
}

function withCount(label: string, count: number | undefined): ReactNode {
  return (
    <>
      {label}
      {count === undefined ? null : <span className="text-muted-foreground tabular"> ({formatCount(count)})</span>}
    </>
  );
}

/** The filters of /search (docs/product.md §2, §9): a sidebar on desks, the content of the Filters sheet on phones. */
export function SearchFilters({ state, onChange, onClear, facets, categories, vehicles }: FiltersProps) {
  return (
    <div className="grid gap-6">
      <VehicleFilter state={state} onChange={onChange} vehicles={vehicles} />
      <CategoryFilter state={state} onChange={onChange} categories={categories} facet={facets?.category} />
      <ConditionFilter state={state} onChange={onChange} facet={facets?.condition} />
      <MarketplaceFilter state={state} onChange={onChange} facet={facets?.marketplace} />
      <BrandFilter state={state} onChange={onChange} facet={facets?.brand} />
      <PriceAndStockFilters
        currency="USD"
        max={PART_PRICE_MAX}
        value={state}
        onChange={onChange}
        onClear={hasFilters(state) ? onClear : undefined}
      />
    </div>
  );
}

function VehicleFilter({ state, onChange, vehicles }: Pick<FiltersProps, 'state' | 'onChange' | 'vehicles'>) {
  const id = useId();
  const make = vehicles?.find((m) => m.id === state.makeId);
  const model = make?.models.find((m) => m.id === state.modelId);
  const garage = useGarage();
  const [chassis, setChassis] = useState(state.chassis ?? '');
  const [lastChassis, setLastChassis] = useState(state.chassis);
  if (state.chassis !== lastChassis) {
    // The URL changed (back button, Clear all): show what it now says.
    setLastChassis(state.chassis);
    setChassis(state.chassis ?? '');
  }

  let yearFrom = VEHICLE_YEAR_MIN;
  let yearTo = vehicleYearMax();
  if (model) {
    yearFrom = model.yearFrom;
    yearTo = model.yearTo;
  } else if (make && make.models.length > 0) {
    yearFrom = Math.min(...make.models.map((m) => m.yearFrom));
    yearTo = Math.max(...make.models.map((m) => m.yearTo));
  }
  const years: number[] = [];
  for (let year = yearTo; year >= yearFrom; year -= 1) years.push(year);
  if (state.yearId !== undefined && !years.includes(state.yearId)) years.unshift(state.yearId);

  // A saved vehicle whose make, model and year are the filter now.
  const fromGarage = garage.vehicles.find(
    (v) => v.makeId === state.makeId && v.modelId === state.modelId && (v.year ?? undefined) === state.yearId && !state.chassis,
  );

  const applyChassis = (event: FormEvent) => {
    event.preventDefault();
    const code = normaliseChassisCode(chassis).slice(0, CHASSIS_FILTER_MAX);
    onChange({ chassis: code || undefined, ...(code ? { makeId: undefined, modelId: undefined } : {}) });
  };

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold">Your vehicle</legend>
      {garage.vehicles.length > 0 ? (
        <FormField label="From My Garage">
          <NativeSelect
            value={fromGarage?.id ?? ''}
            onChange={(e) => {
              const vehicle = garage.vehicles.find((v) => v.id === e.target.value) ?? null;
              garage.select(vehicle?.id ?? null);
              onChange({ makeId: undefined, modelId: undefined, yearId: undefined, chassis: undefined, ...vehicleFilter(vehicle) });
            }}
          >
            <option value="">{fromGarage ? 'Any vehicle' : 'Choose a saved vehicle'}</option>
            {garage.vehicles.map((v) => (
              <option key={v.id} value={v.id}>
                {vehicleLabel(v)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      <MakeSelect
        makes={vehicles}
        value={state.makeId}
        disabled={!vehicles}
        placeholder={vehicles ? 'All makes' : 'Loading makes...'}
        onChange={(makeId) => onChange({ makeId, modelId: undefined, yearId: undefined, chassis: undefined })}
      />
      <ModelSelect make={make} value={state.modelId} placeholder="All models" onChange={(modelId) => onChange({ modelId, yearId: undefined })} />
      <FormField label="Year">
        <NativeSelect value={state.yearId ?? ''} onChange={(e) => onChange({ yearId: e.target.value ? Number(e.target.value) : undefined })}>
          <option value="">All years</option>
          <SelectOptions values={years} />
        </NativeSelect>
      </FormField>
      <form onSubmit={applyChassis} className="grid gap-1.5">
        <Label htmlFor={`${id}-chassis`}>Or chassis code</Label>
        <div className="flex gap-2">
          <ChassisCodeInput
            id={`${id}-chassis`}
            value={chassis}
            aria-describedby={`${id}-chassis-hint`}
            onChange={(e) => setChassis(e.target.value)}
          />
          <Button type="submit" variant="outline" aria-label="Apply chassis code">
            Apply
          </Button>
        </div>
        <p id={`${id}-chassis-hint`} className="text-sm text-muted-foreground">
          Find it on the plate under the bonnet or on your registration.
        </p>
      </form>
    </fieldset>
  );
}

function CategoryFilter({
  state,
  onChange,
  categories,
  facet,
}: Pick<FiltersProps, 'state' | 'onChange' | 'categories'> & { facet: Facet | undefined }) {
  const selected =
    state.category ?? (state.categoryId !== undefined ? categories?.find((c) => c.id === state.categoryId)?.slug : undefined) ?? '';
  // The auto categories, and any other the results contain.
  const shown = (categories ?? []).filter(
    (c) => c.type === 'auto' || c.slug === selected || (countOf(facet, c.id, c.slug) ?? 0) > 0,
  );
  const known = shown.some((c) => c.slug === selected);

  return (
    <FormField label="Category">
      <NativeSelect value={selected} onChange={(e) => onChange({ category: e.target.value || undefined, categoryId: undefined })}>
        <option value="">All categories</option>
        {!known && selected ? <option value={selected}>{selected}</option> : null}
        {shown.map((c) => {
          const count = countOf(facet, c.id, c.slug);
          return (
            <option key={c.id} value={c.slug}>
              {c.name}
              {count === undefined ? '' : ` (${formatCount(count)})`}
            </option>
          );
        })}
      </NativeSelect>
    </FormField>
  );
}

function ConditionFilter({ state, onChange, facet }: Pick<FiltersProps, 'state' | 'onChange'> & { facet: Facet | undefined }) {
  // docs/product.md §5 / §9: all three ticked is the default and means every condition.
  const tickedIn = (s: SearchState): readonly PartCondition[] => (s.conditions.length > 0 ? s.conditions : PART_CONDITIONS);
  const ticked = tickedIn(state);
  const toggle = (condition: PartCondition, on: boolean) =>
    onChange((latest) => {
      const next = PART_CONDITIONS.filter((c) => (c === condition ? on : tickedIn(latest).includes(c)));
      return { conditions: next.length === PART_CONDITIONS.length || next.length === 0 ? [] : next };
    });
  return (
    <fieldset className="grid gap-0">
      <legend className="mb-1 text-sm font-semibold">Condition</legend>
      {PART_CONDITIONS.map((condition) => (
        <Checkbox
          key={condition}
          label={withCount(CONDITION_NAMES[condition], countOf(facet, condition))}
          checked={ticked.includes(condition)}
          onChange={(e) => toggle(condition, e.target.checked)}
        />
      ))}
    </fieldset>
  );
}

function MarketplaceFilter({ state, onChange, facet }: Pick<FiltersProps, 'state' | 'onChange'> & { facet: Facet | undefined }) {
  const name = useId();
  const current = state.marketplaces.length === 1 ? state.marketplaces[0] : 'all';
  return (
    <RadioGroup legend="Marketplace" className="gap-0">
      <Radio name={name} label="All marketplaces" value="all" checked={current === 'all'} onChange={() => onChange({ marketplaces: [] })} />
      {MARKETPLACES.map((marketplace) => (
        <Radio
          key={marketplace}
          name={name}
          value={marketplace}
          label={withCount(MARKETPLACE_NAMES[marketplace], countOf(facet, marketplace))}
          checked={current === marketplace}
          onChange={() => onChange({ marketplaces: [marketplace] })}
        />
      ))}
    </RadioGroup>
  );
}

function BrandFilter({ state, onChange, facet }: Pick<FiltersProps, 'state' | 'onChange'> & { facet: Facet | undefined }) {
  const hintId = useId();
  const [showAll, setShowAll] = useState(false);
  const names = new Map<string, string>();
  for (const brand of [...DEFAULT_BRANDS, ...state.brands]) names.set(brand.toLowerCase(), brand);
  for (const item of facet ?? []) if (!names.has(item.value.toLowerCase())) names.set(item.value.toLowerCase(), item.value);
  const all = [...names.values()];
  const LIMIT = 10;
  const shown = showAll ? all : all.slice(0, Math.max(LIMIT, DEFAULT_BRANDS.length + state.brands.length));
  const isTicked = (brand: string) => state.brands.some((b) => b.toLowerCase() === brand.toLowerCase());

  return (
    <fieldset className="grid gap-0" aria-describedby={state.brands.length > 1 ? hintId : undefined}>
      <legend className="mb-1 text-sm font-semibold">Brand</legend>
      {shown.map((brand) => (
        <Checkbox
          key={brand}
          label={withCount(brand, countOf(facet, brand))}
          checked={isTicked(brand)}
          onChange={(e) => {
            const on = e.target.checked;
            onChange((latest) => {
              const others = latest.brands.filter((b) => b.toLowerCase() !== brand.toLowerCase());
              return { brands: on ? [...others, brand] : others };
            });
          }}
        />
      ))}
      {all.length > shown.length || showAll ? (
        <Button variant="link" size="sm" className="justify-start px-0" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show fewer brands' : `Show all ${all.length} brands`}
        </Button>
      ) : null}
      {state.brands.length > 1 ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          Tick one brand to see only that brand.
        </p>
      ) : null}
    </fieldset>
  );
}
