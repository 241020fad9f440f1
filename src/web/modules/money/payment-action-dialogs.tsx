import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { PAYMENT_METHOD_LABELS, STAFF_RECORDED_METHODS } from '@shared/payments';
import { ConfirmTransferSchema, DepositWaiverSchema, RecordPaymentSchema, RefundSchema, RejectTransferSchema, VoidPaymentSchema, type Payment, type VoidResult } from '@shared/schemas/payments';
import { FormAlert } from '@web/components/form-alert';
import { Checkbox } from '@web/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { DialogFormActions } from '@web/components/ui/dialog-form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { toast, type ToastInput } from '@web/components/ui/use-toast';
import { actionErrorMessage } from '@web/lib/action-error';
import { applyServerIssues, getServerIssues } from '@web/lib/form-errors';
import { formatMoney } from '@web/lib/format';
import { refundableAmount } from './amounts';
import { useConfirmTransfer, useRecordPayment, useRefundPayment, useRejectTransfer, useVoidPayment, useWaiveDeposit } from './staff-money-api';

// The dialogs behind staff's money buttons: record money taken, confirm or reject a transfer, refund.
// Each validates with the route's own schema and shows the server's refusal beside the field it names.

type Shell = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's title, which also names its form. */
  title: string;
  description: ReactNode;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  busy: boolean;
  submitLabel: string;
  /** The server's refusal when no field shows it; null hides the alert. */
  failure: string | null;
  children: ReactNode;
};

function ActionDialog({ open, onOpenChange, title, description, onSubmit, busy, submitLabel, failure, children }: Shell) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={title}>
            {children}
            {failure ? <FormAlert>{failure}</FormAlert> : null}
            <Actions busy={busy} label={submitLabel} />
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type FieldProps = { label: string; error: string | undefined; registration: UseFormRegisterReturn; hint?: string };

function AmountField({ label, error, registration, hint }: FieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      <Input inputMode="decimal" className="tabular" {...registration} />
    </FormField>
  );
}

function TextField({ label, error, registration, hint }: FieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      <Textarea rows={2} {...registration} />
    </FormField>
  );
}

/**
 * What every dialog does with the server's answer: on success a toast and the dialog closes; a refusal
 * that names one of `fields` is shown beside that field.
 */
function outcome<T, V extends FieldValues>(
  onOpenChange: (open: boolean) => void,
  toastFor: (result: T) => ToastInput,
  setError: UseFormSetError<V>,
  fields: readonly Path<V>[],
) {
  return {
    onSuccess: (result: T) => {
      toast(toastFor(result));
      onOpenChange(false);
    },
    onError: (error: unknown) => applyServerIssues(error, setError, fields),
  };
}

function failureOf(error: unknown): string {
  return actionErrorMessage(error, 'That did not work. Please try again.');
}

function Actions({ busy, label }: { busy: boolean; label: string }) {
  return (
    <DialogFormActions pending={busy}>
      {busy ? 'Saving...' : label}
    </DialogFormActions>
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
    record.mutate(
      input,
      outcome(
        onOpenChange,
        (payment: Payment) => ({
          title: `Recorded ${formatMoney(payment.amount, 'JMD')}`,
          description: payment.receiptNumber ? `Receipt ${payment.receiptNumber} e-mailed to the customer.` : undefined,
        }),
        form.setError,
        ['method', 'amount', 'note'],
      ),
    ),
  );
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Record a payment for ${subjectNumber}`}
      description={`Still owed: ${formatMoney(owed, 'JMD')}. The receipt is e-mailed to the customer.`}
      onSubmit={onSubmit}
      busy={record.isPending}
      submitLabel="Record payment"
      failure={record.isError && !errors.amount && !errors.method ? failureOf(record.error) : null}
    >
      <FormField label="How it was paid" error={errors.method?.message}>
        <NativeSelect {...form.register('method')}>
          {STAFF_RECORDED_METHODS.map((m) => (
            <option key={m} value={m}>
              {PAYMENT_METHOD_LABELS[m]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <AmountField label="Amount (J$)" error={errors.amount?.message} registration={form.register('amount')} />
      <TextField label="Note (optional)" error={errors.note?.message} registration={form.register('note')} />
    </ActionDialog>
  );
}

type ConfirmValues = z.input<typeof ConfirmTransferSchema>;

/** A transfer the customer announced, found in the bank: the amount that arrived may differ. */
export function ConfirmTransferDialog({ open, onOpenChange, payment, subjectNumber }: { open: boolean; onOpenChange: (open: boolean) => void; payment: Payment; subjectNumber: string }) {
  const confirm = useConfirmTransfer();
  const form = useForm<ConfirmValues, unknown, z.output<typeof ConfirmTransferSchema>>({
    resolver: zodResolver(ConfirmTransferSchema),
    defaultValues: { amountReceived: String(payment.amount), note: '', acceptDifference: false },
  });
  const { errors } = form.formState;
  // The server questions an amount that is not what was announced or is more than is owed (a typing
  // slip goes straight to the customer's receipt); once it has, staff may say the amount is right.
  const questioned = confirm.isError && getServerIssues(confirm.error).some((i) => i.path === 'amountReceived');
  const onSubmit = form.handleSubmit((input) =>
    confirm.mutate(
      { id: payment.id, input },
      outcome(
        onOpenChange,
        (confirmed: Payment) => ({
          title: `Transfer confirmed: ${formatMoney(confirmed.amount, 'JMD')}`,
          description: confirmed.receiptNumber ? `Receipt ${confirmed.receiptNumber} e-mailed.` : undefined,
        }),
        form.setError,
        ['amountReceived', 'note'],
      ),
    ),
  );
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Confirm the transfer for ${subjectNumber}`}
      description={`The customer said they sent ${formatMoney(payment.amount, 'JMD')} (reference ${payment.reference}). Enter what reached the account.`}
      onSubmit={onSubmit}
      busy={confirm.isPending}
      submitLabel="Confirm transfer"
      failure={confirm.isError && !errors.amountReceived ? failureOf(confirm.error) : null}
    >
      <AmountField label="Amount received (J$)" error={errors.amountReceived?.message} registration={form.register('amountReceived')} />
      {questioned ? <Checkbox label="The amount is right: confirm it anyway" {...form.register('acceptDifference')} /> : null}
      <TextField label="Note (optional)" error={errors.note?.message} registration={form.register('note')} />
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
      outcome(onOpenChange, () => ({ title: 'Transfer marked as not received' }), form.setError, ['reason']),
    ),
  );
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Transfer not received for ${subjectNumber}`}
      description={`${formatMoney(payment.amount, 'JMD')} (reference ${payment.reference}) will no longer count as on its way. Say why, for the customer and the record.`}
      onSubmit={onSubmit}
      busy={reject.isPending}
      submitLabel="Mark not received"
      failure={reject.isError && !errors.reason ? failureOf(reject.error) : null}
    >
      <TextField label="Reason" error={errors.reason?.message} registration={form.register('reason')} />
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
    waive.mutate(input.reason, outcome(onOpenChange, () => ({ title: 'Deposit waived' }), form.setError, ['reason'])),
  );
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Waive the deposit for ${subjectNumber}`}
      description={`The part can be ordered before the ${formatMoney(deposit, 'JMD')} deposit is in. The whole amount is still owed before the customer collects.`}
      onSubmit={onSubmit}
      busy={waive.isPending}
      submitLabel="Waive the deposit"
      failure={waive.isError && !errors.reason ? failureOf(waive.error) : null}
    >
      <TextField label="Reason" hint="Kept with the request and in its history." error={errors.reason?.message} registration={form.register('reason')} />
    </ActionDialog>
  );
}

type RefundValues = z.input<typeof RefundSchema>;

/** All or part of a payment given back; a card payment through its provider where it has a refund call. */
export function RefundDialog({
  open,
  onOpenChange,
  payment,
  subjectNumber,
  guidance,
  suggested,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  payment: Payment;
  subjectNumber: string;
  guidance?: ReactNode;
  /** The amount offered: the excess of an over-payment (amounts.ts suggestedRefund); all that is left otherwise. */
  suggested?: number;
}) {
  const refund = useRefundPayment();
  const left = refundableAmount(payment);
  const form = useForm<RefundValues, unknown, z.output<typeof RefundSchema>>({ resolver: zodResolver(RefundSchema), defaultValues: { amount: String(suggested ?? left), reason: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) =>
    refund.mutate(
      { id: payment.id, input },
      outcome(
        onOpenChange,
        (row: Payment) => ({
          title: `Refunded ${formatMoney(row.amount, 'JMD')}`,
          description: row.receiptNumber ? `Refund receipt ${row.receiptNumber} e-mailed.` : undefined,
        }),
        form.setError,
        ['amount', 'reason'],
      ),
    ),
  );
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Refund ${payment.receiptNumber ?? payment.reference}`}
      description={`${PAYMENT_METHOD_LABELS[payment.method]}, ${formatMoney(payment.amount, 'JMD')} on ${subjectNumber}; up to ${formatMoney(left, 'JMD')} can still be refunded.${payment.method === 'wipay' ? ' Make the refund in WiPay’s portal too: WiPay has no refund call.' : ''}`}
      onSubmit={onSubmit}
      busy={refund.isPending}
      submitLabel="Refund"
      failure={refund.isError && !errors.amount && !errors.reason ? failureOf(refund.error) : null}
    >
      {guidance}
      <AmountField label="Refund amount (J$)" error={errors.amount?.message} registration={form.register('amount')} />
      <TextField label="Reason" error={errors.reason?.message} registration={form.register('reason')} />
    </ActionDialog>
  );
}

type VoidValues = z.input<typeof VoidPaymentSchema>;

/**
 * An entry recorded by mistake (J$9,000 typed for J$4,252.50): taken out with the reason, its receipt
 * marked void, and the amount that really came recorded in its place with a new receipt. The customer is
 * told. Nothing is edited or deleted (docs/payments.md, "Corrections").
 */
export function VoidPaymentDialog({ open, onOpenChange, payment, subjectNumber }: { open: boolean; onOpenChange: (open: boolean) => void; payment: Payment; subjectNumber: string }) {
  const voidIt = useVoidPayment();
  const form = useForm<VoidValues, unknown, z.output<typeof VoidPaymentSchema>>({ resolver: zodResolver(VoidPaymentSchema), defaultValues: { reason: '', correctAmount: '' } });
  const { errors } = form.formState;
  const name = payment.receiptNumber ?? payment.reference;
  const onSubmit = form.handleSubmit((input) =>
    voidIt.mutate(
      { id: payment.id, input },
      outcome(
        onOpenChange,
        (result: VoidResult) => ({
          title: `${name} is void`,
          description: result.corrected?.receiptNumber
            ? `Recorded ${formatMoney(result.corrected.amount, 'JMD')} in its place: receipt ${result.corrected.receiptNumber}. The customer was told.`
            : 'The customer was told.',
        }),
        form.setError,
        ['reason', 'correctAmount'],
      ),
    ),
  );
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Void ${name} on ${subjectNumber}`}
      description={`${formatMoney(payment.amount, 'JMD')} (${PAYMENT_METHOD_LABELS[payment.method]}) will no longer count as paid, and its receipt is marked void. The entry stays on the record with your reason, and the customer is told.`}
      onSubmit={onSubmit}
      busy={voidIt.isPending}
      submitLabel="Void the entry"
      failure={voidIt.isError && !errors.reason && !errors.correctAmount ? failureOf(voidIt.error) : null}
    >
      <TextField label="Reason" hint="Kept on the record and told to the customer." error={errors.reason?.message} registration={form.register('reason')} />
      <AmountField
        label="Amount that really came (J$, optional)"
        hint="Recorded in its place with a new receipt. Leave it empty if nothing came."
        error={errors.correctAmount?.message}
        registration={form.register('correctAmount')}
      />
    </ActionDialog>
  );
}
