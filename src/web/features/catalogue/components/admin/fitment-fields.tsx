import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { CATALOGUE_PART_MAX_FITMENTS } from '@shared/schemas/admin-catalogue';
import type { VehicleMake } from '@shared/schemas/catalogue';
import { LoadErrorCard } from '@web/components/load-error-card';
import { Button } from '@web/components/ui/button';
import { FieldError } from '@web/components/ui/field-error';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { useVehicles } from '../../api/get-vehicles';
import { firstMessage } from './part-form-issues';
import type { PartFormApi } from './part-form-api';
import { BLANK_FITMENT, chassisCodesInYears, findModel } from './part-form-values';

/**
 * The vehicles a part fits: one row per model and years, each optionally narrowed to a chassis code (which
 * fills in that generation's years). With no rows the part fits any vehicle, and the form asks why
 * (docs/catalogue-data.md: the server refuses a universal part without a reason).
 */
export function FitmentFields({ form }: { form: PartFormApi }) {
  // The rows are kept here rather than with react-hook-form's useFieldArray: that hook would join the form
  // library's chunk that every customer form page loads (past /dashboard's first-load budget, as the
  // quote editor found). `keys` are the rows' React keys; the values stay in the form. The form draws this
  // afresh after a save, so the keys start again from the saved rows.
  const [keys, setKeys] = useState<number[]>(() => form.getValues('fitments').map((_, i) => i));
  const nextKey = useRef(keys.length);
  const vehicles = useVehicles();
  const addButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const { errors } = form.formState;
  const full = keys.length >= CATALOGUE_PART_MAX_FITMENTS;

  const append = () => {
    form.setValue('fitments', [...form.getValues('fitments'), { ...BLANK_FITMENT }], { shouldDirty: true });
    setKeys((now) => [...now, nextKey.current++]);
    // The new row's make takes the focus once it is drawn.
    setTimeout(() => list.current?.querySelector<HTMLSelectElement>(':scope > li:last-child select')?.focus(), 0);
  };
  const remove = (index: number) => {
    form.setValue(
      'fitments',
      form.getValues('fitments').filter((_, i) => i !== index),
      { shouldDirty: true },
    );
    // The rows after it move up a place: their errors no longer sit at their indexes.
    form.clearErrors('fitments');
    setKeys((now) => now.filter((_, i) => i !== index));
    // The row's button is gone: the keyboard carries on from "Add a vehicle".
    addButton.current?.focus();
  };

  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-4">
      <legend className="px-1 font-semibold">Fits these vehicles</legend>
      <p className="text-sm text-muted-foreground">
        Add each model with its first and last year, or choose a chassis code to fill in its years. Customers find the part by any of them.
        Remove every row for a part that fits any vehicle.
      </p>
      {vehicles.isError ? <LoadErrorCard inset what="the vehicles" error={vehicles.error} onRetry={() => void vehicles.refetch()} /> : null}

      {keys.length > 0 ? (
        // A container: each row lays out by the room the form has, which differs between a new part's page and a saved one's.
        <ol ref={list} className="@container grid gap-3">
          {keys.map((key, index) => (
            <li key={key}>
              <FitmentRow form={form} index={index} makes={vehicles.data} onRemove={() => remove(index)} />
            </li>
          ))}
        </ol>
      ) : (
        <FormField
          label="Fits any vehicle because…"
          hint="Say why in a few words, for example: universal 12 V bulb, or a cleaner for any engine."
          error={errors.universalReason?.message}
        >
          <Input {...form.register('universalReason')} autoComplete="off" maxLength={200} />
        </FormField>
      )}
      <FieldError message={firstMessage(errors.fitments)} />

      <div>
        <Button ref={addButton} variant="outline" disabled={full} onClick={append}>
          <Plus aria-hidden="true" />
          Add a vehicle
        </Button>
        {full ? <p className="mt-1 text-sm text-muted-foreground">A part lists at most {CATALOGUE_PART_MAX_FITMENTS} vehicles.</p> : null}
      </div>
    </fieldset>
  );
}

function FitmentRow({
  form,
  index,
  makes,
  onRemove,
}: {
  form: PartFormApi;
  index: number;
  makes: VehicleMake[] | undefined;
  onRemove: () => void;
}) {
  const row = useWatch({ control: form.control, name: `fitments.${index}` });
  const found = findModel(makes, row.modelId);
  // The make is not one of the schema's fields: the row remembers the one chosen, else reads the model's.
  const [chosenMake, setChosenMake] = useState<string>();
  const makeId = chosenMake ?? (found ? String(found.make.id) : '');
  const make = makes?.find((m) => String(m.id) === makeId);
  const model = found && found.make === make ? found.model : undefined;
  const errors = form.formState.errors.fitments?.[index];
  const n = index + 1;

  const set = (name: 'modelId' | 'yearFrom' | 'yearTo' | 'chassis', value: string) =>
    form.setValue(`fitments.${index}.${name}`, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const onModel = (modelId: string) => {
    set('chassis', '');
    const chosen = findModel(makes, modelId)?.model;
    // A new row starts with the model's whole run of years, to narrow from.
    if (chosen && row.yearFrom === '' && row.yearTo === '') {
      set('yearFrom', String(chosen.yearFrom));
      set('yearTo', String(chosen.yearTo));
    }
  };

  const onChassis = (code: string) => {
    const generation = model?.chassis.find((c) => c.code === code);
    if (generation) {
      set('yearFrom', String(generation.yearFrom));
      set('yearTo', String(generation.yearTo));
    }
  };

  const codes = model ? chassisCodesInYears(model, row.yearFrom, row.yearTo) : [];
  const modelField = form.register(`fitments.${index}.modelId`, { onChange: (event: { target: { value: string } }) => onModel(event.target.value) });
  const chassisField = form.register(`fitments.${index}.chassis`, { onChange: (event: { target: { value: string } }) => onChassis(event.target.value) });

  return (
    <fieldset
      data-testid="fitment-row"
      className="grid items-start gap-3 rounded-md border border-border p-3 @lg:grid-cols-2 @2xl:grid-cols-3"
    >
      <legend className="px-1 text-sm font-semibold">Vehicle {n}</legend>
      <FormField label="Make">
        <NativeSelect
          value={makeId}
          disabled={!makes}
          onChange={(event) => {
            setChosenMake(event.target.value);
            set('modelId', '');
            set('chassis', '');
          }}
        >
          <option value="">{makes ? 'Choose a make' : 'Loading vehicles...'}</option>
          {makes?.map((m) => (
            <option key={m.id} value={String(m.id)}>
              {m.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {/* Controlled by the form's value, so a saved row shows its model once the vehicles arrive. */}
      <FormField label="Model" error={errors?.modelId?.message}>
        <NativeSelect {...modelField} value={row.modelId} disabled={!make}>
          <option value="">{make ? 'Choose a model' : 'Choose a make first'}</option>
          {make?.models.map((m) => (
            <option key={m.id} value={String(m.id)}>
              {m.name} ({m.yearFrom}-{m.yearTo})
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Chassis code (optional)" error={errors?.chassis?.message}>
        <NativeSelect {...chassisField} value={row.chassis} disabled={!model || model.chassis.length === 0}>
          <option value="">{model && model.chassis.length === 0 ? 'No codes listed' : 'Every code of these years'}</option>
          {model?.chassis.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} ({c.yearFrom}-{c.yearTo})
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="First year" error={errors?.yearFrom?.message}>
        <Input {...form.register(`fitments.${index}.yearFrom`)} inputMode="numeric" autoComplete="off" maxLength={4} className="tabular" />
      </FormField>
      <FormField label="Last year" error={errors?.yearTo?.message}>
        <Input {...form.register(`fitments.${index}.yearTo`)} inputMode="numeric" autoComplete="off" maxLength={4} className="tabular" />
      </FormField>
      <Button variant="ghost" className="self-end justify-self-start text-destructive" aria-label={`Remove vehicle ${n}`} onClick={onRemove}>
        <Trash2 aria-hidden="true" />
        Remove
      </Button>
      <p className="text-sm text-muted-foreground @lg:col-span-2 @2xl:col-span-3" aria-live="polite">
        {make && model
          ? `The ${make.name} ${model.name} was built ${model.yearFrom}-${model.yearTo}.${codes.length > 0 ? ` Customers will see it fits ${codes.join(', ')}.` : ''}`
          : ''}
      </p>
    </fieldset>
  );
}
