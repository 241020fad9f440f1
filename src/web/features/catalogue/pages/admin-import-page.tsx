import { useEffect, useRef, useState } from 'react';
import { Upload } from 'lucide-react';
import type { ColumnMapping } from '@shared/schemas/catalogue-import';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { SectionCard } from '@web/components/section-card';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCheckPriceList } from '../api/price-list-check';
import { useImportSummary } from '../api/price-list-import';
import { BackLink } from '../components/admin-import/back-link';
import { checkRefusal } from '../components/admin-import/check-errors';
import { ExportCsvButton } from '../components/admin-import/export-csv-button';
import { ImportReview } from '../components/admin-import/import-review';
import { PriceListForm, type CheckedFile } from '../components/admin-import/price-list-form';
import { RecentImports } from '../components/admin-import/recent-imports';

/**
 * /admin/catalogue/imports: a supplier's price list in (the file, a dry run to look over, its columns
 * changed and checked again, then applied with its progress, and undone if need be), the catalogue out
 * as CSV, and the recent imports. The page holds the checked file, so "Check again" sends it unchanged.
 */
export function AdminImportPage() {
  useDocumentTitle('Import a price list');
  const [checked, setChecked] = useState<CheckedFile | null>(null);
  const [supplierId, setSupplierId] = useState<number | null>(null);
  const current = useImportSummary(checked?.summary.id ?? null);
  const recheck = useCheckPriceList();
  const [recheckError, setRecheckError] = useState<string | null>(null);
  const reviewHeading = useRef<HTMLHeadingElement>(null);

  // A new dry run takes the place of the last one: the focus goes to its heading, so it is read out.
  const shownId = checked?.summary.id;
  useEffect(() => {
    if (shownId !== undefined) reviewHeading.current?.focus();
  }, [shownId]);

  const checkAgain = (mapping: ColumnMapping) => {
    if (!checked) return;
    setRecheckError(null);
    recheck.mutate(
      { file: checked.file, supplierId: checked.supplierId, retireMissing: checked.retireMissing, mapping },
      {
        onSuccess: (summary) => setChecked({ ...checked, summary }),
        onError: (error) => {
          const refusal = checkRefusal(error);
          setRecheckError(refusal.file ?? refusal.supplier ?? null);
        },
      },
    );
  };

  const summary = current.data ?? checked?.summary;
  return (
    <PageContainer>
      <BackLink to="/admin/catalogue">Back to the catalogue</BackLink>
      <PageHeading
        title="Import a price list"
        description="Bring in a supplier's parts and prices from their CSV or Excel file. A dry run shows first what the file would do; nothing changes until you apply it, and an applied import can be undone."
      >
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <ExportCsvButton filters={{ supplierId: supplierId ?? undefined }} className="sm:self-start" />
          <p className="text-sm text-muted-foreground">
            {supplierId === null ? 'Every part on sale' : "The chosen supplier's parts on sale"}, in the same columns: edit the file and import it back.
          </p>
        </div>
      </PageHeading>

      <div className="flex flex-col gap-6">
        <SectionCard id="price-list-file" title="Choose the file" icon={Upload}>
          <PriceListForm
            onSupplierChange={setSupplierId}
            onChecked={(next) => {
              setRecheckError(null);
              setChecked(next);
            }}
          />
        </SectionCard>
        {summary ? (
          <ImportReview
            key={summary.id}
            summary={summary}
            headingRef={reviewHeading}
            recheck={{ onCheckAgain: checkAgain, pending: recheck.isPending, error: recheckError }}
          />
        ) : null}
        <RecentImports />
      </div>
    </PageContainer>
  );
}
