import { Filter } from 'lucide-react';
import { FUNNEL_STEP_LABELS, LOSS_REASONS, type Dashboard, type FunnelStep, type LossReason } from '@shared/schemas/dashboard';
import { changeOf, percentWords, rangeWords } from './dashboard-figures';
import { ChangeNote } from './change-note';
import { SectionEmpty } from '@web/components/section-card';
import { DashboardSection } from './dashboard-section';
import { FigureTable, type FigureColumn } from './figure-table';

type Step = Dashboard['funnel']['steps'][number];
type LostRow = { step: FunnelStep } & Record<LossReason, number> & { total: number };

const REASON_LABELS: Record<LossReason, string> = { cancelled: 'Cancelled', declined: 'Quote declined', expired: 'Quote expired' };

/** The period's requests by the furthest step each reached, and those lost on the way. */
export function FunnelSection({ dashboard }: { dashboard: Dashboard }) {
  const { steps, lost } = dashboard.funnel;
  const range = dashboard.period;
  const requested = steps[0]?.count ?? 0;

  const columns: FigureColumn<Step>[] = [
    { label: 'Step', show: (s) => FUNNEL_STEP_LABELS[s.step], csv: (s) => FUNNEL_STEP_LABELS[s.step] },
    { label: 'Requests', numeric: true, show: (s) => s.count, csv: (s) => s.count },
    { label: 'From the step before', numeric: true, show: (s) => percentWords(s.conversion), csv: (s) => s.conversion },
    { label: 'Period before', numeric: true, show: (s) => s.previousCount, csv: (s) => s.previousCount },
    { label: 'Change', show: (s) => <ChangeNote change={changeOf(s.count, s.previousCount)} />, csv: (s) => s.count - s.previousCount },
  ];

  const lostRows: LostRow[] = steps
    .map(({ step }) => {
      const row = { step, cancelled: 0, declined: 0, expired: 0, total: 0 };
      for (const loss of lost) if (loss.step === step) row[loss.reason] += loss.count;
      row.total = row.cancelled + row.declined + row.expired;
      return row;
    })
    .filter((row) => row.total > 0);
  const lostColumns: FigureColumn<LostRow>[] = [
    { label: 'Stopped at', show: (r) => FUNNEL_STEP_LABELS[r.step], csv: (r) => FUNNEL_STEP_LABELS[r.step] },
    ...LOSS_REASONS.map((reason): FigureColumn<LostRow> => ({ label: REASON_LABELS[reason], numeric: true, show: (r) => r[reason], csv: (r) => r[reason] })),
    { label: 'Lost', numeric: true, show: (r) => r.total, csv: (r) => r.total },
  ];

  return (
    <DashboardSection
      id="funnel"
      title="Sourcing funnel"
      icon={Filter}
      description="Part requests made in the period, by the furthest step each has reached so far."
      more={{ to: '/admin/requests', label: 'Open the part requests' }}
    >
      {requested === 0 ? (
        <SectionEmpty title="No part requests in this period">Requests made between {rangeWords(range)} will show here, step by step.</SectionEmpty>
      ) : (
        <>
          <FunnelBars steps={steps} />
          <FigureTable title="Funnel steps" columns={columns} rows={steps} range={range} rowKey={(s) => s.step} />
          {lostRows.length > 0 ? (
            <FigureTable
              title="Requests lost"
              description="Where requests of the period stopped, and why."
              columns={lostColumns}
              rows={lostRows}
              range={range}
              rowKey={(r) => r.step}
            />
          ) : (
            <p className="text-muted-foreground">No request of the period was cancelled, declined or left to expire.</p>
          )}
        </>
      )}
    </DashboardSection>
  );
}

/**
 * The funnel drawn as bars, each as wide as its share of the requests made. A picture only: the steps
 * table under it holds the figures, so it is hidden from screen readers.
 */
function FunnelBars({ steps }: { steps: readonly Step[] }) {
  const first = Math.max(1, steps[0]?.count ?? 0);
  return (
    <ol aria-hidden="true" className="flex max-w-3xl flex-col gap-2">
      {steps.map((s) => (
        <li key={s.step} className="grid grid-cols-[7rem_1fr] items-center gap-2 text-sm sm:grid-cols-[9rem_1fr]">
          <span className="font-semibold">{FUNNEL_STEP_LABELS[s.step]}</span>
          <span className="flex min-w-0 items-center gap-2">
            <span className="min-w-0 flex-1">
              {s.count > 0 ? <span className="block h-6 rounded-sm bg-primary" style={{ width: `${(s.count / first) * 100}%` }} /> : null}
            </span>
            <span className="w-10 text-right tabular">{s.count}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
