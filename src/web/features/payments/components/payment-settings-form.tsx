import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PaymentSettingsInputSchema, type PaymentSettings, type PaymentSettingsInput } from '@shared/schemas/payments';
import { FormAlert } from '@web/components/form-alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { formatDay } from '@web/lib/format';
import { actionErrorMessage } from '@web/lib/action-error';
import { applyServerIssues } from '@web/lib/form-errors';
import { useUpdatePaymentSettings } from '../api/admin-update-payment-settings';
import { kingstonToday } from './money-helpers';
import { PAYMENT_SETTINGS_FIELDS, settingsToFormValues, type PaymentSettingsFormValues } from './payment-settings-values';

/**
 * Edits the settings in place. The result is said in a live region that stays on the page (a toast
 * closes too soon for some readers); the server's refusals appear beside the fields they name.
 */
export function PaymentSettingsForm({ current }: { current: PaymentSettings }) {
  const update = useUpdatePaymentSettings();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<PaymentSettingsFormValues, unknown, PaymentSettingsInput>({
    resolver: zodResolver(PaymentSettingsInputSchema),
    defaultValues: settingsToFormValues(current, kingstonToday()),
  });
  const { errors } = form.formState;
  const percent = (name: 'depositPercent' | 'gctPercent') => form.register(name, { valueAsNumber: true });

  const onSubmit = form.handleSubmit((values) => {
    setSaved(null);
    update.mutate(values, {
      onSuccess: (settings) => {
        form.reset(settingsToFormValues(settings, kingstonToday()));
        setSaved(`Payment settings saved. In force from ${formatDay(settings.effectiveFrom)}.`);
      },
      onError: (error) => applyServerIssues(error, form.setError, PAYMENT_SETTINGS_FIELDS),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-6" aria-label="Payment settings">
      <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-bold">Deposit and tax</legend>
        <FormField label="Deposit (%)" hint="Share of an option's total paid before we buy the part." error={errors.depositPercent?.message}>
          <Input type="number" inputMode="decimal" step="0.01" min="0" max="100" className="tabular" {...percent('depositPercent')} />
        </FormField>
        <FormField label="GCT (%)" hint="The store's own GCT on the service fee. 0 means not registered for GCT." error={errors.gctPercent?.message}>
          <Input type="number" inputMode="decimal" step="0.01" min="0" max="100" className="tabular" {...percent('gctPercent')} />
        </FormField>
        <FormField label="TRN (optional)" hint="Printed on receipts and invoices." error={errors.trn?.message}>
          <Input autoComplete="off" {...form.register('trn')} />
        </FormField>
      </fieldset>

      <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-bold">Bank account for transfers</legend>
        <FormField label="Bank name" error={errors.bankName?.message}>
          <Input autoComplete="off" {...form.register('bankName')} />
        </FormField>
        <FormField label="Branch (optional)" error={errors.bankBranch?.message}>
          <Input autoComplete="off" {...form.register('bankBranch')} />
        </FormField>
        <FormField label="Account name" error={errors.bankAccountName?.message}>
          <Input autoComplete="off" {...form.register('bankAccountName')} />
        </FormField>
        <FormField label="Account number" error={errors.bankAccountNumber?.message}>
          <Input autoComplete="off" inputMode="numeric" className="tabular" {...form.register('bankAccountNumber')} />
        </FormField>
        <FormField label="Account type (optional)" hint="For example: Savings or Chequing." error={errors.bankAccountType?.message}>
          <Input autoComplete="off" {...form.register('bankAccountType')} />
        </FormField>
      </fieldset>

      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-2 font-bold">Customs and when this starts</legend>
        <FormField label="Who collects duty" hint="Shown beside every customs estimate, in the customer's words." error={errors.dutyCollectedBy?.message}>
          <Textarea rows={3} {...form.register('dutyCollectedBy')} />
        </FormField>
        <FormField label="Effective from" className="sm:max-w-xs" error={errors.effectiveFrom?.message}>
          <Input type="date" {...form.register('effectiveFrom')} />
        </FormField>
      </fieldset>

      <div aria-live="polite">{saved ? <FormAlert variant="success">{saved}</FormAlert> : null}</div>
      {update.isError ? <FormAlert>{actionErrorMessage(update.error, 'We couldn’t save the payment settings. Please try again.')}</FormAlert> : null}
      <div>
        <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
          {update.isPending ? 'Saving...' : 'Save payment settings'}
        </Button>
      </div>
    </form>
  );
}
