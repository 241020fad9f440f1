import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { SendQuoteSchema, type AdminPartRequest } from '@shared/schemas/part-requests';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { DialogFormActions } from '@web/components/ui/dialog-form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Radio, RadioGroup } from '@web/components/ui/radio-group';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { applyServerIssues } from '@web/lib/form-errors';
import { useSendQuote } from '../../api/admin-send-quote';
import type { AdminDialogProps } from './admin-dialog-props';
import { toastActionError } from './request-helpers';

type QuoteFormValues = z.input<typeof SendQuoteSchema>;
type QuoteFormOutput = z.output<typeof SendQuoteSchema>;

const SEND_FAILED = 'Failed to send email. Please check your email configuration.';

/**
 * The quote already sent, e-mailed again, or an invoice for it. A quote's prices are its options, sent with
 * POST /api/admin/part-requests/{id}/quote (docs/payments.md); this dialog changes nothing.
 */
export function SendQuoteDialog({ request, open, onOpenChange, onCloseAutoFocus }: AdminDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {request ? (
        <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle>Send quote for {request.requestNumber}</DialogTitle>
            <DialogDescription>
              To {request.customerName} ({request.customerEmail}): the quote already sent, again, or an invoice for it.
            </DialogDescription>
          </DialogHeader>
          <SendQuoteForm request={request} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SendQuoteForm({ request, onDone }: { request: AdminPartRequest; onDone: () => void }) {
  const send = useSendQuote();
  const form = useForm<QuoteFormValues, unknown, QuoteFormOutput>({
    resolver: zodResolver(SendQuoteSchema),
    defaultValues: { emailType: 'quote', customMessage: '' },
  });
  const { errors } = form.formState;
  const emailType = useWatch({ control: form.control, name: 'emailType' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await send.mutateAsync({ id: request.id, input: { emailType: values.emailType, customMessage: values.customMessage ?? null } });
      toast({ title: answer?.message || 'Email sent successfully!' });
      onDone();
    } catch (error) {
      applyServerIssues(error, form.setError, ['emailType', 'customMessage']);
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
      <FormField label="Custom message" hint="Optional. Included in the e-mail to the customer." error={errors.customMessage?.message}>
        <Textarea rows={3} {...form.register('customMessage')} />
      </FormField>
      <DialogFormActions pending={send.isPending}>
        {send.isPending ? 'Sending...' : emailType === 'invoice' ? 'Send invoice' : 'Send quote'}
      </DialogFormActions>
    </form>
  );
}
