import { useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { CONDITION_LABELS } from '@shared/constants';
import { MAX_QUOTE_OPTIONS } from '@shared/payments';
import { validUntilFrom } from '@shared/quotes';
import type { AdminPartRequest } from '@shared/schemas/part-requests';
import type { LandedCostRates } from '@shared/schemas/landed-cost';
import type { PaymentSettings } from '@shared/schemas/payments';
import { SaveQuoteSchema, type SaveQuoteFormValues, type SaveQuoteInput } from '@shared/schemas/quotes';
import { FormAlert } from '@web/components/form-alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { DialogFormActions } from '@web/components/ui/dialog-form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { getErrorStatus } from '@web/lib/api-client';
import { applyServerIssues, getServerIssues } from '@web/lib/form-errors';
import { formatDate, formatMoney } from '@web/lib/format';
import { useLandedCostRates } from '../../api/admin-get-landed-cost-rates';
import { useSaveQuote } from '../../api/admin-save-quote';
import type { AdminDialogProps } from './admin-dialog-props';
import { initialQuoteValues, previewRatesOf, quoteBlockedReason, quoteFieldPaths, suggestedOption } from './quote-editor-values';
import { QuoteOptionFields, type PreviewState } from './quote-option-fields';
import { toastActionError } from './request-helpers';

/**
 * Staff answer a part request with a quote of one to three options (docs/payments.md). The prices are
 * typed in US$; the server converts and totals them with the rates in force and e-mails the customer.
 * The figures under each option are only a preview of that.
 */
export function QuoteEditorDialog({ request, open, onOpenChange, onCloseAutoFocus }: AdminDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {request ? (
        // The dialog itself does not scroll: its form's body does, between the header and the actions, so
        // "Send quote" stays in view however many options the quote has (at 1366×900 it fell below the edge).
        <DialogContent onCloseAutoFocus={onCloseAutoFocus} className="overflow-hidden">
          <DialogHeader>
            <DialogTitle>Quote for {request.requestNumber}</DialogTitle>
            <DialogDescription>
              {request.customerName} asked for {request.partName} ({CONDITION_LABELS[request.condition]}
              {request.maxBudget !== null ? `, budget up to ${formatMoney(request.maxBudget, 'USD')}` : ''}). Amounts are in US$; the
              quote is e-mailed to {request.customerEmail}.
            </DialogDescription>
          </DialogHeader>
          <QuoteEditorForm request={request} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** The preview needs both the exchange rate and the store's GCT and deposit rule; the form needs neither. */
function previewStateOf(rates: UseQueryResult<LandedCostRates>, settings: UseQueryResult<PaymentSettings>): PreviewState {
  if (rates.isError && getErrorStatus(rates.error) === 404) {
    return { state: 'unavailable', why: 'No preview: the landed-cost rates have not been set yet, and the server needs them to price a quote.' };
  }
  if (rates.isError || settings.isError) {
    return { state: 'unavailable', why: 'The preview is unavailable: the rates could not be loaded. You can still send the quote.' };
  }
  if (rates.isPending || settings.isPending) return { state: 'loading' };
  if (!rates.data || !settings.data) return { state: 'unavailable', why: 'The preview is unavailable. You can still send the quote.' };
  return { state: 'ready', rates: previewRatesOf(rates.data.exchangeRateJmd, settings.data) };
}

function QuoteEditorForm({ request, onDone }: { request: AdminPartRequest; onDone: () => void }) {
  const save = useSaveQuote();
  const rates = useLandedCostRates();
  const settings = useQuery<PaymentSettings>({ queryKey: ['/api/admin/payment-settings'] });
  const [initialValues] = useState(() => initialQuoteValues(request, new Date()));
  const form = useForm<SaveQuoteFormValues, unknown, SaveQuoteInput>({
    resolver: zodResolver(SaveQuoteSchema),
    defaultValues: initialValues,
  });
  // The options' list is kept here rather than with react-hook-form's useFieldArray: that hook would join
  // the form library's chunk that every customer form page loads (1.4 KB gzipped on /dashboard, past its
  // first-load budget). `keys` are the rows' React keys; the values stay in the form.
  const nextKey = useRef(initialValues.options?.length ?? 1);
  const [keys, setKeys] = useState<number[]>(() => (initialValues.options ?? []).map((_, i) => i));
  const append = () => {
    form.setValue('options', [...(form.getValues('options') ?? []), suggestedOption(request.condition, false)]);
    setKeys((now) => [...now, nextKey.current++]);
  };
  const remove = (index: number) => {
    form.setValue(
      'options',
      (form.getValues('options') ?? []).filter((_, i) => i !== index),
    );
    form.clearErrors('options');
    setKeys((now) => now.filter((_, i) => i !== index));
  };
  const fields = keys.map((id) => ({ id }));
  const { errors } = form.formState;
  const preview = previewStateOf(rates, settings);
  const blocked = quoteBlockedReason(request);
  const sent = request.quote;
  const optionsError = errors.options?.message ?? errors.options?.root?.message;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: request.id, input });
      toast({ title: `Quote sent to ${request.customerName}` });
      onDone();
    } catch (error) {
      const paths: readonly string[] = quoteFieldPaths(fields.length);
      const onFields = getErrorStatus(error) === 400 ? getServerIssues(error).filter((issue) => paths.includes(issue.path)) : [];
      if (onFields.length > 0) {
        applyServerIssues(error, form.setError, quoteFieldPaths(fields.length));
        form.setFocus(onFields[0]!.path as Path<SaveQuoteFormValues>);
        return;
      }
      toastActionError(error, 'Failed to send the quote');
    }
  });

  const removeOption = (index: number) => {
    remove(index);
    // The button that had focus is gone: go on from the option before it (or the new first one).
    setTimeout(() => form.setFocus(`options.${Math.max(0, index - 1)}.label`), 0);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="-mx-5 flex min-h-0 flex-col gap-4 sm:-mx-6" aria-label={`Quote for ${request.requestNumber}`}>
      {/* The scrolling body spans the dialog's width (its scroll bar at the edge); py-1 keeps focus rings unclipped. */}
      <div className="grid min-h-0 gap-5 overflow-y-auto px-5 py-1 sm:px-6">
        {blocked ? <FormAlert>{blocked}</FormAlert> : null}
        {sent ? (
          <p className="text-sm">
            This replaces the quote sent on {sent.quotedAt ? formatDate(sent.quotedAt) : 'an earlier day'}
            {sent.expired ? ', which has expired' : ''}. The customer is e-mailed the new one.
          </p>
        ) : null}

        {fields.map((field, index) => (
          <QuoteOptionFields
            key={field.id}
            index={index}
            control={form.control}
            register={form.register}
            errors={errors}
            preview={preview}
            maxBudget={request.maxBudget}
            onRemove={fields.length > 1 ? () => removeOption(index) : undefined}
          />
        ))}
        {optionsError ? <p className="text-sm font-medium text-destructive">{optionsError}</p> : null}

        {fields.length < MAX_QUOTE_OPTIONS ? (
          <Button variant="outline" className="justify-self-start" onClick={append}>
            <Plus aria-hidden="true" />
            Add option
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">A quote has at most {MAX_QUOTE_OPTIONS} options.</p>
        )}

        <FormField label="Valid until" hint="The last day the customer can accept, Kingston time." error={errors.validUntil?.message} className="sm:max-w-64">
          <Input type="date" min={validUntilFrom(new Date(), 0)} {...form.register('validUntil')} />
        </FormField>
        <FormField label="Message to the customer" hint="Optional. Sent in the e-mail with the options." error={errors.message?.message}>
          <Textarea rows={3} maxLength={2000} {...form.register('message')} />
        </FormField>
      </div>

      <DialogFormActions pending={save.isPending} className="shrink-0 border-t border-border px-5 pt-4 sm:px-6">
        {save.isPending ? 'Sending...' : 'Send quote'}
      </DialogFormActions>
    </form>
  );
}
