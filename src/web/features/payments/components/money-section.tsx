import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { actionErrorMessage } from '@web/lib/action-error';

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
  const why = actionErrorMessage(error, 'Please try again.');
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
