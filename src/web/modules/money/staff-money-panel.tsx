import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FileText, Plus } from 'lucide-react';
import { PAYMENT_METHOD_LABELS, STAFF_RECORDED_METHODS } from '@shared/payments';
import type { Money, Payment } from '@shared/schemas/payments';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { formatDateTime, formatMoney } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { ledgerRowWords } from './ledger-row';
import { suggestedRefund } from './amounts';
import { ConfirmTransferDialog, RecordPaymentDialog, RefundDialog, RejectTransferDialog, VoidPaymentDialog, WaiveDepositDialog } from './payment-action-dialogs';

// A request's or order's money as staff see it (docs/payments.md): where it stands, every payment and
// refund with its receipt, and the actions each allows: record money taken, confirm or reject an
// announced transfer, refund what went through.

type Open = { kind: 'record' | 'waive' } | { kind: 'confirm' | 'reject' | 'refund' | 'void'; payment: Payment } | null;

export function StaffMoneyPanel({
  money,
  subjectNumber,
  recordUrl,
  headingLevel = 'h3',
  refundGuidance,
  hasDeposit = true,
  waiveUrl,
  cancelled = false,
}: {
  money: Money;
  subjectNumber: string;
  recordUrl: string;
  headingLevel?: 'h2' | 'h3';
  /** Shown in the refund dialog: what the terms allow (a cancelled request, say). */
  refundGuidance?: ReactNode;
  /** Shop orders are paid in one go: no deposit line. */
  hasDeposit?: boolean;
  /** Where staff waive a request's deposit; no button without it. */
  waiveUrl?: string;
  /** The request or order is cancelled: money flagged on it is all owed back, not just an excess. */
  cancelled?: boolean;
}) {
  const [open, setOpen] = useState<Open>(null);
  const { balance, payments } = money;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const close = (isOpen: boolean) => (isOpen ? undefined : setOpen(null));
  // After a money action the button that opened its dialog may be gone once the balance is read again
  // (nothing left to record, the deposit waived), and focus with it: bring it back to the panel's heading.
  // The check waits for the dialog's own focus return (Radix does it on a zero-delay timer) and runs
  // whichever comes last, the new balance or the dialog closing.
  const { depositWaived, depositPaid, outstanding } = balance;
  const seen = useRef({ depositWaived, depositPaid, outstanding, dialogOpen: open !== null });
  useEffect(() => {
    const before = seen.current;
    seen.current = { depositWaived, depositPaid, outstanding, dialogOpen: open !== null };
    const changed = before.depositWaived !== depositWaived || before.depositPaid !== depositPaid || before.outstanding !== outstanding;
    const closed = before.dialogOpen && open === null;
    if (!changed && !closed) return;
    const timer = setTimeout(() => {
      if (focusWasLost(headingRef.current)) headingRef.current?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [depositWaived, depositPaid, outstanding, open]);
  const Heading = headingLevel;
  const headingId = `money-${subjectNumber}`;

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} ref={headingRef} tabIndex={-1} className="text-base font-bold focus:outline-none">
          Money: {balance.label}
        </Heading>
        <div className="flex flex-wrap gap-2">
          {waiveUrl && !balance.depositPaid && !balance.depositWaived ? (
            <Button size="sm" variant="ghost" onClick={() => setOpen({ kind: 'waive' })}>
              Waive the deposit
            </Button>
          ) : null}
          {balance.outstanding > 0 ? (
            <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'record' })}>
              <Plus aria-hidden="true" />
              Record a payment
            </Button>
          ) : null}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm tabular min-[480px]:grid-cols-4">
        <Figure label="Total" value={formatMoney(balance.total, 'JMD')} />
        {hasDeposit ? <Figure label={balance.depositWaived ? 'Deposit (waived)' : 'Deposit'} value={formatMoney(balance.depositDue, 'JMD')} /> : null}
        <Figure label="Paid" value={formatMoney(balance.paid, 'JMD')} />
        {balance.refunded > 0 ? <Figure label="Refunded" value={formatMoney(balance.refunded, 'JMD')} /> : null}
        <Figure label="Owed" value={formatMoney(balance.outstanding, 'JMD')} />
      </dl>
      {balance.pending > 0 ? <p className="text-sm">{formatMoney(balance.pending, 'JMD')} is waiting for confirmation.</p> : null}
      {payments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No payments yet.</p>
      ) : (
        <ul aria-label={`Payments of ${subjectNumber}`} className="grid gap-2">
          {payments.map((p) => (
            <li key={p.id} className="grid gap-1 rounded-md border border-border p-3 text-sm">
              <LedgerRowHead payment={p} />
              <p className="text-muted-foreground">
                {PAYMENT_METHOD_LABELS[p.method]} · {formatDateTime(p.settledAt ?? p.createdAt)} · {p.recordedBy}
                {p.receiptNumber ? (
                  <>
                    {' · '}
                    <a href={`/receipts/${p.receiptNumber}`} className="font-medium text-primary underline-offset-4 hover:underline">
                      {p.receiptNumber}
                    </a>
                  </>
                ) : (
                  ` · ${p.reference}`
                )}
              </p>
              {p.refunded > 0 && p.kind === 'payment' ? <p>Refunded so far: {formatMoney(p.refunded, 'JMD')}</p> : null}
              {p.voided ? (
                <p className="break-words">
                  Void ({formatDateTime(p.voided.at)}, {p.voided.by}): {p.voided.reason}
                  {p.voided.replacedBy ? `. Replaced by ${p.voided.replacedBy}.` : '.'}
                </p>
              ) : null}
              {p.note ? <p className="break-words">{p.kind === 'void' ? 'Why' : 'Note'}: {p.note}</p> : null}
              {p.flaggedReason && p.state !== 'voided' ? <p className="font-semibold text-destructive">{p.flaggedReason}</p> : null}
              <PaymentActions payment={p} onOpen={setOpen} />
            </li>
          ))}
        </ul>
      )}

      {open?.kind === 'record' ? (
        <RecordPaymentDialog open onOpenChange={close} url={recordUrl} subjectNumber={subjectNumber} owed={Math.max(0, balance.outstanding - balance.pending)} />
      ) : null}
      {open?.kind === 'waive' && waiveUrl ? (
        <WaiveDepositDialog open onOpenChange={close} url={waiveUrl} subjectNumber={subjectNumber} deposit={balance.depositDue} />
      ) : null}
      {open?.kind === 'confirm' ? <ConfirmTransferDialog open onOpenChange={close} payment={open.payment} subjectNumber={subjectNumber} /> : null}
      {open?.kind === 'reject' ? <RejectTransferDialog open onOpenChange={close} payment={open.payment} subjectNumber={subjectNumber} /> : null}
      {open?.kind === 'refund' ? (
        <RefundDialog
          open
          onOpenChange={close}
          payment={open.payment}
          subjectNumber={subjectNumber}
          guidance={refundGuidance}
          suggested={cancelled ? undefined : suggestedRefund(open.payment, balance)}
        />
      ) : null}
      {open?.kind === 'void' ? <VoidPaymentDialog open onOpenChange={close} payment={open.payment} subjectNumber={subjectNumber} /> : null}
    </section>
  );
}

function PaymentActions({ payment: p, onOpen }: { payment: Payment; onOpen: (open: Open) => void }) {
  const transferWaiting = p.kind === 'payment' && p.state === 'pending' && p.method === 'bank_transfer';
  const refundable = p.kind === 'payment' && p.state === 'succeeded' && p.amount - p.refunded > 0;
  // Only what staff typed can be a typing slip; a card payment a provider confirmed did happen.
  const voidable = p.kind === 'payment' && p.state === 'succeeded' && p.refunded === 0 && (STAFF_RECORDED_METHODS as readonly string[]).includes(p.method);
  if (!transferWaiting && !refundable && !voidable && !p.hasSlip) return null;
  const label = p.receiptNumber ?? p.reference;
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      {p.hasSlip ? (
        <a
          href={`/api/admin/payments/${encodeURIComponent(p.id)}/slip`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-sm font-semibold text-primary hover:underline"
        >
          <FileText className="size-4" aria-hidden="true" />
          View slip<span className="sr-only"> of {label}</span>
        </a>
      ) : null}
      {transferWaiting ? (
        <>
          <Button size="sm" onClick={() => onOpen({ kind: 'confirm', payment: p })}>
            Confirm transfer<span className="sr-only"> {label}</span>
          </Button>
          <Button size="sm" variant="outline" onClick={() => onOpen({ kind: 'reject', payment: p })}>
            Not received<span className="sr-only"> {label}</span>
          </Button>
        </>
      ) : null}
      {refundable ? (
        <Button size="sm" variant="outline" onClick={() => onOpen({ kind: 'refund', payment: p })}>
          Refund<span className="sr-only"> {label}</span>
        </Button>
      ) : null}
      {voidable ? (
        <Button size="sm" variant="ghost" onClick={() => onOpen({ kind: 'void', payment: p })}>
          Void (entered by mistake)<span className="sr-only"> {label}</span>
        </Button>
      ) : null}
    </div>
  );
}

function LedgerRowHead({ payment: p }: { payment: Payment }) {
  const words = ledgerRowWords(p);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <span className={cn('font-semibold tabular', p.state === 'voided' && 'line-through')}>
        {words.title}: {words.negative ? '−' : ''}
        {formatMoney(p.amount, 'JMD')}
      </span>
      <Badge variant={words.badge.variant}>{words.badge.label}</Badge>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border border-border p-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-bold">{value}</dd>
    </div>
  );
}

/**
 * Whether focus went nowhere: to the page's body (the focused button was removed), or to the dialog the
 * panel sits in (Radix's focus trap catches a removed button's focus on its container).
 */
function focusWasLost(heading: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return active.getAttribute('role') === 'dialog' && heading !== null && active.contains(heading);
}
