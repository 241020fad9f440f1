import { useState } from 'react';
import type { ImportRow, ImportSummary } from '@shared/schemas/catalogue-import';
import { ListFilterButtons } from '@web/components/list-filter-buttons';
import { ListPager } from '@web/components/list-pager';
import { LoadErrorCard } from '@web/components/load-error-card';
import { SectionEmpty } from '@web/components/section-card';
import { StaffTable } from '@web/components/staff-table';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatCount } from '@shared/numbers';
import { cn } from '@web/lib/utils';
import { useImportRows } from '../../api/price-list-rows';
import type { ImportOutcome } from '../../api/price-list-types';
import { OUTCOME_BADGES, OUTCOME_LABELS } from './import-labels';
import { ImportRowDetails } from './import-row-details';

type Shown = ImportOutcome | 'all';
const ORDER: readonly ImportOutcome[] = ['refused', 'changed', 'new', 'retire', 'unchanged'];

/** The rows that most need a look come first: the refused, then what changes. */
function firstShown(counts: ImportSummary['counts']): Shown {
  return ORDER.find((o) => counts[o] > 0) ?? 'all';
}

/**
 * The file's rows, 50 a page, by outcome (only outcomes some row has are offered). Cards on phones, a
 * table on desks: one is display:none, so screen readers and tests meet one list.
 */
export function ImportRows({ summary }: { summary: ImportSummary }) {
  const { counts } = summary;
  const [shown, setShown] = useState<Shown>(() => firstShown(counts));
  const [page, setPage] = useState(1);
  const rows = useImportRows(summary.id, { outcome: shown === 'all' ? undefined : shown, page });
  const total = ORDER.reduce((sum, o) => sum + counts[o], 0);
  const options = [
    ...ORDER.filter((o) => counts[o] > 0).map((o) => ({ value: o as Shown, label: `${OUTCOME_LABELS[o]} (${formatCount(counts[o])})` })),
    { value: 'all' as Shown, label: `All rows (${formatCount(total)})` },
  ];
  const noun = shown === 'all' ? 'rows' : `${OUTCOME_LABELS[shown].toLowerCase()} rows`;

  return (
    <section aria-labelledby={`import-rows-${summary.id}`} className="flex min-w-0 flex-col gap-3">
      <h3 id={`import-rows-${summary.id}`} className="text-lg font-bold">
        Rows of the file
      </h3>
      <ListFilterButtons
        label="Show rows"
        options={options}
        value={shown}
        onChange={(next) => {
          setShown(next);
          setPage(1);
        }}
      />
      {rows.isPending ? (
        <div role="status" aria-label="Loading the rows" className="flex flex-col gap-2">
          <span className="sr-only">Loading the rows...</span>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : rows.isError ? (
        <LoadErrorCard inset what="the rows" error={rows.error} onRetry={() => void rows.refetch()} />
      ) : rows.data.rows.length === 0 ? (
        <SectionEmpty title={`No ${noun}`}>Choose another outcome above.</SectionEmpty>
      ) : (
        <div aria-busy={rows.isPlaceholderData || undefined} className={cn('flex flex-col gap-3', rows.isPlaceholderData && 'opacity-60')}>
          <RowCards rows={rows.data.rows} label={`Rows: ${noun}`} />
          <RowTable rows={rows.data.rows} caption={`Rows: ${noun}`} />
          <ListPager
            label="Row pages"
            page={rows.data.page}
            totalPages={rows.data.totalPages}
            total={rows.data.total}
            noun={['row', 'rows']}
            busy={rows.isPlaceholderData}
            onPage={setPage}
          />
        </div>
      )}
    </section>
  );
}

/**
 * A part to retire has no line in the file: the server numbers those after the file's last row, so the
 * number is not shown as if it were a line of the file.
 */
function rowLabel(row: ImportRow): string {
  return row.outcome === 'retire' ? 'Not in the file' : `Row ${row.rowNumber}`;
}

function OutcomeBadge({ row }: { row: ImportRow }) {
  return <Badge variant={OUTCOME_BADGES[row.outcome]}>{OUTCOME_LABELS[row.outcome]}</Badge>;
}

/** Phones (< 768 px): one card a row. */
function RowCards({ rows, label }: { rows: ImportRow[]; label: string }) {
  return (
    <ul className="flex flex-col gap-3 md:hidden" aria-label={label}>
      {rows.map((row) => (
        <li key={row.rowNumber} data-testid="import-row" className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-background p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm font-semibold tabular">{rowLabel(row)}</span>
            <OutcomeBadge row={row} />
          </div>
          <p className="min-w-0 break-words">
            {row.sku ? <span className="block font-mono text-sm">{row.sku}</span> : null}
            <span className="font-semibold">{row.title ?? 'No title'}</span>
          </p>
          <ImportRowDetails row={row} />
        </li>
      ))}
    </ul>
  );
}

const td = 'px-3 py-2 align-top';

/** Tablets and desks (≥ 768 px): one table row a file row. */
function RowTable({ rows, caption }: { rows: ImportRow[]; caption: string }) {
  return (
    <StaffTable caption={caption} columns={['Row', 'SKU', 'Title', 'Outcome', 'Details']} className="hidden overflow-x-auto md:block">
      {rows.map((row) => (
        <tr key={row.rowNumber} data-testid="import-row" className="border-t border-border">
          <th scope="row" className={`${td} font-semibold tabular`}>
            {row.outcome === 'retire' ? 'Not in the file' : row.rowNumber}
          </th>
          <td className={`${td} font-mono text-xs break-words`}>{row.sku ?? '—'}</td>
          <td className={`${td} min-w-48 break-words`}>{row.title ?? '—'}</td>
          <td className={td}>
            <OutcomeBadge row={row} />
          </td>
          <td className={`${td} min-w-64`}>
            <ImportRowDetails row={row} />
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
