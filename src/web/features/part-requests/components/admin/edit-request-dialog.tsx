import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  AdminUpdatePartRequestSchema,
  type AdminPartRequest,
  type AdminUpdatePartRequestInput,
} from '@shared/schemas/part-requests';
import { REQUEST_STATUSES, STATUS_LABELS } from '@shared/statuses';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { DialogFormActions } from '@web/components/ui/dialog-form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { formatMoney } from '@web/lib/format';
import { applyServerIssues } from '@web/lib/form-errors';
import { useUpdateAdminPartRequest } from '../../api/admin-update-part-request';
import type { AdminDialogProps } from './admin-dialog-props';
import { toastActionError } from './request-helpers';

/** The inputs hold text, as typed; AdminUpdatePartRequestSchema turns it into the API's shape. */
type EditFormValues = z.input<typeof AdminUpdatePartRequestSchema>;

const FIELDS = ['status', 'adminNotes', 'supplierCostUsd'] as const;

/** docs/product.md §4/§5: the status, staff's notes, and what we paid the supplier once their invoice is in. */
export function EditRequestDialog({ request, open, onOpenChange, onCloseAutoFocus }: AdminDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {request ? (
        <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle>Edit request {request.requestNumber}</DialogTitle>
            <DialogDescription>
              {request.partName} for {request.customerName}. Prices are set by sending a quote; leave a field as it is if you don&apos;t
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
      supplierCostUsd: request.supplierCostUsd === null ? '' : String(request.supplierCostUsd),
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    const input: AdminUpdatePartRequestInput = {
      adminNotes: values.adminNotes ?? null,
      supplierCostUsd: values.supplierCostUsd ?? null,
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

      <FormField label="Paid to the supplier (US$)" hint={supplierCostHint(request)} error={errors.supplierCostUsd?.message}>
        <Input type="text" inputMode="decimal" autoComplete="off" className="tabular" {...form.register('supplierCostUsd')} />
      </FormField>

      <DialogFormActions pending={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save changes'}
      </DialogFormActions>
    </form>
  );
}

/** What the field is for, with the accepted option's quoted part price and US shipping to compare it with. */
function supplierCostHint(request: AdminPartRequest): string {
  const accepted = request.quote?.options.find((o) => o.id === request.quote?.acceptedOptionId);
  const what = "The part and its US shipping, from the supplier's invoice. Only staff see it.";
  return accepted ? `${what} Quoted: ${formatMoney(accepted.usd.partPrice + accepted.usd.usShipping, 'USD')}.` : what;
}
