import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { SearchX } from 'lucide-react';
import { MAX_RECORD_ID } from '@shared/schemas/common';
import { EmptyListCard } from '@web/components/empty-list-card';
import { LoadErrorCard } from '@web/components/load-error-card';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { buttonVariants } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { getErrorStatus } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useImportSummary } from '../api/price-list-import';
import { BackLink } from '../components/admin-import/back-link';
import { ImportReview } from '../components/admin-import/import-review';
import { PriceListLinks } from '../components/admin-import/price-list-links';

/** An import's id from the address: a whole number the id column holds, else none (the page says there is no such import). */
function parseImportId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_RECORD_ID ? id : null;
}

/**
 * /admin/catalogue/imports/:id: one import opened from the recent list: its counts, rows and columns, and
 * its next step (apply, follow, cancel or undo). Its columns can be changed only where the file is at hand,
 * on the import page.
 */
export function AdminImportSummaryPage() {
  const id = parseImportId(useParams().id);
  const summary = useImportSummary(id);
  useDocumentTitle(summary.data ? `Import of ${summary.data.fileName}` : 'Price-list import');

  let body: ReactNode;
  if (id === null || (summary.isError && getErrorStatus(summary.error) === 404)) {
    body = (
      <EmptyListCard
        icon={SearchX}
        title="There is no such import"
        action={
          <Link to="/admin/catalogue/imports" className={buttonVariants()}>
            See the recent imports
          </Link>
        }
      >
        It may have had another number. The import page lists the last 50.
      </EmptyListCard>
    );
  } else if (summary.isPending) {
    body = (
      <div role="status" aria-label="Loading the import" className="grid gap-4">
        <span className="sr-only">Loading the import...</span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  } else if (summary.isError) {
    body = <LoadErrorCard what="this import" error={summary.error} onRetry={() => void summary.refetch()} />;
  } else {
    body = <ImportReview summary={summary.data} />;
  }

  return (
    <PageContainer>
      <BackLink to="/admin/catalogue/imports">Back to the imports</BackLink>
      <PageHeading title="Price-list import" description="What a supplier's file did, or would do, to the catalogue.">
        <PriceListLinks filters={{ supplierId: summary.data?.supplierId }} />
      </PageHeading>
      {body}
    </PageContainer>
  );
}
