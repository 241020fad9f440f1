import { Link } from 'react-router';
import { History } from 'lucide-react';
import { formatCount } from '@shared/numbers';
import type { ImportSummary } from '@shared/schemas/catalogue-import';
import { Fact } from '@web/components/fact';
import { LoadErrorCard } from '@web/components/load-error-card';
import { RefreshButton } from '@web/components/refresh-button';
import { SectionCard, SectionEmpty } from '@web/components/section-card';
import { StaffTable } from '@web/components/staff-table';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/format';
import { useRecentImports } from '../../api/price-list-imports';
import { IMPORT_STATUS_BADGES, IMPORT_STATUS_LABELS } from './import-labels';

const importPath = (summary: ImportSummary) => `/admin/catalogue/imports/${summary.id}`;

/** "497 new · 3 refused": the counts that are not 0, in the tiles' order. */
function countsText({ counts }: ImportSummary): string {
  const parts = (
    [
      [counts.new, 'new'],
      [counts.changed, 'changed'],
      [counts.unchanged, 'unchanged'],
      [counts.refused, 'refused'],
      [counts.retire, 'to retire'],
    ] as const
  )
    .filter(([n]) => n > 0)
    .map(([n, word]) => `${formatCount(n)} ${word}`);
  return parts.join(' · ') || 'No rows';
}

function StatusBadge({ summary }: { summary: ImportSummary }) {
  return <Badge variant={IMPORT_STATUS_BADGES[summary.status]}>{IMPORT_STATUS_LABELS[summary.status]}</Badge>;
}

/** The last 50 imports, newest first: each file opens its summary. */
export function RecentImports() {
  const list = useRecentImports();
  const imports = list.data?.imports ?? [];

  return (
    <SectionCard
      id="recent-imports"
      title="Recent imports"
      icon={History}
      description="The last 50 price lists checked, newest first. Open one to see its rows, apply it or undo it."
      action={<RefreshButton fetching={list.isFetching} onRefresh={() => void list.refetch()} aria-label="Refresh recent imports" />}
    >
      {list.isPending ? (
        <div role="status" aria-label="Loading recent imports" className="flex flex-col gap-2">
          <span className="sr-only">Loading recent imports...</span>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <LoadErrorCard inset what="the recent imports" error={list.error} onRetry={() => void list.refetch()} />
      ) : imports.length === 0 ? (
        <SectionEmpty title="No imports yet">A price list you check shows here, with what it did.</SectionEmpty>
      ) : (
        <>
          <ul className="flex flex-col gap-3 md:hidden" aria-label="Recent imports">
            {imports.map((summary) => (
              <li key={summary.id} data-testid="recent-import" className="relative flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-background p-3 hover:bg-muted">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <Link to={importPath(summary)} className="min-w-0 font-semibold break-all text-primary underline-offset-4 after:absolute after:inset-0 hover:underline">
                    {summary.fileName}
                  </Link>
                  <StatusBadge summary={summary} />
                </div>
                <dl className="grid grid-cols-1 gap-1 text-sm">
                  <Fact label="Supplier" valueClassName="break-words">
                    {summary.supplierName}
                  </Fact>
                  <Fact label="Rows">{countsText(summary)}</Fact>
                  <Fact label="Checked by" valueClassName="break-words">
                    {summary.createdBy}, {formatDateTime(summary.createdAt)}
                  </Fact>
                </dl>
              </li>
            ))}
          </ul>
          <StaffTable caption="Recent imports, newest first" columns={['File', 'Supplier', 'Status', 'Rows', 'By', 'When']} className="hidden overflow-x-auto md:block">
            {imports.map((summary) => (
              <tr key={summary.id} data-testid="recent-import" className="border-t border-border hover:bg-muted">
                <th scope="row" className="px-3 py-2 text-left align-top font-normal">
                  <Link to={importPath(summary)} className="font-semibold break-all text-primary underline-offset-4 hover:underline">
                    {summary.fileName}
                  </Link>
                </th>
                <td className="px-3 py-2 align-top">{summary.supplierName}</td>
                <td className="px-3 py-2 align-top">
                  <StatusBadge summary={summary} />
                </td>
                <td className="px-3 py-2 align-top">{countsText(summary)}</td>
                <td className="px-3 py-2 align-top">{summary.createdBy}</td>
                <td className="px-3 py-2 align-top whitespace-nowrap">{formatDateTime(summary.createdAt)}</td>
              </tr>
            ))}
          </StaffTable>
        </>
      )}
    </SectionCard>
  );
}
