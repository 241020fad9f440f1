import { useId, useRef, useState, type FormEvent } from 'react';
import { SOURCING_TERMS } from '@shared/payments';
import type { Quote, QuoteOption } from '@shared/schemas/quotes';
import { FormAlert } from '@web/components/form-alert';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { formatMoney } from '@web/lib/format';
import { OPTION_CONDITION_LABELS } from './quote-summary';

const TERMS_REQUIRED = 'Please confirm you have read the terms';

/**
 * The decision before the payment (docs/payments.md "Accepting, then paying"): the chosen option, its
 * amounts in J$ and US$, the deposit due now or the whole amount, the sourced-parts terms with a box
 * that must be ticked, and "Accept and pay deposit". The server's refusal (expired, already answered)
 * is shown here in its own words.
 */
export function AcceptQuoteDialog({
  open,
  onOpenChange,
  quote,
  option,
  requestNumber,
  pending,
  failure,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quote: Quote;
  option: QuoteOption | null;
  requestNumber: string;
  pending: boolean;
  failure: string | null;
  onConfirm: (payInFull: boolean) => void;
}) {
  const [payInFull, setPayInFull] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const termsErrorId = useId();

  const reset = () => {
    setPayInFull(false);
    setTermsAccepted(false);
    setTermsError(null);
  };

  if (!option) return null;
  const terms = quote.terms.length > 0 ? quote.terms : SOURCING_TERMS;
  const canSplit = option.depositJmd < option.totalJmd;
  const inFull = payInFull || !canSplit;
  const dueNow = inFull ? option.totalJmd : option.depositJmd;
  const dueLater = inFull ? 0 : option.balanceJmd;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!termsAccepted) {
      setTermsError(TERMS_REQUIRED);
      termsRef.current?.focus();
      return;
    }
    onConfirm(inFull && canSplit);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Accept {option.label}?</DialogTitle>
          <DialogDescription>
            Request <span className="break-all tabular">{requestNumber}</span> · {OPTION_CONDITION_LABELS[option.condition]}
            {option.brand ? ` · ${option.brand}` : ''}
          </DialogDescription>
        </DialogHeader>

        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={`Accept ${option.label}`}>
          <div className="rounded-md bg-secondary p-3 text-secondary-foreground">
            <p className="text-sm font-semibold">You pay us</p>
            <p className="text-3xl font-extrabold tabular break-all">{formatMoney(option.totalJmd, 'JMD')}</p>
            <p className="text-sm tabular">
              {formatMoney(option.usd.total, 'USD')} at {formatMoney(quote.exchangeRate, 'JMD')} per US$1
            </p>
          </div>

          {canSplit ? (
            <Checkbox
              label={`Pay it all now (${formatMoney(option.totalJmd, 'JMD')}) instead of a deposit`}
              checked={payInFull}
              onChange={(event) => setPayInFull(event.target.checked)}
              disabled={pending}
            />
          ) : null}

          <dl className="grid gap-1.5 tabular" aria-live="polite">
            <div className="flex flex-wrap justify-between gap-x-3">
              <dt className="font-semibold">{inFull ? 'Due now (in full)' : 'Due now (deposit)'}</dt>
              <dd className="ml-auto text-lg font-extrabold">{formatMoney(dueNow, 'JMD')}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-x-3">
              <dt>Due at pickup or delivery (balance)</dt>
              <dd className="ml-auto font-semibold">{formatMoney(dueLater, 'JMD')}</dd>
            </div>
          </dl>
          <p className="text-sm text-muted-foreground">
            {option.dutyEstimate.overDeMinimis
              ? `Customs duty and GCT (about ${formatMoney(option.dutyEstimate.totalJmd, 'JMD')}) are paid apart: ${option.dutyEstimate.collectedBy}.`
              : 'No customs duty or GCT is expected on this part.'}
          </p>

          <div className="grid gap-2 rounded-md border border-border p-3">
            <h3 className="font-bold">
              The terms
            </h3>
            <ul className="grid list-disc gap-1 pl-5 text-sm">
              {terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
            <Checkbox
              ref={termsRef}
              label="I have read and accept these terms"
              checked={termsAccepted}
              onChange={(event) => {
                setTermsAccepted(event.target.checked);
                if (event.target.checked) setTermsError(null);
              }}
              aria-required="true"
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? termsErrorId : undefined}
              disabled={pending}
              className="font-semibold"
            />
            {termsError ? (
              <p id={termsErrorId} className="text-sm font-medium text-destructive">
                {termsError}
              </p>
            ) : null}
          </div>

          {failure ? <FormAlert>{failure}</FormAlert> : null}

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? 'Accepting...' : inFull && canSplit ? 'Accept and pay in full' : 'Accept and pay deposit'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
