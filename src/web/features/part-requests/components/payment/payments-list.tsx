import { Link } from 'react-router';
import { Receipt } from 'lucide-react';
import { PAYMENT_METHOD_LABELS } from '@shared/payments';
import type { Payment } from '@shared/schemas/payments';
import { Badge } from '@web/components/ui/badge';
import { formatDate, formatMoney } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { ledgerRowWords } from '@web/modules/money/ledger-row';

// "Your payments" in the Pay panel: every payment, refund and correction of the request, each with its
// receipt. A refund or a void reads as money going back (a minus sign, never a "Paid" badge), and a
// voided entry says why and what replaced it (docs/payments.md, "Corrections").

/** A receipt's page; a guest managing the request opens it through the request's manage session. */
function receiptHref(receiptNumber: string, managedRequest: string | null): string {
  const path = `/receipts/${encodeURIComponent(receiptNumber)}`;
  return managedRequest ? `${path}?request=${encodeURIComponent(managedRequest)}` : path;
}

export function PaymentsList({ payments, heading: Heading, requestNumber }: { payments: Payment[]; heading: 'h3' | 'h4'; requestNumber: string | null }) {
  return (
    <div className="grid gap-2">
      <Heading className="font-bold">
        Your payments
      </Heading>
      <ul className="grid gap-2">
        {payments.map((payment) => {
          const refund = payment.kind === 'refund';
          const words = ledgerRowWords(payment);
          return (
            <li key={payment.id} className="grid min-w-0 gap-1 rounded-md border border-border p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="min-w-0 font-semibold break-words">
                  {words.title} · {PAYMENT_METHOD_LABELS[payment.method]}
                </p>
                <div className="flex items-center gap-2">
                  <span className={cn('font-bold tabular', payment.state === 'voided' && 'line-through')}>
                    {words.negative ? '−' : ''}
                    {formatMoney(payment.amount, 'JMD')}
                  </span>
                  <Badge variant={words.badge.variant}>{words.badge.label}</Badge>
                </div>
              </div>
              <p className="text-muted-foreground">
                <time dateTime={payment.settledAt ?? payment.createdAt}>{formatDate(payment.settledAt ?? payment.createdAt)}</time> ·
                Reference <span className="break-all tabular">{payment.reference}</span>
              </p>
              {payment.refunded > 0 && !refund ? <p>{formatMoney(payment.refunded, 'JMD')} of it refunded.</p> : null}
              {payment.voided ? (
                <p>
                  Recorded by mistake and void: {payment.voided.reason}
                  {payment.voided.replacedBy ? `. Replaced by receipt ${payment.voided.replacedBy}.` : '.'}
                </p>
              ) : null}
              {payment.kind === 'void' && payment.note ? <p>Why: {payment.note}</p> : null}
              {payment.flaggedReason && payment.state !== 'voided' ? <p>More than was owed: we&apos;ll refund the difference.</p> : null}
              {payment.receiptNumber ? (
                <p>
                  <Link
                    to={receiptHref(payment.receiptNumber, requestNumber)}
                    className="inline-flex min-h-11 items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
                  >
                    <Receipt className="size-4 shrink-0" aria-hidden="true" />
                    Receipt {payment.receiptNumber}
                  </Link>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
