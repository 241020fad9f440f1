import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { computeLandedCost } from '@shared/landed-cost';
import { AdminUpdatePartRequestSchema, SendQuoteSchema, type AdminPartRequest } from '@shared/schemas/part-requests';
import { LandedCostBreakdown } from '@web/components/landed-cost-breakdown';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Radio, RadioGroup } from '@web/components/ui/radio-group';
import { Skeleton } from '@web/components/ui/skeleton';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { applyServerIssues } from '@web/lib/form-errors';
import { useLandedCostRates } from '../../api/admin-get-landed-cost-rates';
import { useSendQuote } from '../../api/admin-send-quote';
import { useUpdateAdminPartRequest } from '../../api/admin-update-part-request';
import type { AdminDialogProps } from './admin-dialog-props';
import { CostFields } from './cost-fields';
import { costTextToCents, costToText, toastActionError } from './request-helpers';

/** The quote dialog's one schema: the e-mail (SendQuoteSchema) plus the three costs it carries. */
const QuoteFormSchema = SendQuoteSchema.extend(
  AdminUpdatePartRequestSchema.pick({ estimatedCost: true, shippingCost: true, freightCost: true }).shape,
);
type QuoteFormValues = z.input<typeof QuoteFormSchema>;
type QuoteFormOutput = z.output<typeof QuoteFormSchema>;

const NEEDS_PART_PRICE = 'Enter the part price (estimated cost) before sending a quote';
const SEND_FAILED = 'Failed to send email. Please check your email configuration.';

/**
 * Quote or invoice by e-mail (SPEC §4): the costs are saved first, then the e-mail goes out with them.
 * The preview works out the landed cost in the browser with the same code and rates as the server.
 */
export function SendQuoteDialog({ request, open, onOpenChange, onCloseAutoFocus }: AdminDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {request ? (
        <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle>Send quote for {request.requestNumber}</DialogTitle>
            <DialogDescription>
              To {request.customerName} ({request.customerEmail}). The costs are saved first, then the e-mail is sent.
            </DialogDescription>
          </DialogHeader>
          <SendQuoteForm request={request} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SendQuoteForm({ request, onDone }: { request: AdminPartRequest; onDone: () => void }) {
  const update = useUpdateAdminPartRequest();
  const send = useSendQuote();
  const form = useForm<QuoteFormValues, unknown, QuoteFormOutput>({
    resolver: zodResolver(QuoteFormSchema),
    defaultValues: {
      emailType: 'quote',
      customMessage: '',
      estimatedCost: costToText(request.estimatedCost),
      shippingCost: costToText(request.shippingCost),
      freightCost: costToText(request.freightCost),
    },
  });
  const { errors } = form.formState;
  const emailType = useWatch({ control: form.control, name: 'emailType' });
  const [estimated, shipping, freight] = useWatch({ control: form.control, name: ['estimatedCost', 'shippingCost', 'freightCost'] });
  const sending = update.isPending || send.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    const estimatedCost = values.estimatedCost ?? null;
    if (estimatedCost === null) {
      form.setError('estimatedCost', { type: 'manual', message: NEEDS_PART_PRICE }, { shouldFocus: true });
      toast({ variant: 'destructive', title: 'Failed to send email', description: NEEDS_PART_PRICE });
      return;
    }
    try {
      await update.mutateAsync({
        id: request.id,
        input: { estimatedCost, shippingCost: values.shippingCost ?? null, freightCost: values.freightCost ?? null },
      });
    } catch (error) {
      applyServerIssues(error, form.setError, ['estimatedCost', 'shippingCost', 'freightCost']);
      toastActionError(error, 'Failed to send email', SEND_FAILED);
      return;
    }
    try {
      const answer = await send.mutateAsync({
        id: request.id,
        input: { emailType: values.emailType, customMessage: values.customMessage ?? null },
      });
      toast({ title: answer?.message || 'Email sent successfully!' });
      onDone();
    } catch (error) {
      applyServerIssues(error, form.setError, ['emailType', 'customMessage', 'estimatedCost']);
      toastActionError(error, 'Failed to send email', SEND_FAILED);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={`Send quote for ${request.requestNumber}`}>
      <RadioGroup legend="Send as">
        <div className="flex gap-6">
          <Radio label="Quote" value="quote" {...form.register('emailType')} />
          <Radio label="Invoice" value="invoice" {...form.register('emailType')} />
        </div>
      </RadioGroup>

      <div className="grid gap-4 sm:grid-cols-3">
        <CostFields
          register={(name) => form.register(name)}
          errors={{
            estimatedCost: errors.estimatedCost?.message,
            shippingCost: errors.shippingCost?.message,
            freightCost: errors.freightCost?.message,
          }}
        />
      </div>

      <LandedCostPreview
        partType={request.partType}
        costs={{ partCents: costTextToCents(estimated), usShippingCents: costTextToCents(shipping), freightCents: costTextToCents(freight) }}
      />

      <FormField label="Custom message" hint="Optional. Included in the e-mail to the customer." error={errors.customMessage?.message}>
        <Textarea rows={3} {...form.register('customMessage')} />
      </FormField>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending...' : emailType === 'invoice' ? 'Send invoice' : 'Send quote'}
        </Button>
      </div>
    </form>
  );
}

function LandedCostPreview({
  partType,
  costs,
}: {
  partType: AdminPartRequest['partType'];
  costs: { partCents: number; usShippingCents: number; freightCents: number };
}) {
  const rates = useLandedCostRates();
  if (rates.isPending) {
    return (
      <div role="status" aria-label="Loading landed-cost rates" className="grid gap-2">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (rates.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 rounded-md border border-border p-3 text-sm">
        <p>We couldn&apos;t load the landed-cost rates, so there is no preview. The e-mail still gets the server&apos;s estimate.</p>
        <Button size="sm" variant="outline" onClick={() => void rates.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <section aria-label="Landed-cost preview" className="rounded-md border border-border bg-muted/40 p-3">
      <LandedCostBreakdown cost={computeLandedCost(costs, rates.data, partType)} caption="Landed-cost preview" />
    </section>
  );
}
