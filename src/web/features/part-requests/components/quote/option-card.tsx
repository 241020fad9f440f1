import type { ReactNode } from 'react';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { Quote, QuoteOption } from '@shared/schemas/quotes';
import { Badge } from '@web/components/ui/badge';
import { formatMoney } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { DutyEstimateDetails } from './duty-estimate';
import { OPTION_CONDITION_LABELS } from './quote-summary';

/**
 * One option of a quote (DESIGN.md "Money screens"): one J$ total, what the customer pays us, with US$
 * beneath, split into the deposit due now and the balance due at pickup or delivery; the customs
 * estimate apart. `choice` is the option's radio when the customer is choosing.
 */
export function OptionCard({
  option,
  quote,
  heading: Heading,
  chosen,
  choice,
}: {
  option: QuoteOption;
  quote: Quote;
  heading: 'h3' | 'h4';
  /** The option the customer accepted. */
  chosen: boolean;
  choice?: ReactNode;
}) {
  const details = [option.brand, option.notes].filter(Boolean);
  return (
    <div
      className={cn(
        'flex h-full flex-col gap-4 rounded-lg border border-border bg-card p-3 sm:p-4',
        chosen && 'border-2 border-success',
        choice && 'has-[input:checked]:border-2 has-[input:checked]:border-primary has-[input:checked]:bg-primary/5',
      )}
    >
      {choice}
      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Heading className="text-lg leading-snug font-bold break-words">{option.label}</Heading>
          {chosen ? (
            <Badge variant="success">
              <CircleCheck className="size-3.5" aria-hidden="true" />
              Your choice
            </Badge>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{OPTION_CONDITION_LABELS[option.condition]}</Badge>
          {option.overBudget ? (
            <Badge variant="warning" className="max-w-full whitespace-normal">
              <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
              {quote.maxBudgetUsd !== null ? `Part price over your budget of ${formatMoney(quote.maxBudgetUsd, 'USD')}` : 'Part price over your budget'}
            </Badge>
          ) : null}
        </div>
        {details.length > 0 ? (
          <div className="grid gap-0.5 text-sm">
            {option.brand ? (
              <p>
                <span className="text-muted-foreground">Brand:</span> <span className="font-medium break-words">{option.brand}</span>
              </p>
            ) : null}
            {option.notes ? <p className="break-words whitespace-pre-line">{option.notes}</p> : null}
          </div>
        ) : null}
      </div>

      <div className="rounded-md bg-secondary p-3 text-secondary-foreground">
        <p className="text-sm font-semibold">You pay us</p>
        <p className="text-3xl font-extrabold tabular break-all @3xl:text-2xl @5xl:text-3xl">{formatMoney(option.totalJmd, 'JMD')}</p>
        <p className="text-sm tabular">{formatMoney(option.usd.total, 'USD')}</p>
      </div>

      <dl className="grid gap-1.5 text-sm tabular">
        <div className="flex flex-wrap justify-between gap-x-3">
          <dt>Due now (deposit)</dt>
          <dd className="ml-auto font-bold">{formatMoney(option.depositJmd, 'JMD')}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-3">
          <dt>Due at pickup or delivery (balance)</dt>
          <dd className="ml-auto font-bold">{formatMoney(option.balanceJmd, 'JMD')}</dd>
        </div>
      </dl>

      <div className="mt-auto">
        <DutyEstimateDetails estimate={option.dutyEstimate} />
      </div>
    </div>
  );
}
