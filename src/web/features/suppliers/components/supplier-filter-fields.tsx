import { SUPPLIER_COUNTRIES, SUPPLIER_MIN_RATING_OPTIONS, SUPPLIER_PART_TYPE_LABELS, SUPPLIER_PART_TYPES } from '@shared/suppliers';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { SelectOptions } from '@web/components/ui/select-options';

export type SupplierFilters = {
  country: string;
  partType: string;
  shipsWorldwide: boolean;
  minRating: number;
  verified: boolean;
};

/** The filters of docs/product.md §9 (country, part type, ships worldwide, minimum rating) plus "verified only". */
export function SupplierFilterFields({
  value,
  onChange,
  idPrefix,
}: {
  value: SupplierFilters;
  onChange: (next: SupplierFilters) => void;
  /** Two sets of these fields live on one page (Browse, Advanced Search): their ids must differ. */
  idPrefix: string;
}) {
  const set = <K extends keyof SupplierFilters>(key: K, v: SupplierFilters[K]) => onChange({ ...value, [key]: v });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <FormField label="Country" id={`${idPrefix}-country`}>
        <NativeSelect value={value.country} onChange={(e) => set('country', e.target.value)}>
          <option value="all">All countries</option>
          <SelectOptions values={SUPPLIER_COUNTRIES} />
        </NativeSelect>
      </FormField>
      <FormField label="Part type" id={`${idPrefix}-part-type`}>
        <NativeSelect value={value.partType} onChange={(e) => set('partType', e.target.value)}>
          <option value="all">All part types</option>
          <SelectOptions values={SUPPLIER_PART_TYPES} labels={SUPPLIER_PART_TYPE_LABELS} />
        </NativeSelect>
      </FormField>
      <FormField label="Minimum rating" id={`${idPrefix}-min-rating`}>
        <NativeSelect value={String(value.minRating)} onChange={(e) => set('minRating', Number(e.target.value))}>
          {SUPPLIER_MIN_RATING_OPTIONS.map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="flex flex-col justify-end">
        <Checkbox label="Ships worldwide" checked={value.shipsWorldwide} onChange={(e) => set('shipsWorldwide', e.target.checked)} />
        <Checkbox label="Verified only" checked={value.verified} onChange={(e) => set('verified', e.target.checked)} />
      </div>
    </div>
  );
}
