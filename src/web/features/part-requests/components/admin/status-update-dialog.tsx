import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { StatusUpdateSchema, type AdminPartRequest, type StatusUpdateInput } from '@shared/schemas/part-requests';
import {
  INTERNATIONAL_FLOW,
  LOCAL_PICKUP_FLOW,
  STATUS_LABELS,
  normaliseStatus,
  takesTrackingNumber,
} from '@shared/statuses';
import { MoneyHeldReason } from '@web/modules/money/money-held-reason';
import { FieldError } from '@web/components/ui/field-error';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { DialogFormActions } from '@web/components/ui/dialog-form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Radio } from '@web/components/ui/radio-group';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { applyStatusChangeIssues } from '@web/lib/form-errors';
import { useStoreInfo } from '@web/lib/store-info';
import { useUpdateRequestStatus } from '../../api/admin-update-request-status';
import type { AdminDialogProps } from './admin-dialog-props';
import { toastActionError } from './request-helpers';

type StatusFormValues = z.input<typeof StatusUpdateSchema>;

const FIELDS = ['status', 'notes', 'trackingNumber', 'supplierAddress', 'override'] as const;

function flowFor(isLocal: boolean) {
  return isLocal ? LOCAL_PICKUP_FLOW : INTERNATIONAL_FLOW;
}

function inFlow(status: string, isLocal: boolean): boolean {
  return flowFor(isLocal).some((step) => step.status === status);
}

/**
 * docs/product.md §4's status dialog: International Shipping or Local Pickup, each with its own steps; any step may
 * be chosen. A tracking number is asked for once an international order is on its way; a local pickup
 * has a pickup address (the shop by default) and may still want a carrier.
 */
export function StatusUpdateDialog({ request, open, onOpenChange, onCloseAutoFocus }: AdminDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {request ? (
        <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle>Update status of {request.requestNumber}</DialogTitle>
            <DialogDescription>
              Now: {STATUS_LABELS[request.status]}. The customer is e-mailed about the change.
            </DialogDescription>
          </DialogHeader>
          <StatusUpdateForm request={request} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function StatusUpdateForm({ request, onDone }: { request: AdminPartRequest; onDone: () => void }) {
  const { store } = useStoreInfo();
  const update = useUpdateRequestStatus();
  const statusErrorId = useId();
  // Set when the server refused the move because the money is not in (the deposit before preparing, the
  // balance before delivered): staff may then give a reason and go ahead anyway.
  const [moneyHeld, setMoneyHeld] = useState<string | null>(null);
  const [initialValues] = useState<StatusFormValues>(() => ({
    isLocal: request.isLocal,
    status: inFlow(request.status, request.isLocal) ? request.status : '',
    notes: '',
    trackingNumber: request.trackingNumber ?? '',
    carrierNeeded: request.carrierNeeded,
    supplierAddress: request.supplierAddress ?? store.address,
    override: '',
  }));
  const form = useForm<StatusFormValues, unknown, StatusUpdateInput>({
    resolver: zodResolver(StatusUpdateSchema),
    defaultValues: initialValues,
  });
  const { errors } = form.formState;
  const isLocal = useWatch({ control: form.control, name: 'isLocal' }) ?? false;
  const chosen = normaliseStatus(useWatch({ control: form.control, name: 'status' }) ?? '');
  const showTracking = chosen !== undefined && takesTrackingNumber(chosen, isLocal);

  const onSubmit = form.handleSubmit(
    (values) => {
      if (moneyHeld && !values.override?.trim()) {
        form.setError('override', { type: 'required', message: 'Give a reason to go ahead, or cancel' }, { shouldFocus: true });
        return;
      }
      const input: StatusUpdateInput = {
        status: values.status,
        notes: values.notes ?? null,
        isLocal: values.isLocal,
        carrierNeeded: values.isLocal ? values.carrierNeeded : false,
        ...(takesTrackingNumber(values.status, values.isLocal) ? { trackingNumber: values.trackingNumber ?? null } : {}),
        ...(values.isLocal ? { supplierAddress: values.supplierAddress ?? null } : {}),
        ...(moneyHeld && values.override ? { override: values.override } : {}),
      };
      update.mutate(
        { id: request.id, input },
        {
          onSuccess: () => {
            toast({ title: 'Request status updated successfully' });
            onDone();
          },
          onError: (error) => {
            if (!applyStatusChangeIssues(error, form, FIELDS, setMoneyHeld)) toastActionError(error, 'Failed to update status');
          },
        },
      );
    },
    (invalid) => {
      if (invalid.status) toast({ variant: 'destructive', title: invalid.status.message ?? 'Please select a status' });
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={`Update status of ${request.requestNumber}`}>
      <Controller
        control={form.control}
        name="isLocal"
        render={({ field }) => (
          <fieldset className="grid gap-1">
            <legend className="mb-1 text-sm font-semibold">Order type</legend>
            <div className="flex flex-col gap-x-6 sm:flex-row">
              {(
                [
                  [false, 'International Shipping'],
                  [true, 'Local Pickup'],
                ] as const
              ).map(([value, label]) => (
                <Radio
                  key={label}
                  name={field.name}
                  label={label}
                  value={value ? 'local' : 'international'}
                  checked={(field.value ?? false) === value}
                  onBlur={field.onBlur}
                  onChange={() => {
                    field.onChange(value);
                    // A step that the other flow doesn't have (e.g. Shipped from US) can't stay chosen.
                    const current = form.getValues('status');
                    if (current && !inFlow(current, value)) form.setValue('status', '');
                  }}
                />
              ))}
            </div>
          </fieldset>
        )}
      />

      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <fieldset className="grid gap-0" aria-describedby={errors.status ? statusErrorId : undefined}>
            <legend className="mb-1 text-sm font-semibold">Status</legend>
            <div className="grid gap-x-4 sm:grid-cols-2">
              {flowFor(isLocal).map((step, index) => (
                <Radio
                  key={step.status}
                  ref={index === 0 ? field.ref : undefined}
                  name={field.name}
                  value={step.status}
                  label={step.label}
                  checked={field.value === step.status}
                  onBlur={field.onBlur}
                  onChange={() => {
                    field.onChange(step.status);
                    // Another step may not need the money: ask the server again.
                    setMoneyHeld(null);
                  }}
                />
              ))}
            </div>
            <FieldError id={statusErrorId} message={errors.status?.message} />
          </fieldset>
        )}
      />

      {showTracking ? (
        <FormField label="Tracking number" hint="The carrier's number, so the customer can follow the parcel." error={errors.trackingNumber?.message}>
          <Input autoComplete="off" className="font-mono" {...form.register('trackingNumber')} />
        </FormField>
      ) : null}

      {isLocal ? (
        <>
          <FormField label="Pickup address" hint="Where the customer collects the part." error={errors.supplierAddress?.message}>
            <Textarea rows={2} {...form.register('supplierAddress')} />
          </FormField>
          <Checkbox label="Customer wants carrier delivery" {...form.register('carrierNeeded')} />
        </>
      ) : null}

      <FormField label="Notes" hint="Optional. The customer sees this note in the status history." error={errors.notes?.message}>
        <Textarea rows={3} {...form.register('notes')} />
      </FormField>

      {moneyHeld ? (
        <MoneyHeldReason message={moneyHeld} hint="Kept in the status history with the change." error={errors.override?.message}>
          <Textarea rows={2} {...form.register('override')} />
        </MoneyHeldReason>
      ) : null}

      <DialogFormActions
        pending={update.isPending}
        before={
          <Button variant="ghost" onClick={() => form.reset(initialValues)}>
            Reset
          </Button>
        }
      >
        {update.isPending ? 'Updating...' : moneyHeld ? 'Go ahead anyway' : 'Update status'}
      </DialogFormActions>
    </form>
  );
}
