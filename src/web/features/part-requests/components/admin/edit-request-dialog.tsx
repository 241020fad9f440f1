import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  AdminUpdatePartRequestSchema,
  type AdminPartRequest,
  type AdminUpdatePartRequestInput,
} from '@shared/schemas/part-requests';
import { REQUEST_STATUSES, STATUS_LABELS } from '@shared/statuses';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { applyServerIssues } from '@web/lib/form-errors';
import { useUpdateAdminPartRequest } from '../../api/admin-update-part-request';
import type { AdminDialogProps } from './admin-dialog-props';
import { CostFields, type CostFieldName } from './cost-fields';
import { costToText, toastActionError, totalOfCosts } from './request-helpers';

/** The inputs hold text, as typed; AdminUpdatePartRequestSchema turns it into the API's shape. */
type EditFormValues = z.input<typeof AdminUpdatePartRequestSchema>;

const FIELDS = ['status', 'adminNotes', 'estimatedCost', 'shippingCost', 'freightCost'] as const;

/** SPEC §4/§5: status, notes and the three costs; the total is read-only and worked out on blur. */
export function EditRequestDialog({ request, open, onOpenChange, onCloseAutoFocus }: AdminDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {request ? (
        <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle>Edit request {request.requestNumber}</DialogTitle>
            <DialogDescription>
              {request.partName} for {request.customerName}. Costs are in US dollars; leave a cost empty if you don&apos;t
              know it yet.
            </DialogDescription>
          </DialogHeader>
          <EditRequestForm request={request} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function EditRequestForm({ request, onDone }: { request: AdminPartRequest; onDone: () => void }) {
  const update = useUpdateAdminPartRequest();
  const form = useForm<EditFormValues, unknown, AdminUpdatePartRequestInput>({
    resolver: zodResolver(AdminUpdatePartRequestSchema),
    defaultValues: {
      status: request.status,
      adminNotes: request.adminNotes ?? '',
      estimatedCost: costToText(request.estimatedCost),
      shippingCost: costToText(request.shippingCost),
      freightCost: costToText(request.freightCost),
    },
  });
  const { errors } = form.formState;
  const [total, setTotal] = useState<number | null>(() =>
    totalOfCosts([costToText(request.estimatedCost), costToText(request.shippingCost), costToText(request.freightCost)]),
  );

  const registerCost = (name: CostFieldName) => {
    const field = form.register(name);
    return {
      ...field,
      onBlur: async (event: Parameters<typeof field.onBlur>[0]) => {
        await field.onBlur(event);
        const [estimated, shipping, freight] = form.getValues(['estimatedCost', 'shippingCost', 'freightCost']);
        setTotal(totalOfCosts([estimated, shipping, freight]));
      },
    };
  };

  const onSubmit = form.handleSubmit((values) => {
    const input: AdminUpdatePartRequestInput = {
      adminNotes: values.adminNotes ?? null,
      estimatedCost: values.estimatedCost ?? null,
      shippingCost: values.shippingCost ?? null,
      freightCost: values.freightCost ?? null,
      // An unchanged status is left out, so saving notes or costs doesn't record (and e-mail) a change.
      ...(values.status && values.status !== request.status ? { status: values.status } : {}),
    };
    update.mutate(
      { id: request.id, input },
      {
        onSuccess: () => {
          toast({ title: 'Request updated successfully' });
          onDone();
        },
        onError: (error) => {
          applyServerIssues(error, form.setError, FIELDS);
          toastActionError(error, 'Failed to update request');
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={`Edit request ${request.requestNumber}`}>
      <FormField label="Status" error={errors.status?.message}>
        <NativeSelect {...form.register('status')}>
          {REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </FormField>

      <FormField label="Admin notes" hint="Only staff see these." error={errors.adminNotes?.message}>
        <Textarea rows={3} {...form.register('adminNotes')} />
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <CostFields
          register={registerCost}
          errors={{
            estimatedCost: errors.estimatedCost?.message,
            shippingCost: errors.shippingCost?.message,
            freightCost: errors.freightCost?.message,
          }}
        />
        <FormField label="Total cost (US$)" hint="Estimated + shipping + freight; updated when you leave a cost field.">
          <Input readOnly value={total === null ? '' : total.toFixed(2)} placeholder="No costs yet" className="bg-muted font-semibold tabular" />
        </FormField>
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
