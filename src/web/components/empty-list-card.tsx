import type { ComponentType, ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';

/**
 * A staff list with nothing to show: an icon, a heading, why (`children`) and what to do (`action`, or
 * `clear` for the usual outline button that clears the search and filters).
 * `inset` draws it as a dashed block for use inside another card, with an h3.
 */
export function EmptyListCard({
  icon: Icon,
  title,
  children,
  action,
  clear,
  inset = false,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  clear?: { label: string; onClick: () => void };
  inset?: boolean;
}) {
  const Heading = inset ? 'h3' : 'h2';
  const body = (
    <>
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <Heading className="text-lg font-bold">{title}</Heading>
      <p className="text-muted-foreground">{children}</p>
      {action}
      {clear ? (
        <Button variant="outline" onClick={clear.onClick}>
          {clear.label}
        </Button>
      ) : null}
    </>
  );
  const layout = 'flex flex-col items-center gap-2 py-10 text-center';
  if (inset) return <div className={cn(layout, 'rounded-md border border-dashed border-input px-4')}>{body}</div>;
  return (
    <Card>
      <CardContent className={layout}>{body}</CardContent>
    </Card>
  );
}
