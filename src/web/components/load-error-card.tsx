import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { getServerMessage } from '@web/lib/api-client';
import { cn } from '@web/lib/utils';

/**
 * A staff screen's "We couldn't load …" alert: the server's message when it sent one, else `hint`, and a
 * button that asks again. `inset` draws it as a bordered block for use inside another card.
 */
export function LoadErrorCard({
  what,
  error,
  onRetry,
  hint = 'Please check your connection and try again.',
  retryLabel = 'Try again',
  inset = false,
}: {
  /** What failed to load, as it ends the sentence: "the orders", "this order". */
  what: string;
  error: unknown;
  onRetry: () => void;
  hint?: string;
  retryLabel?: string;
  inset?: boolean;
}) {
  const body = (
    <>
      <p className="font-semibold">We couldn&apos;t load {what}.</p>
      <p className="text-muted-foreground">{getServerMessage(error) ?? hint}</p>
      <Button onClick={onRetry}>{retryLabel}</Button>
    </>
  );
  const layout = 'flex flex-col items-start gap-3';
  if (inset) {
    return (
      <div role="alert" className={cn(layout, 'rounded-md border border-destructive p-4')}>
        {body}
      </div>
    );
  }
  return (
    <Card>
      <CardContent role="alert" className={layout}>
        {body}
      </CardContent>
    </Card>
  );
}
