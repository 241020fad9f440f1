import { ChevronDown } from 'lucide-react';
import { deMinimisWarning } from '@shared/landed-cost';
import type { DutyEstimate } from '@shared/schemas/quotes';
import { formatMoney } from '@web/lib/format';

/**
 * Customs duty and GCT on the import, apart from the option's total and never added to it
 * (docs/payments.md "The quote is an offer"). Folded by default: a native disclosure, so it opens with
 * Enter or Space and a screen reader says whether it is open.
 */
export function DutyEstimateDetails({ estimate }: { estimate: DutyEstimate }) {
  return (
    <details className="group rounded-md border border-border">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 py-2 text-sm font-semibold [&::-webkit-details-marker]:hidden">
        <span>
          Customs estimate, paid apart:{' '}
          <span className="tabular">{estimate.overDeMinimis ? `about ${formatMoney(estimate.totalJmd, 'JMD')}` : 'none due'}</span>
        </span>
        <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="grid gap-2 border-t border-border px-3 py-3 text-sm">
        <p>Import duty and GCT go to Jamaica Customs, not to us. They are not in the price above.</p>
        <dl className="grid gap-1 tabular">
          <Row label="Value for duty (part, shipping, freight)" value={formatMoney(estimate.valueForDutyUsd, 'USD')} />
          <Row label={`Import duty (${estimate.dutyPercent}%)`} value={formatMoney(estimate.importDutyUsd, 'USD')} />
          <Row label={`GCT (${estimate.gctPercent}% on value and duty)`} value={formatMoney(estimate.gctUsd, 'USD')} />
          <Row
            label="Estimated duty and GCT"
            value={`${formatMoney(estimate.totalUsd, 'USD')} (${formatMoney(estimate.totalJmd, 'JMD')})`}
            strong
          />
        </dl>
        <p>
          <span className="font-semibold">Who collects it:</span> {estimate.collectedBy}
        </p>
        <p className="text-muted-foreground">
          {estimate.overDeMinimis
            ? deMinimisWarning(estimate.deMinimisUsd)
            : `At or under US$${estimate.deMinimisUsd.toFixed(0)}, no import duty or GCT is due.`}
        </p>
      </div>
    </details>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 border-b border-border py-1 last:border-b-0">
      <dt className={strong ? 'font-semibold' : 'text-muted-foreground'}>{label}</dt>
      <dd className={strong ? 'font-bold' : undefined}>{value}</dd>
    </div>
  );
}
