import type { OutboxMessage } from '@shared/schemas/outbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { OutboxStatusBadge } from '@web/components/outbox-status-badge';
import { formatDateTime } from '@web/lib/format';
import { LinkifiedText } from './linkified-text';

export function OutboxMessageDialog({
  message,
  onOpenChange,
}: {
  message: OutboxMessage | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={message !== null} onOpenChange={onOpenChange}>
      {message ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle className="break-words">{message.subject}</DialogTitle>
            <DialogDescription>
              To <span className="font-medium text-foreground">{message.to}</span>
            </DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <OutboxStatusBadge status={message.status} />
            </dd>
            <dt className="text-muted-foreground">Kind</dt>
            <dd>{message.kind}</dd>
            <dt className="text-muted-foreground">Attempts</dt>
            <dd className="tabular">{message.attempts}</dd>
            <dt className="text-muted-foreground">Created</dt>
            <dd>{formatDateTime(message.createdAt)}</dd>
            <dt className="text-muted-foreground">Sent</dt>
            <dd>{message.sentAt ? formatDateTime(message.sentAt) : 'Not yet'}</dd>
            {message.lastError ? (
              <>
                <dt className="text-muted-foreground">Last error</dt>
                <dd className="break-words text-destructive">{message.lastError}</dd>
              </>
            ) : null}
          </dl>
          <div
            className="rounded-md border border-border bg-muted p-4 text-sm whitespace-pre-wrap break-words"
            data-testid="outbox-message-text"
          >
            <LinkifiedText text={message.text} />
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
