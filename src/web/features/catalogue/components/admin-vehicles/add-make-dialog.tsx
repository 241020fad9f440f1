import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MakeInputSchema } from '@shared/schemas/admin-vehicles';
import { DialogFormActions } from '@web/components/ui/dialog-form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { useAddMake } from '../../api/admin-add-make';
import { RefusalAlert } from './refusal-alert';
import { VehicleDialog } from './vehicle-dialog';
import { placeRefusal } from './vehicle-form-refusal';

type MakeText = { name: string };

/** A new make, with no models yet: staff add those next, from its card. */
export function AddMakeDialog({ open, onOpenChange, onCloseAutoFocus }: { open: boolean; onOpenChange: (open: boolean) => void; onCloseAutoFocus: (event: Event) => void }) {
  return (
    <VehicleDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Add a make"
      description="Then add its models, and each model's chassis codes."
    >
      <MakeForm onDone={() => onOpenChange(false)} />
    </VehicleDialog>
  );
}

function MakeForm({ onDone }: { onDone: () => void }) {
  const add = useAddMake();
  const form = useForm<MakeText, unknown, MakeText>({ resolver: zodResolver(MakeInputSchema), defaultValues: { name: '' } });
  const [alert, setAlert] = useState<string[]>([]);

  const onSubmit = form.handleSubmit((input) => {
    setAlert([]);
    add.mutate(input, {
      onSuccess: () => {
        toast({ title: `${input.name} added`, description: 'Add its models next.' });
        onDone();
      },
      onError: (error) => {
        const refusal = placeRefusal(error, ['name'] as const);
        refusal.placed.forEach(({ field, message }, i) => form.setError(field, { type: 'server', message }, { shouldFocus: i === 0 }));
        setAlert(refusal.alert);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Add a make">
      <FormField label="Make" hint="As customers know it, e.g. Daihatsu." error={form.formState.errors.name?.message}>
        <Input {...form.register('name')} autoComplete="off" maxLength={40} />
      </FormField>
      <RefusalAlert messages={alert} what="make" />
      <DialogFormActions pending={add.isPending}>{add.isPending ? 'Saving...' : 'Add make'}</DialogFormActions>
    </form>
  );
}
