import { useRef, type ReactNode } from 'react';
import { MailOpen } from 'lucide-react';
import type { Reply } from '@shared/schemas/messaging';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { getServerMessage } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { useMarkRepliesRead } from '../../api/admin-mark-replies-read';
import { CHANNEL_LABELS, notTextLabel } from './message-wording';

/**
 * One customer's reply: its channel, when it came, whether anyone has read it, and what they wrote. The
 * text is the customer's own, drawn as text (never as HTML). `about` adds who sent it and where it
 * belongs, for the inbox. Only the "Mark read" button marks it read: looking at it does not.
 */
export function ReplyItem({ reply, about }: { reply: Reply; about?: ReactNode }) {
  const mark = useMarkRepliesRead();
  const articleRef = useRef<HTMLElement>(null);
  const unread = reply.readAt === null;
  const channel = CHANNEL_LABELS[reply.channel];

  const markRead = () =>
    mark.mutate([reply.id], {
      // The button goes once the reply is read: the keyboard's place stays on the reply.
      onSuccess: () => {
        toast({ title: 'Marked read', description: `${channel} reply of ${formatDateTime(reply.receivedAt)}` });
        articleRef.current?.focus();
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Could not mark the reply read', description: getServerMessage(error) ?? 'Please try again.' }),
    });

  return (
    <article
      ref={articleRef}
      tabIndex={-1}
      aria-label={`${channel} reply, ${unread ? 'unread' : 'read'}`}
      data-testid="customer-reply"
      data-unread={unread}
      className={cn('flex flex-col gap-2 rounded-md border p-3 text-sm focus:outline-none', unread ? 'border-l-4 border-primary' : 'border-border')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant={unread ? 'default' : 'secondary'}>{unread ? 'Unread' : 'Read'}</Badge>
          <Badge variant="outline">{channel}</Badge>
        </span>
        <time dateTime={reply.receivedAt} className="text-muted-foreground tabular">
          {formatDateTime(reply.receivedAt)}
        </time>
      </div>
      {about}
      {reply.text !== null ? (
        <p className={cn('break-words whitespace-pre-wrap', unread && 'font-semibold')}>{reply.text}</p>
      ) : (
        <p className="text-muted-foreground italic">{notTextLabel(reply)}</p>
      )}
      {unread ? (
        <Button variant="outline" size="sm" className="self-start" disabled={mark.isPending} onClick={markRead}>
          <MailOpen aria-hidden="true" />
          {mark.isPending ? 'Marking…' : 'Mark read'}
          <span className="sr-only"> ({channel} reply of {formatDateTime(reply.receivedAt)})</span>
        </Button>
      ) : (
        <p className="text-muted-foreground">Read {formatDateTime(reply.readAt)}</p>
      )}
    </article>
  );
}
