import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { SearchX, ShoppingBag } from 'lucide-react';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@shared/orders';
import { EmptyListCard } from '@web/components/empty-list-card';
import { ListPager } from '@web/components/list-pager';
import { ListSearchForm, useListSearch } from '@web/components/list-search';
import { LoadErrorCard } from '@web/components/load-error-card';
import { RefreshButton } from '@web/components/refresh-button';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { pageParam, readOneOf, readPage, writeParams } from '@web/lib/url-params';
import { cn } from '@web/lib/utils';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useAdminOrders } from '../api/admin-get-orders';
import { OrderCards, OrderTable } from '../components/admin/order-list-layouts';
import { OrderLimitsCard } from '../components/admin/order-limits-card';
import { AdminBackLink } from '@web/components/admin-back-link';

/** The list's state lives in the URL (`?search=&status=&page=`), so a reload or a shared link shows the same orders. */
function listParams(next: { search?: string; status?: OrderStatus; page?: number }): URLSearchParams {
  return writeParams({ search: next.search, status: next.status, page: pageParam(next.page) });
}

/** Staff's view of the shop's orders: search, status filter with counts, pages, and a link to each order. */
export function AdminOrdersPage() {
  useDocumentTitle('Orders');
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = (searchParams.get('search') ?? '').trim();
  const status = readOneOf(searchParams.get('status'), ORDER_STATUSES);
  const page = readPage(searchParams.get('page'));

  // A new search starts at page 1.
  const searchBox = useListSearch(search, (next, how) => setSearchParams(listParams({ search: next, status }), how));

  const list = useAdminOrders({ search, status, page });
  const orders = list.data?.orders ?? [];
  const pagination = list.data?.pagination;
  const counts = list.data?.statusCounts;
  const allCount = counts ? ORDER_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : undefined;
  const filtered = search !== '' || status !== undefined;

  // A page past the end (an old link, the last order of a page moved to another status): go to the last page.
  const lastPage = pagination?.totalPages ?? 0;
  const pageTooFar = !list.isPlaceholderData && lastPage > 0 && page > lastPage;
  useEffect(() => {
    if (pageTooFar) setSearchParams(listParams({ search, status, page: lastPage }), { replace: true });
  }, [pageTooFar, search, status, lastPage, setSearchParams]);

  const go = (next: { search?: string; status?: OrderStatus; page?: number }) => setSearchParams(listParams(next));

  const clearFilters = () => {
    searchBox.setText('');
    go({});
  };

  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

  return (
    <PageContainer>
      <AdminBackLink />
      <PageHeading
        title="Orders"
        description="Orders from the local shop, newest first. Open one to see its items and move it along; the customer is e-mailed at every change."
      />

      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end">
        <ListSearchForm search={searchBox} name="Orders" label="Search orders" placeholder="Order number, name, e-mail or phone" />
        <FormField label="Filter by status" className="md:w-64">
          <NativeSelect
            value={status ?? 'all'}
            onChange={(event) => go({ search, status: readOneOf(event.target.value, ORDER_STATUSES) })}
          >
            <option value="all">{withCount('All', allCount)}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {withCount(ORDER_STATUS_LABELS[s], counts ? (counts[s] ?? 0) : undefined)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <RefreshButton fetching={list.isFetching} onRefresh={() => void list.refetch()} aria-label="Refresh orders" />
      </div>

      {list.isPending || pageTooFar ? (
        <ListSkeleton />
      ) : list.isError ? (
        <LoadErrorCard what="the orders" error={list.error} onRetry={() => void list.refetch()} />
      ) : orders.length === 0 ? (
        filtered ? (
          <EmptyListCard icon={SearchX} title="No orders match your search" clear={{ label: 'Clear search and filter', onClick: clearFilters }}>
            Try another order number, name, e-mail or phone, or another status.
          </EmptyListCard>
        ) : (
          <EmptyListCard icon={ShoppingBag} title="No orders yet">
            When customers check out from the shop, their orders appear here.
          </EmptyListCard>
        )
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined} className={cn(list.isPlaceholderData && 'opacity-60')}>
          <OrderCards orders={orders} listSearch={location.search} />
          <OrderTable orders={orders} listSearch={location.search} />
        </div>
      )}

      {pagination && pagination.total > 0 ? (
        <ListPager
          label="Order pages"
          {...pagination}
          noun={['order', 'orders']}
          busy={list.isPlaceholderData}
          onPage={(next) => go({ search, status, page: next })}
          className="mt-6"
        />
      ) : null}

      <OrderLimitsCard />
    </PageContainer>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading orders" className="flex flex-col gap-3">
      <span className="sr-only">Loading orders...</span>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-40 w-full md:h-16" />
      ))}
    </div>
  );
}
