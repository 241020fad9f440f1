import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { SLIP_MAX_BYTES } from '@shared/payments';
import type { BankDetails } from '@shared/schemas/payments';
import { FormAlert } from '@web/components/form-alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { actionErrorMessage } from '@web/lib/action-error';
import { formatMoney } from '@web/lib/format';
import { useAnnounceBankTransfer } from '../../api/announce-bank-transfer';
import type { RequestAccess } from '../../api/request-access';
import { CopyValue } from './copy-value';
import { slipProblem, SLIP_TYPES, type PayChoice } from './pay-choices';

const NOTE_MAX = 500;

/**
 * Paying by bank transfer (docs/payments.md "Ways to pay"): the store's account with the request number as
 * the reference, each with a Copy button, then "I've sent it" with an optional photo or PDF of the slip.
 * Staff confirm the amount that arrives; until then it shows as waiting for confirmation.
 */
export function BankTransferPanel({
  bank,
  requestNumber,
  choice,
  access,
  onSent,
}: {
  bank: BankDetails;
  requestNumber: string;
  choice: PayChoice;
  access: RequestAccess;
  onSent: () => void;
}) {
  const announceTransfer = useAnnounceBankTransfer();
  const [copyMessage, setCopyMessage] = useState('');
  const [slip, setSlip] = useState<File | null>(null);
  const [slipError, setSlipError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [sent, setSent] = useState<number | null>(null);
  const slipRef = useRef<HTMLInputElement>(null);
  const detailsId = useId();

  const chooseSlip = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (!file) {
      setSlip(null);
      return;
    }
    const problem = slipProblem(file);
    if (problem) {
      event.target.value = '';
      setSlip(null);
      setSlipError(problem);
      return;
    }
    setSlipError(null);
    setSlip(file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (slipError) {
      slipRef.current?.focus();
      return;
    }
    announceTransfer.mutate(
      { access, fields: { amount: choice.amount, note: note.trim() || null }, slip },
      {
        onSuccess: () => {
          setSent(choice.jmd);
          setSlip(null);
          setNote('');
          if (slipRef.current) slipRef.current.value = '';
          onSent();
        },
      },
    );
  };

  const failure = announceTransfer.isError ? actionErrorMessage(announceTransfer.error, 'We could not record your transfer. Please try again.') : null;

  const rows: { label: string; value: string | null; copy?: string }[] = [
    { label: 'Bank', value: bank.bankName },
    { label: 'Branch', value: bank.branch },
    { label: 'Account name', value: bank.accountName, copy: 'Account name' },
    { label: 'Account number', value: bank.accountNumber, copy: 'Account number' },
    { label: 'Account type', value: bank.accountType },
    { label: 'Reference', value: requestNumber, copy: 'Reference' },
    { label: 'Amount', value: formatMoney(choice.jmd, 'JMD'), copy: 'Amount' },
  ];

  return (
    <div className="grid gap-4">
      <p>
        Send <strong className="tabular">{formatMoney(choice.jmd, 'JMD')}</strong> from your bank or its app to our account
        below, with <strong className="break-all">{requestNumber}</strong> as the reference, so we know it is for this request.
      </p>
      <dl id={detailsId} aria-label="Our bank account" className="grid gap-2 rounded-md border border-border p-3">
        {rows
          .filter((row) => row.value)
          .map((row) => (
            <div key={row.label} className="grid gap-0.5">
              <dt className="text-sm text-muted-foreground">{row.label}</dt>
              <dd className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3">
                <span className="min-w-0 font-semibold break-all tabular select-all">{row.value}</span>
                {row.copy ? (
                  <CopyValue
                    value={row.label === 'Amount' ? choice.jmd.toFixed(2) : (row.value ?? '')}
                    what={row.copy}
                    announce={setCopyMessage}
                  />
                ) : null}
              </dd>
            </div>
          ))}
      </dl>
      <p role="status" aria-live="polite" className="sr-only">
        {copyMessage}
      </p>

      {sent !== null ? (
        <FormAlert variant="success">
          <p className="font-semibold">Thank you: we&apos;ve noted your transfer of {formatMoney(sent, 'JMD')}.</p>
          <p>
            It shows as waiting for confirmation until it reaches our account (usually one business day). We&apos;ll e-mail
            your receipt then.
          </p>
        </FormAlert>
      ) : (
        <form onSubmit={submit} noValidate aria-label={`Tell us about your transfer for ${requestNumber}`} className="grid gap-4">
          <FormField
            label="Photo or PDF of the slip (optional)"
            hint={`It helps us find your transfer. A photo or a PDF, at most ${SLIP_MAX_BYTES / (1024 * 1024)} MB.`}
            error={slipError ?? undefined}
          >
            <Input
              ref={slipRef}
              type="file"
              accept={SLIP_TYPES.join(',')}
              onChange={chooseSlip}
              disabled={announceTransfer.isPending}
              className="h-auto py-2 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-3 file:py-1.5 file:font-semibold"
            />
          </FormField>
          <FormField label="Note for our team (optional)" hint="For example the name the transfer was sent from.">
            <Textarea rows={2} maxLength={NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} disabled={announceTransfer.isPending} />
          </FormField>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <Button type="submit" disabled={announceTransfer.isPending} className="w-full whitespace-normal text-center sm:w-auto sm:justify-self-start">
            <Send aria-hidden="true" />
            {announceTransfer.isPending ? 'Sending...' : `I've sent ${formatMoney(choice.jmd, 'JMD')}`}
          </Button>
        </form>
      )}
    </div>
  );
}
