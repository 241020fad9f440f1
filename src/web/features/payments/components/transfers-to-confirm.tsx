import { useRef, type MouseEvent } from 'react';
import { ArrowLeftRight, Check, ExternalLink, X } from 'lucide-react';
import { PAYMENT_PURPOSE_LABELS } from '@shared/payments';
import type { MoneyOverview } from '@shared/schemas/payments';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmTransferDialog, RejectTransferDialog } from '@web/modules/money/payment-action-dialogs';
import { formatDateTime, formatMoney } from '@web/lib/format';
import { transferSlipUrl } from '../api/admin-payment-links';
import type { MoneyQuery } from './money-query';
import { subjectKindOf } from './money-helpers';
import { SectionCard, SectionEmpty } from '@web/components/section-card';
import { SectionError, SectionSkeleton } from './money-section';
import { SubjectLink } from './subject-link';
import { useRowDialog } from './use-row-dialog';

type Transfer = MoneyOverview['awaitingConfirmation'][number];
type Open = { action: 'confirm' | 'reject'; transfer: Transfer };

/** Bank transfers customers announced: staff check the account, then confirm what arrived or say it never came. */
export function TransfersToConfirm({ money }: { money: MoneyQuery }) {
  const transfers = money.data?.awaitingConfirmation;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dialog = useRowDialog<Open>(headingRef, transfers);
  const count = transfers?.length ?? 0;
  const TransferDialog = dialog.open?.action === 'reject' ? RejectTransferDialog : ConfirmTransferDialog;

  return (
    <SectionCard
      id="transfers-to-confirm"
      title="Transfers to confirm"
      icon={ArrowLeftRight}
      headingRef={headingRef}
      action={count > 0 ? <Badge variant="warning" className="text-sm">{count} waiting</Badge> : null}
      description="Check each in the bank account first. Confirming records the amount that arrived and e-mails the customer a receipt."
    >
      {money.isPending ? (
        <SectionSkeleton label="Loading transfers to confirm" />
      ) : money.isError ? (
        <SectionError what="the transfers to confirm" error={money.error} onRetry={() => void money.refetch()} />
      ) : count === 0 ? (
        <SectionEmpty title="No transfers waiting">When a customer says they sent a transfer, it appears here to confirm.</SectionEmpty>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label="Transfers to confirm">
          {transfers?.map((transfer) => (
            <li key={transfer.id}>
              <TransferCard
                transfer={transfer}
                onConfirm={dialog.start({ action: 'confirm', transfer })}
                onReject={dialog.start({ action: 'reject', transfer })}
              />
            </li>
          ))}
        </ul>
      )}

      {dialog.open ? (
        <TransferDialog
          key={dialog.open.transfer.id}
          open
          onOpenChange={dialog.onOpenChange}
          payment={dialog.open.transfer}
          subjectNumber={dialog.open.transfer.subjectNumber}
        />
      ) : null}
    </SectionCard>
  );
}

function TransferCard({
  transfer,
  onConfirm,
  onReject,
}: {
  transfer: Transfer;
  onConfirm: (event: MouseEvent<HTMLElement>) => void;
  onReject: (event: MouseEvent<HTMLElement>) => void;
}) {
  const what = `${transfer.subjectNumber}, ${formatMoney(transfer.amount, 'JMD')}`;
  return (
    <article aria-label={`Transfer for ${what}`} className="flex h-full flex-col gap-2 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <SubjectLink subject={{ subjectKind: subjectKindOf(transfer.subjectNumber), subjectNumber: transfer.subjectNumber }} />
        <span className="text-lg font-bold tabular">{formatMoney(transfer.amount, 'JMD')}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Customer</dt>
        <dd className="min-w-0 break-words">{transfer.customerName}</dd>
        <dt className="text-muted-foreground">For</dt>
        <dd>{PAYMENT_PURPOSE_LABELS[transfer.purpose]}</dd>
        <dt className="text-muted-foreground">Announced</dt>
        <dd>{formatDateTime(transfer.createdAt)}</dd>
        <dt className="text-muted-foreground">Reference</dt>
        <dd className="min-w-0 break-all tabular">{transfer.reference}</dd>
        {transfer.note ? (
          <>
            <dt className="text-muted-foreground">Note</dt>
            <dd className="min-w-0 break-words whitespace-pre-line">{transfer.note}</dd>
          </>
        ) : null}
      </dl>
      {transfer.hasSlip ? (
        <a
          href={transferSlipUrl(transfer.id)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary underline underline-offset-4"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          View slip
          <span className="sr-only"> for {transfer.subjectNumber} (opens in a new tab)</span>
        </a>
      ) : (
        <p className="text-sm text-muted-foreground">No slip sent.</p>
      )}
      <div className="mt-auto flex flex-col gap-2 min-[400px]:flex-row">
        <Button onClick={onConfirm} aria-label={`Confirm transfer for ${what}`}>
          <Check aria-hidden="true" />
          Confirm
        </Button>
        <Button variant="outline" onClick={onReject} aria-label={`Not received: transfer for ${what}`}>
          <X aria-hidden="true" />
          Not received
        </Button>
      </div>
    </article>
  );
}
