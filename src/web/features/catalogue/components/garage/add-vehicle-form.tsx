import { useId, useState, type FormEvent } from 'react';
import { CHASSIS_CODE_MESSAGE, CHASSIS_CODE_PATTERN, CHASSIS_TYPED_PATTERN, isChassis, normaliseChassisCode } from '@shared/catalogue';
import { vehicleYearMax } from '@shared/constants';
import { decodeVin, looksLikeVin } from '@shared/vin';
import type { VehicleMake, VehicleModel } from '@shared/schemas/catalogue';
import { FormAlert } from '@web/components/form-alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Radio, RadioGroup } from '@web/components/ui/radio-group';
import { SelectOptions } from '@web/components/ui/select-options';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import type { NewVehicle } from './use-garage';
import { ChassisCodeInput } from '../chassis-code-input';
import { MakeSelect, ModelSelect } from '../vehicle-options';

type Mode = 'model' | 'chassis';
type Match = { make: VehicleMake; model: VehicleModel };

/** The years to choose from, newest first: the model's, or the chassis code's when one was typed (one generation). */
function yearsOf(model: VehicleModel | undefined, code?: string): number[] {
  if (!model) return [];
  const range = (code === undefined ? undefined : model.chassis.find((c) => isChassis(c, code))) ?? model;
  const years: number[] = [];
  for (let year = range.yearTo; year >= range.yearFrom; year -= 1) years.push(year);
  return years;
}

/** Every model a chassis code belongs to (NZE141 is both a Corolla and a Corolla Axio). */
function modelsWithCode(vehicles: VehicleMake[], code: string): Match[] {
  return vehicles.flatMap((make) => make.models.filter((m) => m.chassis.some((c) => isChassis(c, code))).map((model) => ({ make, model })));
}

function describeError(error: unknown): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  return getServerMessage(error) ?? (error instanceof Error && !/^\d{3}:/.test(error.message) ? error.message : 'We could not save that vehicle. Please try again.');
}

/**
 * Adds a vehicle to My Garage by make, model and year, or by the chassis code on its plate (or its frame
 * number, or a VIN). A code two models share asks which one it is; a VIN gives the make and the year, so
 * only the model is asked.
 */
export function AddVehicleForm({
  vehicles,
  onAdd,
  saving,
}: {
  vehicles: VehicleMake[];
  onAdd: (vehicle: NewVehicle) => Promise<unknown>;
  saving: boolean;
}) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('model');
  const [makeId, setMakeId] = useState<number>();
  const [modelId, setModelId] = useState<number>();
  const [year, setYear] = useState<number>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  // The server checks the same pattern (ChassisCodeSchema) and that the code belongs to the model.
  const typedCode = normaliseChassisCode(code);
  // 17 letters and digits are a VIN: it names the make and the model year, not the model.
  const vin = mode === 'chassis' && looksLikeVin(code) ? decodeVin(code, vehicleYearMax()) : null;
  const vinMake = vin && !('error' in vin) && vin.make ? vehicles.find((m) => m.name === vin.make) : undefined;
  const codeValid = !vin && CHASSIS_TYPED_PATTERN.test(code.trim()) && CHASSIS_CODE_PATTERN.test(typedCode);
  const matches = mode === 'chassis' && codeValid ? modelsWithCode(vehicles, typedCode) : [];
  const make = vinMake ?? vehicles.find((m) => m.id === makeId);
  const model = make?.models.find((m) => m.id === modelId);
  let chosen: Match | undefined;
  if (mode === 'model' || vinMake) chosen = make && model ? { make, model } : undefined;
  else chosen = matches.length === 1 ? matches[0] : matches.find((m) => m.model.id === modelId);

  const reset = () => {
    setMakeId(undefined);
    setModelId(undefined);
    setYear(undefined);
    setCode('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (vin && 'error' in vin) return setError(vin.error);
    if (vin && !vinMake) return setError("We can't tell the make from this VIN. Choose the make and model instead.");
    if (mode === 'chassis' && !vin && !codeValid) return setError(CHASSIS_CODE_MESSAGE);
    if (mode === 'chassis' && !vin && matches.length === 0) {
      return setError(`We don't have ${typedCode} in our list yet. Choose the make and model instead.`);
    }
    if (!chosen) return setError(mode === 'model' ? 'Choose a make and a model' : 'Choose which model your car is');
    const chassisCode = mode === 'chassis' && !vin ? typedCode : null;
    try {
      await onAdd({
        makeId: chosen.make.id,
        makeName: chosen.make.name,
        modelId: chosen.model.id,
        modelName: chosen.model.name,
        year: year ?? null,
        chassisCode,
      });
      reset();
    } catch (err) {
      setError(describeError(err));
    }
  };

  // A new make clears the model and year; a new model, the year.
  const chooseMake = (next: number | undefined) => {
    setMakeId(next);
    setModelId(undefined);
    setYear(undefined);
  };
  const chooseModel = (next: number | undefined) => {
    setModelId(next);
    setYear(undefined);
  };

  const yearSelect = (
    <FormField label="Year (optional)">
      <NativeSelect value={year ?? ''} disabled={!chosen} onChange={(e) => setYear(e.target.value ? Number(e.target.value) : undefined)}>
        <option value="">{chosen ? 'Any year' : 'Choose a model first'}</option>
        <SelectOptions values={yearsOf(chosen?.model, mode === 'chassis' && !vin ? typedCode : undefined)} />
      </NativeSelect>
    </FormField>
  );

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Add a vehicle" noValidate>
      <RadioGroup legend="Add your car" className="sm:flex sm:gap-6">
        <Radio name={`${id}-mode`} label="By make and model" checked={mode === 'model'} onChange={() => setMode('model')} />
        <Radio name={`${id}-mode`} label="By chassis code" checked={mode === 'chassis'} onChange={() => setMode('chassis')} />
      </RadioGroup>

      {mode === 'model' ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <MakeSelect makes={vehicles} value={makeId} placeholder="Choose a make" onChange={chooseMake} />
          <ModelSelect make={make} value={modelId} placeholder="Choose a model" onChange={chooseModel} />
          {yearSelect}
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-code`}>Chassis code, frame number or VIN</Label>
            <ChassisCodeInput
              id={`${id}-code`}
              value={code}
              aria-describedby={`${id}-code-hint`}
              onChange={(e) => {
                setCode(e.target.value);
                setModelId(undefined);
                const read = looksLikeVin(e.target.value) ? decodeVin(e.target.value, vehicleYearMax()) : null;
                setYear(read && !('error' in read) && read.year !== null ? read.year : undefined);
              }}
            />
            <p id={`${id}-code-hint`} className="text-sm text-muted-foreground" aria-live="polite">
              {vin
                ? 'error' in vin
                  ? vin.error
                  : vinMake
                    ? `VIN of a ${vin.year ?? ''} ${vinMake.name}: choose the model.`.replace('  ', ' ')
                    : "We can't tell the make from this VIN: choose the make and model instead."
                : matches.length === 1
                ? `${typedCode}: ${matches[0]!.make.name} ${matches[0]!.model.name}`
                : matches.length === 0
                  ? 'On the plate under the bonnet, or on your registration.'
                  : `${typedCode} is used by ${matches.length} models. Choose yours below.`}
            </p>
          </div>
          {vinMake ? <ModelSelect make={vinMake} value={modelId} placeholder="Choose a model" onChange={setModelId} /> : null}
          {yearSelect}
          {matches.length > 1 ? (
            <RadioGroup legend="Which model is it?" className="sm:col-span-2">
              {matches.map(({ make: mk, model }) => (
                <Radio
                  key={model.id}
                  name={`${id}-match`}
                  label={`${mk.name} ${model.name}`}
                  checked={modelId === model.id}
                  onChange={() => setModelId(model.id)}
                />
              ))}
            </RadioGroup>
          ) : null}
        </div>
      )}

      {error ? <FormAlert>{error}</FormAlert> : null}
      <Button type="submit" className="sm:w-fit" disabled={saving}>
        {saving ? 'Saving...' : 'Save to My Garage'}
      </Button>
    </form>
  );
}
