import { cn } from '@web/lib/utils';

/** "3 unread customer replies": what the pill says to a screen reader, and the menu button's label. */
export function unreadRepliesLabel(count: number): string {
  return `${count} unread customer ${count === 1 ? 'reply' : 'replies'}`;
}

/**
 * The count of unread customer replies as a small pill beside a staff link, nothing when there are none.
 * The pill is drawn for the eye; the words go to screen readers (`spoken: false` where the label around it
 * already says them). It is in the header on every page, so it stays this small.
 */
export function UnreadRepliesPill({ count, spoken = true, className }: { count: number | undefined; spoken?: boolean; className?: string }) {
  if (!count) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="unread-replies"
        className={cn(
          'inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs leading-5 font-bold text-accent-foreground tabular',
          className,
        )}
      >
        {count > 99 ? '99+' : count}
      </span>
      {spoken ? <span className="sr-only">, {unreadRepliesLabel(count)}</span> : null}
    </>
  );
}
