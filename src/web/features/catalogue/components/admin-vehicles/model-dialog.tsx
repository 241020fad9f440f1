import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ModelInputSchema, ModelUpdateSchema, type ModelInput, type ModelUpdate } from '@shared/schemas/admin-vehicles';
import type { VehicleMake, VehicleModel } from '@shared/schemas/catalogue';
import { DialogFormActions } from '@web/components/ui/dialog-form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { useSaveModel } from '../../api/admin-save-model';
import { RefusalAlert } from './refusal-alert';
import { VehicleDialog } from './vehicle-dialog';
import { placeRefusal } from './vehicle-form-refusal';
import { modelFormText, namesFieldMessage, yearsText, type ModelFormText } from './vehicle-form-values';
import { YearFields } from './year-fields';

// The shared schemas as the form's resolvers: a new model names its make, a change to one does not. They
// read text (years, comma-separated names), so zod types their input loosely; the cast only says that.
const addResolver = zodResolver(ModelInputSchema) as unknown as Resolver<ModelFormText, unknown, ModelInput | ModelUpdate>;
const updateResolver = zodResolver(ModelUpdateSchema) as unknown as Resolver<ModelFormText, unknown, ModelInput | ModelUpdate>;
const FIELDS = ['name', 'yearFrom', 'yearTo', 'aliases'] as const;

/** Adds a model to a make (`model` null), or changes a model's name, years and other names. */
export function ModelDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  make,
  model,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  make: VehicleMake;
  model: VehicleModel | null;
}) {
  return (
    <VehicleDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={model ? `Edit the ${make.name} ${model.name}` : `Add a model to ${make.name}`}
      description={
        model
          ? 'Its chassis codes, the parts fitted to it and the cars customers saved must stay inside its years.'
          : 'Its years cover every generation built; each chassis code you add next names one of them.'
      }
    >
      <ModelForm make={make} model={model} onDone={() => onOpenChange(false)} />
    </VehicleDialog>
  );
}

function ModelForm({ make, model, onDone }: { make: VehicleMake; model: VehicleModel | null; onDone: () => void }) {
  const save = useSaveModel();
  const form = useForm<ModelFormText, unknown, ModelInput | ModelUpdate>({
    resolver: model ? updateResolver : addResolver,
    defaultValues: modelFormText(model, make.id),
  });
  const { errors } = form.formState;
  const aliasesText = useWatch({ control: form.control, name: 'aliases' });
  const [alert, setAlert] = useState<string[]>([]);

  const onSubmit = form.handleSubmit((input) => {
    setAlert([]);
    const { name, yearFrom, yearTo, aliases } = input;
    save.mutate(model ? { id: model.id, update: { name, yearFrom, yearTo, aliases } } : { add: { makeId: make.id, name, yearFrom, yearTo, aliases } }, {
      onSuccess: () => {
        toast(
          model
            ? { title: 'Changes saved', description: `Customers see the ${make.name} ${name} as it is now.` }
            : { title: `${make.name} ${name} added`, description: 'Customers can choose it now. Add its chassis codes next.' },
        );
        onDone();
      },
      onError: (error) => {
        const refusal = placeRefusal(error, FIELDS);
        refusal.placed.forEach(({ field, message }, i) => form.setError(field, { type: 'server', message }, { shouldFocus: i === 0 }));
        setAlert(refusal.alert);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={model ? `Edit the ${make.name} ${model.name}` : `Add a model to ${make.name}`}>
      <FormField label="Model" hint="As customers know it, e.g. Mira." error={errors.name?.message}>
        <Input {...form.register('name')} autoComplete="off" maxLength={60} />
      </FormField>
      <YearFields
        from={form.register('yearFrom')}
        to={form.register('yearTo')}
        errors={{ from: errors.yearFrom?.message, to: errors.yearTo?.message }}
        hint={model ? `Now ${yearsText(model)}.` : undefined}
      />
      <FormField
        label="Other names (optional)"
        hint="Names customers or price lists use for it, with commas between them, e.g. Cuore, Mira e:S."
        error={namesFieldMessage(errors.aliases, aliasesText)}
      >
        <Input {...form.register('aliases')} autoComplete="off" />
      </FormField>
      <RefusalAlert messages={alert} what="model" />
      <DialogFormActions pending={save.isPending}>{save.isPending ? 'Saving...' : model ? 'Save changes' : 'Add model'}</DialogFormActions>
    </form>
  );
}
