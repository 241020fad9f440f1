import { Users } from 'lucide-react';
import type { Dashboard } from '@shared/schemas/dashboard';
import { formatMoney } from '@web/lib/format';
import { durationWords, paidOverQuotedWords } from './dashboard-figures';
import { SectionEmpty } from '@web/components/section-card';
import { DashboardSection } from './dashboard-section';
import { FigureTable, type FigureColumn } from './figure-table';

type Supplier = Dashboard['suppliers'][number];

const columns: FigureColumn<Supplier>[] = [
  { label: 'Supplier', show: (s) => s.name, csv: (s) => s.name },
  { label: 'Requests sourced', numeric: true, show: (s) => s.sourced, csv: (s) => s.sourced },
  {
    label: 'Median deposit to dispatch',
    csvLabel: 'Median business days deposit to dispatch',
    numeric: true,
    show: (s) => durationWords(s.medianLeadDays, 'business_days'),
    csv: (s) => s.medianLeadDays,
  },
  { label: 'Quoted', csvLabel: 'Quoted (US$)', numeric: true, show: (s) => formatMoney(s.quotedUsd, 'USD'), csv: (s) => s.quotedUsd },
  { label: 'Invoices recorded', numeric: true, show: (s) => s.costed, csv: (s) => s.costed },
  {
    label: 'Paid',
    csvLabel: 'Paid on recorded invoices (US$)',
    numeric: true,
    show: (s) => (s.costed === 0 ? '—' : formatMoney(s.paidUsd, 'USD')),
    csv: (s) => (s.costed === 0 ? null : s.paidUsd),
  },
  {
    label: 'Paid vs quoted',
    csvLabel: 'Paid over quoted on recorded invoices (%)',
    numeric: true,
    show: (s) => paidOverQuotedWords(s.paidOverQuotedPercent, s.costed, s.sourced),
    csv: (s) => s.paidOverQuotedPercent,
  },
];

/** Who the period's accepted requests were sourced from, how many each, and how fast they shipped. */
export function SuppliersSection({ dashboard }: { dashboard: Dashboard }) {
  const range = dashboard.period;
  return (
    <DashboardSection
      id="suppliers"
      title="Suppliers"
      icon={Users}
      description="Suppliers chosen for the requests accepted in the period, most requests first. Quoted is the part price and US shipping, in US$. Paid is what the supplier invoices recorded on those requests came to, and Paid vs quoted sets it against the same requests' quotes."
      more={{ to: '/admin/suppliers', label: 'Open Suppliers' }}
    >
      {dashboard.suppliers.length === 0 ? (
        <SectionEmpty title="No supplier used in this period">A supplier shows here once a request with that supplier chosen is accepted.</SectionEmpty>
      ) : (
        <FigureTable
          title="Suppliers used"
          columns={columns}
          rows={dashboard.suppliers}
          range={range}
          rowKey={(s) => String(s.id)}
          phoneList={<SupplierCards rows={dashboard.suppliers} />}
        />
      )}
    </DashboardSection>
  );
}

/** On a phone, a card a supplier instead of seven columns to scroll across. */
function SupplierCards({ rows }: { rows: readonly Supplier[] }) {
  return (
    <ul aria-label="Suppliers used" className="flex flex-col gap-3">
      {rows.map((s) => (
        <li key={s.id} className="flex flex-col gap-1 rounded-md border border-border p-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="break-words font-semibold">{s.name}</span>
            <span className="text-sm">
              {s.sourced} {s.sourced === 1 ? 'request' : 'requests'}
            </span>
          </div>
          <p className="text-sm">
            Quoted {formatMoney(s.quotedUsd, 'USD')}
            {s.costed > 0 ? ` · paid ${formatMoney(s.paidUsd, 'USD')} on ${s.costed} recorded` : ''}
          </p>
          <p className="text-sm text-muted-foreground">
            Paid vs quoted: {paidOverQuotedWords(s.paidOverQuotedPercent, s.costed, s.sourced)} ·{' '}
            {s.medianLeadDays === null ? 'none left the US yet' : `median ${durationWords(s.medianLeadDays, 'business_days')} from deposit to dispatch`}
          </p>
        </li>
      ))}
    </ul>
  );
}
