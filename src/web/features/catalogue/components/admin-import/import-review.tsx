import type { Ref } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import type { ImportSummary } from '@shared/schemas/catalogue-import';
import { Fact } from '@web/components/fact';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { formatDateTime } from '@web/lib/format';
import { ColumnMapping, type Recheck } from './column-mapping';
import { ImportActions } from './import-actions';
import { ImportCounts } from './import-counts';
import { IMPORT_STATUS_BADGES, IMPORT_STATUS_LABELS } from './import-labels';
import { ImportRows } from './import-rows';

/**
 * One import as staff review it: whose file, the six counts, the next step (apply, its progress, undo),
 * the columns used and the rows by outcome. The parts under it remount for another import, so their
 * filters and focus start afresh.
 */
export function ImportReview({ summary, recheck, headingRef }: { summary: ImportSummary; recheck?: Recheck; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <SectionCard
      id={`import-${summary.id}`}
      title={summary.status === 'checked' ? `Dry run of ${summary.fileName}` : `Import of ${summary.fileName}`}
      icon={FileSpreadsheet}
      headingRef={headingRef}
      action={<Badge variant={IMPORT_STATUS_BADGES[summary.status]}>{IMPORT_STATUS_LABELS[summary.status]}</Badge>}
      description={summary.status === 'checked' ? 'Nothing in the catalogue has changed yet. Look over what the file would do, then apply it.' : undefined}
      contentClassName="gap-6"
    >
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Fact label="Supplier" valueClassName="break-words font-semibold">
          {summary.supplierName}
        </Fact>
        <Fact label="Checked by" valueClassName="break-words">
          {summary.createdBy}, {formatDateTime(summary.createdAt)}
        </Fact>
        <Fact label="Supplier's parts not in the file">{summary.retireMissing ? (summary.status === 'checked' ? 'Retired when applied' : 'Retired') : 'Left on sale'}</Fact>
        <Fact label="Import number" valueClassName="tabular">
          {summary.id}
        </Fact>
      </dl>
      <ImportCounts counts={summary.counts} />
      <ImportActions key={`actions-${summary.id}`} summary={summary} />
      <ColumnMapping key={`mapping-${summary.id}`} summary={summary} recheck={summary.status === 'checked' ? recheck : undefined} />
      <ImportRows key={`rows-${summary.id}`} summary={summary} />
    </SectionCard>
  );
}
