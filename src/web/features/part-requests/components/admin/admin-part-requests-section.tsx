import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ClipboardList, SearchX } from 'lucide-react';
import type { AdminPartRequest } from '@shared/schemas/part-requests';
import { REQUEST_STATUSES, STATUS_LABELS, type RequestStatus } from '@shared/statuses';
import { EmptyListCard } from '@web/components/empty-list-card';
import { ListPager } from '@web/components/list-pager';
import { ListSearchForm, useListSearch } from '@web/components/list-search';
import { LoadErrorCard } from '@web/components/load-error-card';
import { RefreshButton } from '@web/components/refresh-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { useAdminPartRequests } from '../../api/admin-get-part-requests';
import { DeleteRequestDialog } from './delete-request-dialog';
import { EditRequestDialog } from './edit-request-dialog';
import type { RequestAction } from './request-actions';
import { QuoteEditorDialog } from './quote-editor-dialog';
import { RequestDetailsDialog, type CustomerMessagesSlot } from './request-details-dialog';
import { RequestCards, RequestTableMedium, RequestTableWide } from './request-list-layouts';
import { SendQuoteDialog } from './send-quote-dialog';
import { StatusUpdateDialog } from './status-update-dialog';
import { requestNumberFrom } from './supplier-choice';


type StatusFilter = 'all' | RequestStatus;

function isStatusFilter(value: string): value is StatusFilter {
  return value === 'all' || (REQUEST_STATUSES as readonly string[]).includes(value);
}

/**
 * The admin dashboard's Part Requests section (docs/product.md §2): search, status filter, pages, three layouts of
 * the same rows, and the dialogs each row opens. A link with `?request=REQ-…` (a customer's reply, in
 * /admin/replies) opens with that request searched for and its details open. `customerMessages` is drawn
 * in the details by the page that composes this section (the messages are another feature's).
 */
export function AdminPartRequestsSection({ customerMessages }: { customerMessages?: CustomerMessagesSlot }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = requestNumberFrom(searchParams.get('request'));
  const [search, setSearch] = useState(linked ?? '');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [active, setActive] = useState<{ action: RequestAction; request: AdminPartRequest; openAt?: 'messages' } | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Search as the admin types, once they pause, or on Enter; a new search starts again at page 1.
  const searchBox = useListSearch(search, (next) => {
    setSearch(next);
    setPage(1);
  });

  const list = useAdminPartRequests({ search, status: status === 'all' ? undefined : status, page });
  const requests = list.data?.requests ?? [];
  const pagination = list.data?.pagination;
  const filtered = search !== '' || status !== 'all';

  // The linked request, once listed, opens in the details dialog at its messages; the link is then spent,
  // so closing the dialog, reloading or going back does not open it again.
  const linkedRow = linked ? requests.find((r) => r.requestNumber === linked) : undefined;
  if (linkedRow && !active) setActive({ action: 'details', request: linkedRow, openAt: 'messages' });
  useEffect(() => {
    if (!linkedRow) return;
    setSearchParams(
      (params) => {
        params.delete('request');
        return params;
      },
      { replace: true },
    );
  }, [linkedRow, setSearchParams]);

  // After a delete the last page can vanish: step back to the new last page.
  if (pagination && !list.isPlaceholderData && pagination.totalPages > 0 && page > pagination.totalPages) {
    setPage(pagination.totalPages);
  }

  const clearFilters = () => {
    searchBox.setText('');
    setSearch('');
    setStatus('all');
    setPage(1);
  };

  const onAction = (action: RequestAction, request: AdminPartRequest, opener: HTMLElement) => {
    openerRef.current = opener;
    setActive({ action, request });
  };

  const dialogProps = (action: RequestAction) => ({
    request: active?.action === action ? active.request : null,
    open: active?.action === action,
    onOpenChange: (open: boolean) => {
      if (!open) setActive(null);
    },
    onCloseAutoFocus: (event: Event) => {
      // A controlled dialog has no trigger for Radix to return to: go back to the row's button, or to
      // the heading when the row is gone (deleted).
      event.preventDefault();
      const opener = openerRef.current;
      if (action !== 'delete' && opener?.isConnected) opener.focus();
      else headingRef.current?.focus();
    },
  });

  return (
    <section aria-labelledby="part-requests-heading">
      <Card>
        <CardHeader>
          <CardTitle id="part-requests-heading" ref={headingRef} tabIndex={-1} className="flex items-center gap-2 focus:outline-none">
            <ClipboardList className="size-6" aria-hidden="true" />
            Part Requests
          </CardTitle>
          <CardDescription>Requests customers send to have a part found and shipped to Jamaica. Newest first.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 px-4 sm:px-6">
          <div className="flex flex-col gap-3 md:flex-row md:items-end">
            <ListSearchForm search={searchBox} name="Part requests" label="Search requests" placeholder="Request number, name or e-mail" />
            <FormField label="Filter by status" className="md:w-56">
              <NativeSelect
                value={status}
                onChange={(event) => {
                  if (isStatusFilter(event.target.value)) setStatus(event.target.value);
                  setPage(1);
                }}
              >
                <option value="all">All</option>
                {REQUEST_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <RefreshButton fetching={list.isFetching} onRefresh={() => void list.refetch()} aria-label="Refresh requests" />
          </div>

          {list.isPending ? (
            <ListSkeleton />
          ) : list.isError ? (
            <LoadErrorCard what="the part requests" error={list.error} onRetry={() => void list.refetch()} retryLabel="Retry" inset />
          ) : requests.length === 0 ? (
            filtered ? (
              <EmptyListCard inset icon={SearchX} title="No requests match your search" clear={{ label: 'Clear search and filter', onClick: clearFilters }}>
                Try another number, name or e-mail, or another status.
              </EmptyListCard>
            ) : (
              <EmptyListCard inset icon={ClipboardList} title="No part requests yet">
                When customers ask for a part, their requests appear here.
              </EmptyListCard>
            )
          ) : (
            <div aria-busy={list.isPlaceholderData || undefined} className={cn(list.isPlaceholderData && 'opacity-60')}>
              <RequestCards requests={requests} onAction={onAction} />
              <RequestTableMedium requests={requests} onAction={onAction} />
              <RequestTableWide requests={requests} onAction={onAction} />
            </div>
          )}

          {pagination && pagination.total > 0 ? (
            <ListPager
              label="Part requests pages"
              {...pagination}
              noun={['request', 'requests']}
              busy={list.isPlaceholderData}
              onPage={(next) => setPage(Math.max(1, next))}
            />
          ) : null}
        </CardContent>
      </Card>

      <RequestDetailsDialog {...dialogProps('details')} customerMessages={customerMessages} openAt={active?.openAt} />
      <EditRequestDialog {...dialogProps('edit')} />
      <StatusUpdateDialog {...dialogProps('status')} />
      <QuoteEditorDialog {...dialogProps('new-quote')} />
      <SendQuoteDialog {...dialogProps('quote')} />
      <DeleteRequestDialog {...dialogProps('delete')} />
    </section>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading part requests" className="flex flex-col gap-3">
      <span className="sr-only">Loading part requests...</span>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-24 w-full md:h-14" />
      ))}
    </div>
  );
}
