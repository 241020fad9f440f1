import type { VehicleMake } from '@shared/schemas/catalogue';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';

// The Make and Model selects of the /search filter and the My Garage form. Each names its own empty
// choice ("All makes", "Choose a make"); a blank choice gives undefined.

const idOf = (value: string) => (value ? Number(value) : undefined);

export function MakeSelect({
  makes,
  value,
  onChange,
  placeholder,
  disabled,
}: {
  makes: VehicleMake[] | undefined;
  value: number | undefined;
  onChange: (makeId: number | undefined) => void;
  placeholder: string;
  disabled?: boolean;
}) {
  return (
    <FormField label="Make">
      <NativeSelect value={value ?? ''} disabled={disabled} onChange={(e) => onChange(idOf(e.target.value))}>
        <option value="">{placeholder}</option>
        {makes?.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** Each model with the chassis codes buyers know it by; disabled until a make is chosen. */
export function ModelSelect({
  make,
  value,
  onChange,
  placeholder,
}: {
  make: VehicleMake | undefined;
  value: number | undefined;
  onChange: (modelId: number | undefined) => void;
  placeholder: string;
}) {
  return (
    <FormField label="Model">
      <NativeSelect value={value ?? ''} disabled={!make} onChange={(e) => onChange(idOf(e.target.value))}>
        <option value="">{make ? placeholder : 'Choose a make first'}</option>
        {make?.models.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
            {m.chassis.length > 0 ? ` (${m.chassis.map((c) => c.code).join(', ')})` : ''}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
