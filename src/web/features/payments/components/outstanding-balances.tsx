import { Scale } from 'lucide-react';
import { formatMoney } from '@web/lib/format';
import { totalOwed } from '@web/modules/money/amounts';
import type { MoneyQuery } from './money-query';
import { subjectStatusLabel, type OutstandingRow } from './money-helpers';
import { SectionCard, SectionEmpty } from '@web/components/section-card';
import { SectionError, SectionSkeleton } from './money-section';
import { SubjectLink } from './subject-link';

const KIND_LABELS = { request: 'Part request', order: 'Shop order' } as const;

/** Every request and order that still owes money: cards on a phone, a table on a desk. */
export function OutstandingBalances({ money }: { money: MoneyQuery }) {
  const rows = money.data?.outstanding ?? [];
  return (
    <SectionCard
      id="outstanding-balances"
      title="Outstanding balances"
      icon={Scale}
      description="Accepted quotes and orders with money still owed, worked out from the payments recorded."
    >
      {money.isPending ? (
        <SectionSkeleton label="Loading outstanding balances" rows={3} />
      ) : money.isError ? (
        <SectionError what="the outstanding balances" error={money.error} onRetry={() => void money.refetch()} announce={false} />
      ) : rows.length === 0 ? (
        <SectionEmpty title="Nothing is owed">Every accepted quote and order is paid up.</SectionEmpty>
      ) : (
        <>
          <p className="font-semibold tabular">
            {formatMoney(totalOwed(rows), 'JMD')} owed on {rows.length} {rows.length === 1 ? 'request or order' : 'requests and orders'}
          </p>
          <BalanceCards rows={rows} />
          <BalanceTable rows={rows} />
        </>
      )}
    </SectionCard>
  );
}

function BalanceCards({ rows }: { rows: OutstandingRow[] }) {
  return (
    <ul className="flex flex-col gap-3 md:hidden" aria-label="Outstanding balances">
      {rows.map((row) => (
        <li key={`${row.subjectKind}-${row.subjectId}`} className="flex flex-col gap-1 rounded-md border border-border p-3">
          <div className="flex flex-wrap items-center justify-between gap-x-3">
            <SubjectLink subject={row} />
            <span className="text-sm text-muted-foreground">{KIND_LABELS[row.subjectKind]}</span>
          </div>
          <p className="break-words">{row.customerName}</p>
          <p className="text-sm text-muted-foreground">{subjectStatusLabel(row.subjectKind, row.status)}</p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            <dt className="text-muted-foreground">Total</dt>
            <dd className="text-right tabular">{formatMoney(row.total, 'JMD')}</dd>
            <dt className="text-muted-foreground">Paid</dt>
            <dd className="text-right tabular">{formatMoney(row.paid, 'JMD')}</dd>
            <dt className="font-semibold">Owed</dt>
            <dd className="text-right font-bold tabular">{formatMoney(row.outstanding, 'JMD')}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function BalanceTable({ rows }: { rows: OutstandingRow[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-border md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Outstanding balances</caption>
        <thead className="bg-muted text-xs tracking-wide uppercase">
          <tr>
            <th scope="col" className="px-3 py-3 font-semibold">Number</th>
            <th scope="col" className="px-3 py-3 font-semibold">Kind</th>
            <th scope="col" className="px-3 py-3 font-semibold">Customer</th>
            <th scope="col" className="px-3 py-3 font-semibold">Status</th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">Total</th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">Paid</th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">Owed</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.subjectKind}-${row.subjectId}`} className="border-t border-border align-top">
              <td className="px-3 py-1">
                <SubjectLink subject={row} />
              </td>
              <td className="px-3 py-3">{KIND_LABELS[row.subjectKind]}</td>
              <td className="px-3 py-3 break-words">{row.customerName}</td>
              <td className="px-3 py-3">{subjectStatusLabel(row.subjectKind, row.status)}</td>
              <td className="px-3 py-3 text-right whitespace-nowrap tabular">{formatMoney(row.total, 'JMD')}</td>
              <td className="px-3 py-3 text-right whitespace-nowrap tabular">{formatMoney(row.paid, 'JMD')}</td>
              <td className="px-3 py-3 text-right font-bold whitespace-nowrap tabular">{formatMoney(row.outstanding, 'JMD')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
