import { Wallet } from 'lucide-react';
import { PAYMENT_METHOD_LABELS } from '@shared/payments';
import type { MoneyOverview } from '@shared/schemas/payments';
import { formatDay, formatMoney } from '@web/lib/format';
import type { MoneyQuery } from './money-query';
import { SectionCard, SectionEmpty } from '@web/components/section-card';
import { SectionError, SectionSkeleton } from './money-section';

/** What came in today (Kingston) by way of paying, what went back out, and the net. */
export function TodaysTakings({ money }: { money: MoneyQuery }) {
  const today = money.data?.today;
  return (
    <SectionCard
      id="todays-takings"
      title="Today's takings"
      icon={Wallet}
      description={today ? `${formatDay(today.date)}, Kingston time. Money confirmed in, less refunds.` : 'Money confirmed in today, less refunds.'}
    >
      {money.isPending ? (
        <SectionSkeleton label="Loading today's takings" rows={1} />
      ) : money.isError ? (
        <SectionError what="today's takings" error={money.error} onRetry={() => void money.refetch()} announce={false} />
      ) : today && (today.byMethod.length > 0 || today.refunds > 0) ? (
        <Takings today={today} />
      ) : (
        <SectionEmpty title="No money taken yet today">Payments appear here as they are confirmed: card, transfer and counter.</SectionEmpty>
      )}
    </SectionCard>
  );
}

function Takings({ today }: { today: MoneyOverview['today'] }) {
  return (
    <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
      {today.byMethod.map((row) => (
        <div key={row.method} className="rounded-md border border-border p-3">
          <dt className="text-sm text-muted-foreground">
            {PAYMENT_METHOD_LABELS[row.method]} · {row.count} {row.count === 1 ? 'payment' : 'payments'}
          </dt>
          <dd className="text-lg font-bold tabular">{formatMoney(row.amount, 'JMD')}</dd>
        </div>
      ))}
      <div className="rounded-md border border-border p-3">
        <dt className="text-sm text-muted-foreground">Refunds</dt>
        <dd className="text-lg font-bold tabular">{today.refunds > 0 ? formatMoney(-today.refunds, 'JMD') : formatMoney(0, 'JMD')}</dd>
      </div>
      <div className="rounded-md border-2 border-primary p-3">
        <dt className="text-sm font-semibold">Net today</dt>
        <dd className="text-lg font-extrabold tabular">{formatMoney(today.net, 'JMD')}</dd>
      </div>
    </dl>
  );
}
