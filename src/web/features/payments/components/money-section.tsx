import type { ReactNode, Ref } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';

/**
 * One part of the money page: a card under its own h2 (the page's h1 is "Money"). The heading can take
 * the focus, so after an action removes the row that had it, focus lands somewhere that makes sense.
 */
export function MoneySection({
  id,
  title,
  description,
  icon: Icon,
  headingRef,
  action,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  icon: LucideIcon;
  headingRef?: Ref<HTMLHeadingElement>;
  /** A control beside the heading (a count, a button). */
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="min-w-0 scroll-mt-4">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <CardTitle id={headingId} ref={headingRef} tabIndex={-1} className="flex items-center gap-2 focus:outline-none">
              <Icon className="size-6 shrink-0" aria-hidden="true" />
              {title}
            </CardTitle>
            {action}
          </div>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex min-w-0 flex-col gap-4">{children}</CardContent>
      </Card>
    </section>
  );
}

/** Placeholders shaped like the rows that are coming. */
export function SectionSkeleton({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-20 w-full" />
      ))}
    </div>
  );
}

/**
 * What could not be loaded, why when the server said, and a way to try again. Sections that read the same
 * answer pass `announce={false}` but one, so a screen reader hears the failure once, not four times.
 */
export function SectionError({ what, error, onRetry, announce = true }: { what: string; error: unknown; onRetry: () => void; announce?: boolean }) {
  const why = isNetworkError(error) ? NETWORK_ERROR_MESSAGE : (getServerMessage(error) ?? 'Please try again.');
  return (
    <div role={announce ? 'alert' : undefined} className="flex flex-col items-start gap-3">
      <p>
        <span className="font-semibold">We couldn&apos;t load {what}.</span> {why}
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** Nothing to show, said plainly with what happens next. */
export function SectionEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-md border border-dashed border-border p-4 text-center">
      <p className="font-semibold">{title}</p>
      {children ? <p className="mt-1 text-sm text-muted-foreground">{children}</p> : null}
    </div>
  );
}
