import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

/**
 * The head of an order's or a request's card: what it is in small letters over its number (read as
 * "Order ORD-…"), with its status badge beside it, wrapping under on a narrow phone.
 */
export function RecordHeading({
  as: Heading,
  kind,
  number,
  className,
  badge,
}: {
  as: 'h2' | 'h3';
  kind: string;
  number: string;
  /** The heading's size. */
  className: string;
  badge: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <Heading className={cn('min-w-0 font-extrabold tracking-tight', className)}>
        <span className="block text-sm font-semibold tracking-normal text-muted-foreground">{kind}</span>{' '}
        <span className="block break-all tabular">{number}</span>
      </Heading>
      {badge}
    </div>
  );
}
