import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { PAYMENT_METHOD_LABELS, STAFF_RECORDED_METHODS } from '@shared/payments';
import { ConfirmTransferSchema, DepositWaiverSchema, RecordPaymentSchema, RefundSchema, RejectTransferSchema, type Payment } from '@shared/schemas/payments';
import { FormAlert } from '@web/components/form-alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { applyServerIssues } from '@web/lib/form-errors';
import { formatMoney } from '@web/lib/format';
import { useConfirmTransfer, useRecordPayment, useRefundPayment, useRejectTransfer, useWaiveDeposit } from './staff-money-api';

// The dialogs behind staff's money buttons: record money taken, confirm or reject a transfer, refund.
// Each validates with the route's own schema and shows the server's refusal beside the field it names.

type Shell = { open: boolean; onOpenChange: (open: boolean) => void; title: string; description: ReactNode; children: ReactNode };

function ActionDialog({ open, onOpenChange, title, description, children }: Shell) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function failureOf(error: unknown): string {
  return isNetworkError(error) ? NETWORK_ERROR_MESSAGE : (getServerMessage(error) ?? 'That did not work. Please try again.');
}

function Actions({ busy, label }: { busy: boolean; label: string }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : label}
      </Button>
    </div>
  );
}

type RecordValues = z.input<typeof RecordPaymentSchema>;

/** Cash, card at the counter, or a transfer staff found without the customer announcing it. */
export function RecordPaymentDialog({
  open,
  onOpenChange,
  url,
  subjectNumber,
  owed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** POST /api/admin/part-requests/{id}/payments or /api/admin/orders/{n}/payments */
  url: string;
  subjectNumber: string;
  owed: number;
}) {
  const record = useRecordPayment(url);
  const form = useForm<RecordValues, unknown, z.output<typeof RecordPaymentSchema>>({
    resolver: zodResolver(RecordPaymentSchema),
    defaultValues: { method: 'cash', amount: owed > 0 ? String(owed) : '', note: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) =>
    record.mutate(input, {
      onSuccess: (payment) => {
        toast({ title: `Recorded ${formatMoney(payment.amount, 'JMD')}`, description: payment.receiptNumber ? `Receipt ${payment.receiptNumber} e-mailed to the customer.` : undefined });
        onOpenChange(false);
      },
      onError: (error) => applyServerIssues(error, form.setError, ['method', 'amount', 'note']),
    }),
  );
  return (
    <ActionDialog open={open} onOpenChange={onOpenChange} title={`Record a payment for ${subjectNumber}`} description={`Still owed: ${formatMoney(owed, 'JMD')}. The receipt is e-mailed to the customer.`}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={`Record a payment for ${subjectNumber}`}>
        <FormField label="How it was paid" error={errors.method?.message}>
          <NativeSelect {...form.register('method')}>
            {STAFF_RECORDED_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Amount (J$)" error={errors.amount?.message}>
          <Input inputMode="decimal" className="tabular" {...form.register('amount')} />
        </FormField>
        <FormField label="Note (optional)" error={errors.note?.message}>
          <Textarea rows={2} {...form.register('note')} />
        </FormField>
        {record.isError && !errors.amount && !errors.method ? <FormAlert>{failureOf(record.error)}</FormAlert> : null}
        <Actions busy={record.isPending} label="Record payment" />
      </form>
    </ActionDialog>
  );
}

type ConfirmValues = z.input<typeof ConfirmTransferSchema>;

/** A transfer the customer announced, found in the bank: the amount that arrived may differ. */
export function ConfirmTransferDialog({ open, onOpenChange, payment, subjectNumber }: { open: boolean; onOpenChange: (open: boolean) => void; payment: Payment; subjectNumber: string }) {
  const confirm = useConfirmTransfer();
  const form = useForm<ConfirmValues, unknown, z.output<typeof ConfirmTransferSchema>>({
    resolver: zodResolver(ConfirmTransferSchema),
    defaultValues: { amountReceived: String(payment.amount), note: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) =>
    confirm.mutate(
      { id: payment.id, input },
      {
        onSuccess: (confirmed) => {
          toast({ title: `Transfer confirmed: ${formatMoney(confirmed.amount, 'JMD')}`, description: confirmed.receiptNumber ? `Receipt ${confirmed.receiptNumber} e-mailed.` : undefined });
          onOpenChange(false);
        },
        onError: (error) => applyServerIssues(error, form.setError, ['amountReceived', 'note']),
      },
    ),
  );
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Confirm the transfer for ${subjectNumber}`}
      description={`The customer said they sent ${formatMoney(payment.amount, 'JMD')} (reference ${payment.reference}). Enter what reached the account.`}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={`Confirm the transfer for ${subjectNumber}`}>
        <FormField label="Amount received (J$)" error={errors.amountReceived?.message}>
          <Input inputMode="decimal" className="tabular" {...form.register('amountReceived')} />
        </FormField>
        <FormField label="Note (optional)" error={errors.note?.message}>
          <Textarea rows={2} {...form.register('note')} />
        </FormField>
        {confirm.isError && !errors.amountReceived ? <FormAlert>{failureOf(confirm.error)}</FormAlert> : null}
        <Actions busy={confirm.isPending} label="Confirm transfer" />
      </form>
    </ActionDialog>
  );
}

type RejectValues = z.input<typeof RejectTransferSchema>;

/** A transfer that never arrived: no longer counted as on its way. */
export function RejectTransferDialog({ open, onOpenChange, payment, subjectNumber }: { open: boolean; onOpenChange: (open: boolean) => void; payment: Payment; subjectNumber: string }) {
  const reject = useRejectTransfer();
  const form = useForm<RejectValues, unknown, z.output<typeof RejectTransferSchema>>({ resolver: zodResolver(RejectTransferSchema), defaultValues: { reason: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) =>
    reject.mutate(
      { id: payment.id, reason: input.reason },
      {
        onSuccess: () => {
          toast({ title: 'Transfer marked as not received' });
          onOpenChange(false);
        },
        onError: (error) => applyServerIssues(error, form.setError, ['reason']),
      },
    ),
  );
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Transfer not received for ${subjectNumber}`}
      description={`${formatMoney(payment.amount, 'JMD')} (reference ${payment.reference}) will no longer count as on its way. Say why, for the customer and the record.`}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={`Transfer not received for ${subjectNumber}`}>
        <FormField label="Reason" error={errors.reason?.message}>
          <Textarea rows={2} {...form.register('reason')} />
        </FormField>
        {reject.isError && !errors.reason ? <FormAlert>{failureOf(reject.error)}</FormAlert> : null}
        <Actions busy={reject.isPending} label="Mark not received" />
      </form>
    </ActionDialog>
  );
}

type WaiverValues = z.input<typeof DepositWaiverSchema>;

/** Work goes ahead before the deposit: kept with staff's reason, in the request's history too. */
export function WaiveDepositDialog({ open, onOpenChange, url, subjectNumber, deposit }: { open: boolean; onOpenChange: (open: boolean) => void; url: string; subjectNumber: string; deposit: number }) {
  const waive = useWaiveDeposit(url);
  const form = useForm<WaiverValues, unknown, z.output<typeof DepositWaiverSchema>>({ resolver: zodResolver(DepositWaiverSchema), defaultValues: { reason: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) =>
    waive.mutate(input.reason, {
      onSuccess: () => {
        toast({ title: 'Deposit waived' });
        onOpenChange(false);
      },
      onError: (error) => applyServerIssues(error, form.setError, ['reason']),
    }),
  );
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Waive the deposit for ${subjectNumber}`}
      description={`The part can be ordered before the ${formatMoney(deposit, 'JMD')} deposit is in. The whole amount is still owed before the customer collects.`}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={`Waive the deposit for ${subjectNumber}`}>
        <FormField label="Reason" hint="Kept with the request and in its history." error={errors.reason?.message}>
          <Textarea rows={2} {...form.register('reason')} />
        </FormField>
        {waive.isError && !errors.reason ? <FormAlert>{failureOf(waive.error)}</FormAlert> : null}
        <Actions busy={waive.isPending} label="Waive the deposit" />
      </form>
    </ActionDialog>
  );
}

type RefundValues = z.input<typeof RefundSchema>;

/** All or part of a payment given back; a card payment through its provider where it has a refund call. */
export function RefundDialog({ open, onOpenChange, payment, subjectNumber, guidance }: { open: boolean; onOpenChange: (open: boolean) => void; payment: Payment; subjectNumber: string; guidance?: ReactNode }) {
  const refund = useRefundPayment();
  const left = Math.round((payment.amount - payment.refunded) * 100) / 100;
  const form = useForm<RefundValues, unknown, z.output<typeof RefundSchema>>({ resolver: zodResolver(RefundSchema), defaultValues: { amount: String(left), reason: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) =>
    refund.mutate(
      { id: payment.id, input },
      {
        onSuccess: (row) => {
          toast({ title: `Refunded ${formatMoney(row.amount, 'JMD')}`, description: row.receiptNumber ? `Refund receipt ${row.receiptNumber} e-mailed.` : undefined });
          onOpenChange(false);
        },
        onError: (error) => applyServerIssues(error, form.setError, ['amount', 'reason']),
      },
    ),
  );
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Refund ${payment.receiptNumber ?? payment.reference}`}
      description={`${PAYMENT_METHOD_LABELS[payment.method]}, ${formatMoney(payment.amount, 'JMD')} on ${subjectNumber}; up to ${formatMoney(left, 'JMD')} can still be refunded.${payment.method === 'wipay' ? ' Make the refund in WiPay’s portal too: WiPay has no refund call.' : ''}`}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={`Refund ${payment.receiptNumber ?? payment.reference}`}>
        {guidance}
        <FormField label="Refund amount (J$)" error={errors.amount?.message}>
          <Input inputMode="decimal" className="tabular" {...form.register('amount')} />
        </FormField>
        <FormField label="Reason" error={errors.reason?.message}>
          <Textarea rows={2} {...form.register('reason')} />
        </FormField>
        {refund.isError && !errors.amount && !errors.reason ? <FormAlert>{failureOf(refund.error)}</FormAlert> : null}
        <Actions busy={refund.isPending} label="Refund" />
      </form>
    </ActionDialog>
  );
}
