import { useRef, type MouseEvent } from 'react';
import { Flag, Undo2 } from 'lucide-react';
import { PAYMENT_METHOD_LABELS, PAYMENT_PURPOSE_LABELS } from '@shared/payments';
import type { MoneyOverview } from '@shared/schemas/payments';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { refundableAmount } from '@web/modules/money/amounts';
import { RefundDialog } from '@web/modules/money/payment-action-dialogs';
import { formatDateTime, formatMoney } from '@web/lib/format';
import type { MoneyQuery } from './money-query';
import { subjectKindOf } from './money-helpers';
import { SectionCard, SectionEmpty } from '@web/components/section-card';
import { SectionError, SectionSkeleton } from './money-section';
import { SubjectLink } from './subject-link';
import { useRowDialog } from './use-row-dialog';

type Flagged = MoneyOverview['flagged'][number];

/** Money that came in beyond what was due (two transfers, a card payment after the counter): staff give it back. */
export function FlaggedRefunds({ money }: { money: MoneyQuery }) {
  const flagged = money.data?.flagged;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dialog = useRowDialog<Flagged>(headingRef, flagged);
  const count = flagged?.length ?? 0;

  return (
    <SectionCard
      id="flagged-for-refund"
      title="Flagged for refund"
      icon={Flag}
      headingRef={headingRef}
      action={count > 0 ? <Badge variant="warning" className="text-sm">{count} to refund</Badge> : null}
      description="Payments beyond what was owed. Give the extra back (a card through its provider, cash or a transfer yourself), then record it here."
    >
      {money.isPending ? (
        <SectionSkeleton label="Loading payments flagged for refund" />
      ) : money.isError ? (
        <SectionError what="the payments flagged for refund" error={money.error} onRetry={() => void money.refetch()} announce={false} />
      ) : count === 0 ? (
        <SectionEmpty title="Nothing to refund">Money paid beyond what is owed shows here until it is given back.</SectionEmpty>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label="Payments flagged for refund">
          {flagged?.map((payment) => (
            <li key={payment.id}>
              <FlaggedCard payment={payment} onRefund={dialog.start(payment)} />
            </li>
          ))}
        </ul>
      )}

      {dialog.open ? (
        <RefundDialog
          key={dialog.open.id}
          open
          onOpenChange={dialog.onOpenChange}
          payment={dialog.open}
          subjectNumber={dialog.open.subjectNumber}
          guidance={dialog.open.flaggedReason ? <p className="text-sm">Flagged: {dialog.open.flaggedReason}</p> : undefined}
        />
      ) : null}
    </SectionCard>
  );
}

function FlaggedCard({ payment, onRefund }: { payment: Flagged; onRefund: (event: MouseEvent<HTMLElement>) => void }) {
  const left = refundableAmount(payment);
  return (
    <article aria-label={`Flagged payment on ${payment.subjectNumber}`} className="flex h-full flex-col gap-2 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <SubjectLink subject={{ subjectKind: subjectKindOf(payment.subjectNumber), subjectNumber: payment.subjectNumber }} />
        <span className="text-lg font-bold tabular">{formatMoney(payment.amount, 'JMD')}</span>
      </div>
      {payment.flaggedReason ? <p className="font-semibold break-words">{payment.flaggedReason}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Customer</dt>
        <dd className="min-w-0 break-words">{payment.customerName}</dd>
        <dt className="text-muted-foreground">Paid by</dt>
        <dd>
          {PAYMENT_METHOD_LABELS[payment.method]} · {PAYMENT_PURPOSE_LABELS[payment.purpose]}
        </dd>
        <dt className="text-muted-foreground">Received</dt>
        <dd>{formatDateTime(payment.settledAt ?? payment.createdAt)}</dd>
        {payment.receiptNumber ? (
          <>
            <dt className="text-muted-foreground">Receipt</dt>
            <dd className="min-w-0 break-all tabular">{payment.receiptNumber}</dd>
          </>
        ) : null}
        {payment.refunded > 0 ? (
          <>
            <dt className="text-muted-foreground">Refunded so far</dt>
            <dd className="tabular">{formatMoney(payment.refunded, 'JMD')}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Can refund</dt>
        <dd className="tabular">up to {formatMoney(left, 'JMD')}</dd>
      </dl>
      <div className="mt-auto">
        <Button variant="outline" onClick={onRefund} disabled={left <= 0} aria-label={`Refund payment on ${payment.subjectNumber}`}>
          <Undo2 aria-hidden="true" />
          Refund
        </Button>
      </div>
    </article>
  );
}
