import { Link } from 'react-router';
import { Timer } from 'lucide-react';
import type { Dashboard } from '@shared/schemas/dashboard';
import { STATUS_LABELS } from '@shared/statuses';
import { formatDateTime } from '@web/lib/format';
import { durationWords, keptWords, lateWords, MEASURE_LABELS, WAITING_FOR_LABELS } from './dashboard-figures';
import { ChangeNote } from './change-note';
import { DashboardSection } from './dashboard-section';
import { FigureTable, type FigureColumn } from './figure-table';

type Measure = Dashboard['promises']['measures'][number];
type Late = Dashboard['promises']['late'][number];

/** Where a late request opens: the part-requests list, with that request's details open. */
export function lateRequestHref(requestNumber: string): string {
  return `/admin/requests?request=${encodeURIComponent(requestNumber)}`;
}

function RequestLink({ late }: { late: Late }) {
  return (
    <Link to={lateRequestHref(late.requestNumber)} className="inline-flex min-h-11 items-center font-semibold break-all text-primary underline-offset-4 hover:underline">
      {late.requestNumber}
    </Link>
  );
}

/**
 * How long the period's reviews, quotes and deliveries took against what the store promises, with the
 * requests late right now listed first (they need a hand today).
 */
export function PromisesSection({ dashboard }: { dashboard: Dashboard }) {
  const { measures, late, lateCount } = dashboard.promises;
  const range = dashboard.period;

  const lateColumns: FigureColumn<Late>[] = [
    { label: 'Request', show: (r) => <RequestLink late={r} />, csv: (r) => r.requestNumber },
    { label: 'Customer', show: (r) => r.customerName, csv: (r) => r.customerName },
    { label: 'Part', show: (r) => r.partName, csv: (r) => r.partName },
    { label: 'Status', show: (r) => STATUS_LABELS[r.status], csv: (r) => STATUS_LABELS[r.status] },
    { label: 'Waiting for', show: (r) => WAITING_FOR_LABELS[r.waitingFor], csv: (r) => WAITING_FOR_LABELS[r.waitingFor] },
    { label: 'Late by', show: (r) => lateWords(r.hoursLate), csv: (r) => Math.round(r.hoursLate * 10) / 10, csvLabel: 'Hours late' },
    { label: 'Due', nowrap: true, show: (r) => formatDateTime(r.dueAt), csv: (r) => r.dueAt },
  ];
  const measureColumns: FigureColumn<Measure>[] = [
    { label: 'Measure', show: (m) => MEASURE_LABELS[m.measure], csv: (m) => MEASURE_LABELS[m.measure] },
    { label: 'Promise', show: (m) => durationWords(m.promise, m.unit), csv: (m) => durationWords(m.promise, m.unit) },
    { label: 'Median', show: (m) => durationWords(m.median, m.unit), csv: (m) => m.median },
    { label: '9 in 10 within', show: (m) => durationWords(m.p90, m.unit), csv: (m) => m.p90, csvLabel: '90th percentile' },
    { label: 'Kept', show: (m) => keptWords(m.kept, m.count), csv: (m) => m.kept, csvLabel: 'Within the promise' },
    { label: 'Median the period before', show: (m) => <PreviousMedian measure={m} />, csv: (m) => m.previous.median },
  ];

  return (
    <DashboardSection
      id="promises"
      title="Promises kept"
      icon={Timer}
      description="Time to a first review (promised within 24 hours), to a quote (3 business days) and from deposit to delivery (14 business days)."
    >
      <div className="flex flex-col gap-3">
        {lateCount === 0 ? (
          <p className="rounded-md border border-border p-3 font-semibold">No request is late right now.</p>
        ) : (
          <>
            <p className="font-semibold" role="note">
              {lateCount === 1 ? '1 request is late right now.' : `${lateCount} requests are late right now.`}
              {late.length < lateCount ? ` The ${late.length} latest are listed.` : ''}
            </p>
            <FigureTable
              title="Late now"
              columns={lateColumns}
              rows={late}
              range={{ from: range.today, to: range.today }}
              rowKey={(r) => r.id}
              tall
              phoneList={<LateCards rows={late} />}
            />
          </>
        )}
      </div>
      <FigureTable title="Time to each promise" columns={measureColumns} rows={measures} range={range} rowKey={(m) => m.measure} />
    </DashboardSection>
  );
}

function PreviousMedian({ measure }: { measure: Measure }) {
  const { median, previous, unit } = measure;
  if (previous.median === null) return <>{durationWords(null, unit)}</>;
  if (median === null) return <>{durationWords(previous.median, unit)}</>;
  return (
    <span className="flex flex-col gap-1">
      {durationWords(previous.median, unit)}
      {/* A time that went up is slower: the words say so outright. */}
      <ChangeNote change={median === previous.median ? { direction: 'same', words: 'Same now' } : median > previous.median ? { direction: 'up', words: 'Slower now' } : { direction: 'down', words: 'Faster now' }} />
    </span>
  );
}

/** The late requests as cards on a phone, where seven columns would not fit. */
function LateCards({ rows }: { rows: readonly Late[] }) {
  return (
    <ul aria-label="Late now" className="flex flex-col gap-3">
      {rows.map((r) => (
        <li key={r.id} className="flex flex-col gap-1 rounded-md border border-border p-3">
          <div className="flex flex-wrap items-center justify-between gap-x-3">
            <RequestLink late={r} />
            <span className="text-sm font-semibold">{lateWords(r.hoursLate)}</span>
          </div>
          <p className="break-words">
            {r.customerName}: {r.partName}
          </p>
          <p className="text-sm text-muted-foreground">
            {STATUS_LABELS[r.status]} · waiting for {WAITING_FOR_LABELS[r.waitingFor].toLowerCase()} · due {formatDateTime(r.dueAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}
