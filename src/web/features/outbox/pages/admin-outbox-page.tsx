import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Inbox } from 'lucide-react';
import { OutboxStatusSchema, type OutboxMessage, type OutboxStatus } from '@shared/schemas/outbox';
import { EmptyListCard } from '@web/components/empty-list-card';
import { OUTBOX_STATUS_LABELS, OutboxStatusBadge } from '@web/components/outbox-status-badge';
import { ListFilterButtons } from '@web/components/list-filter-buttons';
import { ListPager } from '@web/components/list-pager';
import { LoadErrorCard } from '@web/components/load-error-card';
import { RefreshButton } from '@web/components/refresh-button';
import { StaffTable } from '@web/components/staff-table';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/format';
import { pageParam, readPage, writeParams } from '@web/lib/url-params';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useOutbox } from '../api/get-outbox';
import { AdminBackLink } from '@web/components/admin-back-link';
import { OutboxMessageDialog } from '../components/outbox-message-dialog';

const FILTERS: { value: OutboxStatus | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'held', label: OUTBOX_STATUS_LABELS.held },
  { value: 'pending', label: OUTBOX_STATUS_LABELS.pending },
  { value: 'sent', label: OUTBOX_STATUS_LABELS.sent },
];

export function OutboxPage() {
  useDocumentTitle('Outbox');
  const [searchParams, setSearchParams] = useSearchParams();
  const parsedStatus = OutboxStatusSchema.safeParse(searchParams.get('status'));
  const status = parsedStatus.success ? parsedStatus.data : undefined;
  const page = readPage(searchParams.get('page'));
  const [selected, setSelected] = useState<OutboxMessage | null>(null);

  const outbox = useOutbox({ status, page });
  const messages = outbox.data?.messages ?? [];
  const pagination = outbox.data?.pagination;

  const go = (next: { status?: OutboxStatus; page?: number }) => {
    setSearchParams(writeParams({ status: next.status, page: pageParam(next.page) }));
  };

  return (
    <PageContainer>
      <AdminBackLink />
      <PageHeading
        title="Outbox"
        description="Every e-mail the store has sent or is holding, newest first. Without an SMTP server, messages are held here so nothing is lost. Links that let the reader act as the customer (password reset, manage a request, confirm an order) are hidden: they go only to the customer's mailbox."
      />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ListFilterButtons label="Filter by status" options={FILTERS} value={status} onChange={(next) => go({ status: next })} />
        <RefreshButton size="sm" fetching={outbox.isFetching} onRefresh={() => void outbox.refetch()} />
      </div>

      {outbox.isPending ? (
        <OutboxSkeleton />
      ) : outbox.isError ? (
        <LoadErrorCard what="the outbox" error={outbox.error} onRetry={() => void outbox.refetch()} hint="Please try again." />
      ) : messages.length === 0 ? (
        <EmptyListCard icon={Inbox} title="No messages yet">
          {status
            ? 'No message has this status. Try another filter.'
            : 'Password resets, quotes and order e-mails will appear here as the store sends them.'}
        </EmptyListCard>
      ) : (
        <>
          <OutboxCards messages={messages} onOpen={setSelected} />
          <OutboxTable messages={messages} onOpen={setSelected} />
        </>
      )}

      {pagination && pagination.totalPages > 1 ? (
        <ListPager
          label="Outbox pages"
          {...pagination}
          noun={['message', 'messages']}
          onPage={(next) => go({ status, page: next })}
          className="mt-6"
        />
      ) : null}

      <OutboxMessageDialog message={selected} onOpenChange={(open) => !open && setSelected(null)} />
    </PageContainer>
  );
}

type ListProps = { messages: OutboxMessage[]; onOpen: (message: OutboxMessage) => void };

/** Phones: one card per message; the whole card opens it. */
function OutboxCards({ messages, onOpen }: ListProps) {
  return (
    <ul className="flex flex-col gap-3 md:hidden" aria-label="Messages">
      {messages.map((message) => (
        <li key={message.id}>
          <button
            type="button"
            onClick={() => onOpen(message)}
            className="flex w-full flex-col gap-2 rounded-lg border border-border bg-card p-4 text-left text-card-foreground shadow-sm hover:bg-muted"
          >
            <span className="flex flex-wrap items-center justify-between gap-2">
              <OutboxStatusBadge status={message.status} />
              <span className="text-xs text-muted-foreground">{formatDateTime(message.createdAt)}</span>
            </span>
            <span className="font-semibold break-words">{message.subject}</span>
            <span className="text-sm break-all text-muted-foreground">To {message.to}</span>
            <span className="text-xs text-muted-foreground">
              {message.kind} · {message.attempts} {message.attempts === 1 ? 'attempt' : 'attempts'}
              {message.sentAt ? ` · sent ${formatDateTime(message.sentAt)}` : ''}
            </span>
            {message.lastError ? (
              <span className="text-xs break-words text-destructive">Last error: {message.lastError}</span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Desks: a table; the subject is the button that opens the full text, and the row is a bigger target for mice. */
function OutboxTable({ messages, onOpen }: ListProps) {
  return (
    <StaffTable
      caption="Outbox messages, newest first"
      columns={['Recipient', 'Subject', 'Kind', 'Status', { label: 'Attempts', right: true }, 'Last error', 'Created', 'Sent']}
      className="hidden overflow-x-auto md:block"
    >
      {messages.map((message) => (
        <tr
          key={message.id}
          onClick={() => onOpen(message)}
          className="cursor-pointer border-t border-border align-top hover:bg-muted"
        >
          <td className="px-3 py-2 break-all">{message.to}</td>
          <td className="px-3 py-2">
            <button
              type="button"
              onClick={(event) => {
                event.stopPropagation();
                onOpen(message);
              }}
              className="min-h-11 text-left font-semibold text-primary underline-offset-4 hover:underline"
            >
              {message.subject}
            </button>
          </td>
          <td className="px-3 py-2">{message.kind}</td>
          <td className="px-3 py-2">
            <OutboxStatusBadge status={message.status} />
          </td>
          <td className="px-3 py-2 text-right tabular">{message.attempts}</td>
          <td className="max-w-48 px-3 py-2 break-words text-destructive">{message.lastError ?? ''}</td>
          <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(message.createdAt)}</td>
          <td className="px-3 py-2 whitespace-nowrap">{message.sentAt ? formatDateTime(message.sentAt) : '—'}</td>
        </tr>
      ))}
    </StaffTable>
  );
}

function OutboxSkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label="Loading messages">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-20 w-full" />
      ))}
    </div>
  );
}
