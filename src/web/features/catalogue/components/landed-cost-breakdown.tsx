import type { LandedCost } from '@shared/schemas/landed-cost';
import { deMinimisWarning } from '@shared/landed-cost';
import { formatDay, formatMoney } from '@web/lib/format';
import { cn } from '@web/lib/utils';

/**
 * The itemised landed-cost estimate: what the part really costs in Jamaica, in USD with the
 * JMD equivalent, on a catalogue part's page.
 */
export function LandedCostBreakdown({ cost, className, caption = 'Estimated cost delivered to Jamaica' }: { cost: LandedCost; className?: string; caption?: string }) {
  const rows: Array<[string, number]> = [
    ['Part', cost.part],
    ['US shipping', cost.usShipping],
    ['Freight to Jamaica', cost.freight],
    [`Import duty (${cost.dutyPercent}%)`, cost.importDuty],
    [`GCT (${cost.gctPercent}% on value + duty)`, cost.gct],
  ];
  return (
    <div className={cn('grid gap-2', className)}>
      <table className="w-full text-sm tabular">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <tbody>
          {rows.map(([label, amount]) => (
            <tr key={label} className="border-b border-border">
              <th scope="row" className="py-1.5 pr-2 text-left font-normal text-muted-foreground">
                {label}
              </th>
              <td className="py-1.5 text-right">{formatMoney(amount, 'USD')}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="pt-2 pr-2 text-left font-bold">
              Estimated total
            </th>
            <td className="pt-2 text-right font-bold">{formatMoney(cost.total, 'USD')}</td>
          </tr>
          <tr>
            <th scope="row" className="pr-2 text-left font-normal text-muted-foreground">
              In Jamaican dollars (at J${cost.exchangeRate.toFixed(2)} per US$1)
            </th>
            <td className="text-right font-semibold">{formatMoney(cost.totalJmd, 'JMD')}</td>
          </tr>
        </tbody>
      </table>
      <p className="text-sm text-muted-foreground">
        {cost.overDeMinimis
          ? deMinimisWarning(cost.deMinimisUsd)
          : `At or under US$${cost.deMinimisUsd.toFixed(0)}, no import duty or GCT is due.`}{' '}
        Rates from {formatDay(cost.ratesEffectiveFrom)}.
      </p>
    </div>
  );
}
