import { useId, type ReactNode } from 'react';
import type { Conversation, StaffEmail, StaffMessage } from '@shared/schemas/messaging';
import { LoadErrorCard } from '@web/components/load-error-card';
import { OutboxStatusBadge } from '@web/components/outbox-status-badge';
import { RefreshButton } from '@web/components/refresh-button';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/format';
import { useConversation } from '../../api/admin-get-conversation';
import type { ConversationOf } from '../../api/keys';
import { CHANNEL_LABELS, kindLabel, STATE_LABELS, STATE_VARIANTS, stateTimes, updatesLines } from './message-wording';
import { ReplyItem } from './reply-item';

/**
 * "Messages to the customer" on a request or an order (docs/messaging.md, "What staff see"): the
 * customer's choice for their phone, each WhatsApp and SMS update with its state and the times it
 * reached each, the e-mails beside them, and the customer's replies. `of` names the record as its staff
 * routes do; `headingLevel` fits the panel into the page's outline (its lists take the level below).
 */
export function CustomerMessagesPanel({ of, headingLevel = 'h3' }: { of: ConversationOf; headingLevel?: 'h2' | 'h3' }) {
  const conversation = useConversation(of);
  const headingId = useId();
  const Heading = headingLevel;
  const record = of.kind === 'request' ? 'request' : 'order';

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4" data-testid="customer-messages">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className={headingLevel === 'h2' ? 'text-xl leading-tight font-bold' : 'text-base font-bold'}>
          Messages to the customer
        </Heading>
        {conversation.data ? (
          <RefreshButton size="sm" fetching={conversation.isFetching} onRefresh={() => void conversation.refetch()} aria-label="Refresh messages to the customer" />
        ) : null}
      </div>
      {conversation.isPending ? (
        <div role="status" aria-label="Loading messages to the customer" className="grid gap-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : conversation.isError ? (
        <LoadErrorCard inset what="the messages to the customer" error={conversation.error} onRetry={() => void conversation.refetch()} />
      ) : (
        <ConversationLists conversation={conversation.data} record={record} listHeading={headingLevel === 'h2' ? 'h3' : 'h4'} />
      )}
    </section>
  );
}

function ConversationLists({ conversation, record, listHeading }: { conversation: Conversation; record: string; listHeading: 'h3' | 'h4' }) {
  const { updates, messages, emails, replies, sending } = conversation;
  const resent = new Set(messages.flatMap((m) => (m.fallbackOf ? [m.fallbackOf] : [])));
  return (
    <>
      <div className="text-sm" data-testid="customer-updates-choice">
        {updatesLines(updates, sending).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>

      <List title="WhatsApp and SMS" heading={listHeading} empty={`No WhatsApp or SMS messages for this ${record}.`} label="WhatsApp and SMS messages, newest first">
        {messages.map((m) => (
          <li key={m.id}>
            <MessageItem message={m} resentBySms={resent.has(m.id)} />
          </li>
        ))}
      </List>

      <List title="E-mails" heading={listHeading} empty={`No e-mails to the customer about this ${record} yet.`} label="E-mails, newest first">
        {emails.map((e) => (
          <li key={e.id}>
            <EmailItem email={e} />
          </li>
        ))}
      </List>

      <List title="Replies from the customer" heading={listHeading} empty="No replies from the customer." label="Replies, newest first">
        {replies.map((r) => (
          <li key={r.id}>
            <ReplyItem reply={r} />
          </li>
        ))}
      </List>
    </>
  );
}

function List({ title, heading: Heading, empty, label, children }: { title: string; heading: 'h3' | 'h4'; empty: string; label: string; children: ReactNode[] }) {
  return (
    <div className="grid min-w-0 gap-2">
      <Heading className="text-sm font-bold">{title}</Heading>
      {children.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-label={label} className="grid gap-2">
          {children}
        </ul>
      )}
    </div>
  );
}

function MessageItem({ message, resentBySms }: { message: StaffMessage; resentBySms: boolean }) {
  const times = stateTimes(message);
  return (
    <article aria-label={`${CHANNEL_LABELS[message.channel]} message: ${kindLabel(message.kind)}, ${STATE_LABELS[message.state]}`} className="grid gap-2 rounded-md border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{CHANNEL_LABELS[message.channel]}</Badge>
        <span className="font-semibold">{kindLabel(message.kind)}</span>
        <Badge variant={STATE_VARIANTS[message.state]}>{STATE_LABELS[message.state]}</Badge>
      </div>
      {message.fallbackOf ? <p className="text-muted-foreground">Sent by SMS because WhatsApp failed.</p> : null}
      <p className="break-words whitespace-pre-wrap">{message.body}</p>
      {message.state === 'failed' ? (
        <p className="text-destructive">
          Not delivered{message.error ? `: ${message.error}` : ''}.{resentBySms ? ' Sent again by SMS.' : ''}
        </p>
      ) : null}
      <ol aria-label="When it reached each state" className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
        {times.map((t) => (
          <li key={t.state}>
            {STATE_LABELS[t.state]}{' '}
            <time dateTime={t.at} className="tabular">
              {formatDateTime(t.at)}
            </time>
          </li>
        ))}
      </ol>
    </article>
  );
}

function EmailItem({ email }: { email: StaffEmail }) {
  const at = email.sentAt ?? email.createdAt;
  return (
    <div className="flex flex-col gap-1 rounded-md border border-border p-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-3">
      <span className="min-w-0 font-medium break-words">{email.subject}</span>
      <span className="flex shrink-0 flex-wrap items-center gap-2">
        <OutboxStatusBadge status={email.status} />
        <time dateTime={at} className="text-muted-foreground tabular">
          {formatDateTime(at)}
        </time>
      </span>
    </div>
  );
}
