import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { CarFront, Plus } from 'lucide-react';
import { AdminBackLink } from '@web/components/admin-back-link';
import { ListPager } from '@web/components/list-pager';
import { ListSearchForm } from '@web/components/list-search';
import { LoadErrorCard } from '@web/components/load-error-card';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { RefreshButton } from '@web/components/refresh-button';
import { buttonVariants } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useAdminParts } from '../api/admin-get-parts';
import { CatalogueEmptyState } from '../components/admin/catalogue-empty-state';
import { CatalogueFilterFields } from '../components/admin/catalogue-filter-fields';
import { CatalogueCards, CatalogueTable } from '../components/admin/catalogue-list';
import { useCatalogueFilters } from '../components/admin/use-catalogue-filters';
import { PriceListLinks } from '../components/admin-import/price-list-links';

/**
 * /admin/catalogue: staff's list of the auto parts customers find in search, retired ones on asking;
 * search, status, category and page in the URL, and a link to each part's form.
 */
export function AdminCataloguePage() {
  useDocumentTitle('Catalogue');
  const location = useLocation();
  const { filters, apiQuery, searchBox, setStatus, setCategory, setPage, clear, filtered } = useCatalogueFilters();
  const list = useAdminParts(apiQuery);
  const parts = list.data?.parts ?? [];

  // A page past the end (an old link, parts retired meanwhile): go to the last page.
  const lastPage = list.data?.totalPages ?? 0;
  const pageTooFar = !list.isPlaceholderData && list.data !== undefined && list.data.total > 0 && filters.page > lastPage;
  useEffect(() => {
    if (pageTooFar) setPage(lastPage);
  }, [pageTooFar, lastPage, setPage]);

  return (
    <PageContainer>
      <AdminBackLink />
      <PageHeading
        title="Catalogue"
        description="The auto parts customers find in search, newest first. Prices are in US dollars, as the sellers list them; customers see them in J$ too. Changes show in search straight away."
      >
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/catalogue/new" className={buttonVariants()}>
            <Plus aria-hidden="true" />
            Add a part
          </Link>
          {/* The makes, models and chassis codes parts are fitted to. */}
          <Link to="/admin/catalogue/vehicles" className={buttonVariants({ variant: 'outline' })}>
            <CarFront aria-hidden="true" />
            Vehicles
          </Link>
        </div>
        <PriceListLinks filters={apiQuery} />
      </PageHeading>

      <div className="mb-4 flex flex-col gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <ListSearchForm search={searchBox} name="Parts" label="Search parts" placeholder="Title, brand, SKU or part number" />
          <RefreshButton fetching={list.isFetching} onRefresh={() => void list.refetch()} aria-label="Refresh parts" />
        </div>
        <CatalogueFilterFields status={filters.status} categoryId={filters.categoryId} onStatus={setStatus} onCategory={setCategory} />
      </div>

      {list.isPending || pageTooFar ? (
        <div role="status" aria-label="Loading parts" className="flex flex-col gap-3">
          <span className="sr-only">Loading parts...</span>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-36 w-full md:h-20" />
          ))}
        </div>
      ) : list.isError ? (
        <LoadErrorCard what="the parts" error={list.error} onRetry={() => void list.refetch()} />
      ) : parts.length === 0 ? (
        <CatalogueEmptyState filtered={filtered} onClear={clear} />
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined} className={cn(list.isPlaceholderData && 'opacity-60')}>
          <CatalogueCards parts={parts} listSearch={location.search} />
          <CatalogueTable parts={parts} listSearch={location.search} />
        </div>
      )}

      {list.data && list.data.total > 0 ? (
        <ListPager
          label="Catalogue pages"
          page={list.data.page}
          totalPages={list.data.totalPages}
          total={list.data.total}
          noun={['part', 'parts']}
          busy={list.isPlaceholderData}
          onPage={setPage}
          className="mt-6"
        />
      ) : null}
    </PageContainer>
  );
}
