import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ChevronDown, Inbox, Mail, MailOpen, Reply } from 'lucide-react';
import { CONTACT_SUBJECT_LABELS } from '@shared/support';
import type { ContactMessage, ContactMessageFilter } from '@shared/schemas/contact';
import { EmptyListCard } from '@web/components/empty-list-card';
import { ListFilterButtons } from '@web/components/list-filter-buttons';
import { ListPager } from '@web/components/list-pager';
import { LoadErrorCard } from '@web/components/load-error-card';
import { RefreshButton } from '@web/components/refresh-button';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { getServerMessage } from '@web/lib/api-client';
import { mailtoHref, telHref } from '@web/lib/contact-links';
import { formatDateTime } from '@web/lib/format';
import { useStoreInfo } from '@web/lib/store-info';
import { pageParam, readPage, writeParams } from '@web/lib/url-params';
import { cn } from '@web/lib/utils';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useContactMessages } from '../api/admin-get-messages';
import { useMarkContactMessage } from '../api/admin-mark-message';
import { AdminBackLink } from '@web/components/admin-back-link';

/** /admin/messages: what customers sent through /contact-us (docs/choices.md #17), newest first. */

export function AdminMessagesPage() {
  useDocumentTitle('Messages');
  const [searchParams, setSearchParams] = useSearchParams();
  const filter: ContactMessageFilter = searchParams.get('filter') === 'unread' ? 'unread' : 'all';
  const page = readPage(searchParams.get('page'));
  const messages = useContactMessages({ filter, page });
  const list = messages.data?.messages ?? [];
  const pagination = messages.data?.pagination;
  const unreadCount = messages.data?.unreadCount;

  const go = (next: { filter?: ContactMessageFilter; page?: number }) => {
    setSearchParams(writeParams({ filter: next.filter === 'unread' ? 'unread' : undefined, page: pageParam(next.page) }));
  };

  return (
    <PageContainer width="medium">
      <AdminBackLink />
      <PageHeading
        title="Messages"
        description="What customers sent through the contact form, newest first. Each one was also e-mailed to the store's support address."
      />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ListFilterButtons<ContactMessageFilter>
          label="Show messages"
          options={[
            { value: 'all', label: 'All' },
            { value: 'unread', label: `Unread${unreadCount === undefined ? '' : ` (${unreadCount})`}` },
          ]}
          value={filter}
          onChange={(next) => go({ filter: next })}
        />
        <RefreshButton size="sm" fetching={messages.isFetching} onRefresh={() => void messages.refetch()} />
      </div>

      {messages.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label="Loading messages">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-28 w-full" />
          ))}
        </div>
      ) : messages.isError ? (
        <LoadErrorCard what="the messages" error={messages.error} onRetry={() => void messages.refetch()} hint="Please try again." />
      ) : list.length === 0 ? (
        <EmptyListCard
          icon={Inbox}
          title={filter === 'unread' ? 'No unread messages' : 'No messages yet'}
          action={
            filter === 'unread' ? (
              <Button variant="outline" onClick={() => go({ filter: 'all' })}>
                Show all messages
              </Button>
            ) : null
          }
        >
          {filter === 'unread'
            ? 'Every message has been read. Show all messages to see them again.'
            : 'Messages sent from the Contact Us page will appear here.'}
        </EmptyListCard>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Messages, newest first">
          {list.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
      )}

      {pagination && pagination.totalPages > 1 ? (
        <ListPager
          label="Message pages"
          {...pagination}
          noun={['message', 'messages']}
          onPage={(next) => go({ filter, page: next })}
          className="mt-6"
        />
      ) : null}
    </PageContainer>
  );
}

/** One message: who, what about and when at a glance (bold while unread); the button shows the rest. */
function MessageCard({ message }: { message: ContactMessage }) {
  const { store } = useStoreInfo();
  const [open, setOpen] = useState(false);
  const mark = useMarkContactMessage();
  const bodyId = useId();
  const unread = message.readAt === null;
  const subject = CONTACT_SUBJECT_LABELS[message.subject];
  const replySubject = `Re: ${subject}${message.orderNumber ? ` (${message.orderNumber})` : ''} - ${store.name}`;

  const toggleRead = () =>
    mark.mutate(
      { id: message.id, read: unread },
      {
        onSuccess: (updated) =>
          toast({ title: updated.readAt ? 'Marked as read' : 'Marked as unread', description: `Message from ${updated.name}` }),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Error', description: getServerMessage(error) ?? 'Failed to update the message' }),
      },
    );

  return (
    <article
      aria-label={`${message.name}, ${unread ? 'unread' : 'read'}`}
      data-testid="contact-message"
      data-unread={unread}
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm',
        unread ? 'border-l-4 border-primary' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant={unread ? 'default' : 'secondary'}>{unread ? 'Unread' : 'Read'}</Badge>
          <Badge variant="outline">{subject}</Badge>
        </span>
        <span className="text-xs text-muted-foreground">{formatDateTime(message.createdAt)}</span>
      </div>
      <h2 className={cn('text-base break-words', unread ? 'font-extrabold' : 'font-medium')}>{message.name}</h2>
      <p className="-mt-2 text-sm break-all text-muted-foreground">{message.email}</p>
      {open ? null : <p className={cn('line-clamp-2 text-sm break-words', unread && 'font-semibold')}>{message.message}</p>}

      <div id={bodyId} hidden={!open} className="grid gap-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Phone</dt>
          <dd className="break-all">
            {message.phone ? (
              <a href={telHref(message.phone)} className="font-medium text-primary hover:underline">
                {message.phone}
              </a>
            ) : (
              'Not given'
            )}
          </dd>
          <dt className="text-muted-foreground">Order number</dt>
          <dd className="break-all">{message.orderNumber ?? 'Not given'}</dd>
          <dt className="text-muted-foreground">Received</dt>
          <dd>{formatDateTime(message.createdAt)}</dd>
          {message.readAt ? (
            <>
              <dt className="text-muted-foreground">Read</dt>
              <dd>{formatDateTime(message.readAt)}</dd>
            </>
          ) : null}
        </dl>
        <p className="rounded-md border border-border bg-muted p-3 text-sm whitespace-pre-wrap break-words" data-testid="contact-message-text">
          {message.message}
        </p>
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
          {open ? 'Hide message' : 'Show message'}
          <span className="sr-only"> from {message.name}</span>
        </Button>
        <Button variant="outline" size="sm" disabled={mark.isPending} onClick={toggleRead}>
          {unread ? <MailOpen aria-hidden="true" /> : <Mail aria-hidden="true" />}
          {unread ? 'Mark as read' : 'Mark as unread'}
          <span className="sr-only"> ({message.name})</span>
        </Button>
        <a href={mailtoHref(message.email, replySubject)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Reply aria-hidden="true" />
          Reply by e-mail
          <span className="sr-only"> to {message.name}</span>
        </a>
      </div>
    </article>
  );
}
