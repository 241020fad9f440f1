import { Link, useSearchParams } from 'react-router';
import { MessagesSquare } from 'lucide-react';
import type { InboxReply } from '@shared/schemas/messaging';
import { AdminBackLink } from '@web/components/admin-back-link';
import { EmptyListCard } from '@web/components/empty-list-card';
import { ListFilterButtons } from '@web/components/list-filter-buttons';
import { ListPager } from '@web/components/list-pager';
import { LoadErrorCard } from '@web/components/load-error-card';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { RefreshButton } from '@web/components/refresh-button';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { telHref } from '@web/lib/contact-links';
import { pageParam, readPage, writeParams } from '@web/lib/url-params';
import { cn } from '@web/lib/utils';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useReplies } from '../api/admin-get-replies';
import { subjectHref } from '../components/admin/message-wording';
import { ReplyItem } from '../components/admin/reply-item';

/**
 * /admin/replies: what customers answered to the WhatsApp and SMS updates (docs/messaging.md), unread
 * first, each with the request or order it was attached to. A reply stays unread until someone marks it.
 */
export function AdminRepliesPage() {
  useDocumentTitle('Customer replies');
  const [searchParams, setSearchParams] = useSearchParams();
  const unread = searchParams.get('unread') === 'true';
  const page = readPage(searchParams.get('page'));
  const inbox = useReplies({ unread, page });
  const replies = inbox.data?.replies ?? [];
  const pagination = inbox.data?.pagination;
  const unreadCount = inbox.data?.unreadCount;

  const go = (next: { unread?: boolean; page?: number }) => setSearchParams(writeParams({ unread: next.unread, page: pageParam(next.page) }));

  return (
    <PageContainer width="medium">
      <AdminBackLink />
      <PageHeading
        title="Customer replies"
        description="What customers answered to their WhatsApp and SMS updates, unread first, then newest first. Each is attached to the customer's latest open request or order."
      />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ListFilterButtons<boolean>
          label="Show replies"
          options={[
            { value: false, label: 'All' },
            { value: true, label: `Unread${unreadCount === undefined ? '' : ` (${unreadCount})`}` },
          ]}
          value={unread}
          onChange={(next) => go({ unread: next })}
        />
        <RefreshButton size="sm" fetching={inbox.isFetching} onRefresh={() => void inbox.refetch()} />
      </div>

      {inbox.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label="Loading replies">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-32 w-full" />
          ))}
        </div>
      ) : inbox.isError ? (
        <LoadErrorCard what="the replies" error={inbox.error} onRetry={() => void inbox.refetch()} hint="Please try again." />
      ) : replies.length === 0 ? (
        <EmptyListCard
          icon={MessagesSquare}
          title={unread ? 'No unread replies' : 'No replies yet'}
          action={
            unread ? (
              <Button variant="outline" onClick={() => go({ unread: false })}>
                Show all replies
              </Button>
            ) : null
          }
        >
          {unread
            ? 'Every reply has been read. Show all replies to see them again.'
            : 'When a customer answers a WhatsApp or SMS update, their reply appears here.'}
        </EmptyListCard>
      ) : (
        <ul aria-label="Replies, unread first" aria-busy={inbox.isPlaceholderData || undefined} className={cn('flex flex-col gap-3', inbox.isPlaceholderData && 'opacity-60')}>
          {replies.map((reply) => (
            <li key={reply.id}>
              <ReplyItem reply={reply} about={<ReplyAbout reply={reply} />} />
            </li>
          ))}
        </ul>
      )}

      {pagination && pagination.totalPages > 1 ? (
        <ListPager
          label="Reply pages"
          {...pagination}
          noun={['reply', 'replies']}
          busy={inbox.isPlaceholderData}
          onPage={(next) => go({ unread, page: next })}
          className="mt-6"
        />
      ) : null}
    </PageContainer>
  );
}

/** Who sent a reply, and the request or order it belongs to. */
function ReplyAbout({ reply }: { reply: InboxReply }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4">
      <dt className="text-muted-foreground">From</dt>
      <dd>
        <a href={telHref(reply.phone)} className="inline-flex min-h-11 items-center font-medium text-primary tabular underline-offset-4 hover:underline">
          {reply.phone}
        </a>
      </dd>
      <dt className="text-muted-foreground">About</dt>
      <dd className="min-w-0 break-words">
        {reply.subject ? (
          <Link to={subjectHref(reply.subject)} className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline">
            {reply.subject.kind === 'order' ? 'Order' : 'Request'} {reply.subject.number}
          </Link>
        ) : (
          <span className="text-muted-foreground">No request or order has this number.</span>
        )}
      </dd>
    </dl>
  );
}
