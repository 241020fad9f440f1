import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CHASSIS_CODE_PATTERN, normaliseChassisCode } from '@shared/catalogue';
import { ChassisInputSchema, type ChassisInput } from '@shared/schemas/admin-vehicles';
import type { Chassis, VehicleMake, VehicleModel } from '@shared/schemas/catalogue';
import { DialogFormActions } from '@web/components/ui/dialog-form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { useSaveChassis } from '../../api/admin-save-chassis';
import { RefusalAlert } from './refusal-alert';
import { VehicleDialog } from './vehicle-dialog';
import { placeRefusal } from './vehicle-form-refusal';
import { chassisFormText, namesFieldMessage, yearsText, type ChassisFormText } from './vehicle-form-values';
import { YearFields } from './year-fields';

// The shared schema as the form's resolver; it reads text (years, comma-separated aliases), so zod types
// its input loosely, and the cast only says that.
const resolver = zodResolver(ChassisInputSchema) as unknown as Resolver<ChassisFormText, unknown, ChassisInput>;
const FIELDS = ['code', 'yearFrom', 'yearTo', 'aliases'] as const;

/**
 * Adds a chassis code to a model (`chassis` null), its years starting as the model's, or changes a code's
 * years and aliases. A code is never renamed (the server refuses it): another spelling is an alias.
 */
export function ChassisDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  make,
  model,
  chassis,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  make: VehicleMake;
  model: VehicleModel;
  chassis: Chassis | null;
}) {
  const vehicle = `${make.name} ${model.name}`;
  return (
    <VehicleDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={chassis ? `Edit ${chassis.code} of the ${vehicle}` : `Add a chassis code to the ${vehicle}`}
      description={`The ${vehicle} was built ${yearsText(model)}: a code names one generation, built in years inside those.`}
    >
      <ChassisForm vehicle={vehicle} model={model} chassis={chassis} onDone={() => onOpenChange(false)} />
    </VehicleDialog>
  );
}

function ChassisForm({ vehicle, model, chassis, onDone }: { vehicle: string; model: VehicleModel; chassis: Chassis | null; onDone: () => void }) {
  const save = useSaveChassis();
  const form = useForm<ChassisFormText, unknown, ChassisInput>({ resolver, defaultValues: chassisFormText(model, chassis) });
  const { errors } = form.formState;
  const [code, aliasesText] = useWatch({ control: form.control, name: ['code', 'aliases'] });
  const [alert, setAlert] = useState<string[]>([]);
  // What a typed code is saved as, the way customers' typing is read: "dba-la300s" is LA300S.
  const saved = normaliseChassisCode(code);
  const codeHint =
    !chassis && CHASSIS_CODE_PATTERN.test(saved) && saved !== code.trim()
      ? `Saved as ${saved}.`
      : chassis
        ? 'A code is not renamed: add another spelling as an alias.'
        : 'As on the plate or in the papers, e.g. DBA-LA300S (saved as LA300S).';

  const onSubmit = form.handleSubmit((input) => {
    setAlert([]);
    save.mutate(
      { modelId: model.id, existing: chassis?.code, input },
      {
        onSuccess: () => {
          toast(
            chassis
              ? { title: 'Changes saved', description: `Customers see ${input.code} of the ${vehicle} as it is now.` }
              : { title: `${input.code} added`, description: `Customers can find the ${vehicle} by it now.` },
          );
          onDone();
        },
        onError: (error) => {
          const refusal = placeRefusal(error, FIELDS);
          refusal.placed.forEach(({ field, message }, i) => form.setError(field, { type: 'server', message }, { shouldFocus: i === 0 }));
          setAlert(refusal.alert);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={chassis ? `Edit ${chassis.code}` : 'Add a chassis code'}>
      <FormField label="Chassis code" hint={codeHint} error={errors.code?.message}>
        <Input {...form.register('code')} readOnly={chassis !== null} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={30} className="tabular read-only:bg-muted" />
      </FormField>
      <YearFields
        from={form.register('yearFrom')}
        to={form.register('yearTo')}
        errors={{ from: errors.yearFrom?.message, to: errors.yearTo?.message }}
        hint={`Within ${yearsText(model)}.`}
      />
      <FormField
        label="Aliases (optional)"
        hint="Other codes for the same cars, with commas between them, e.g. LA310S. Customers find it by any of them."
        error={namesFieldMessage(errors.aliases, aliasesText)}
      >
        <Input {...form.register('aliases')} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
      </FormField>
      <RefusalAlert messages={alert} what="chassis code" />
      <DialogFormActions pending={save.isPending}>{save.isPending ? 'Saving...' : chassis ? 'Save changes' : 'Add chassis code'}</DialogFormActions>
    </form>
  );
}
