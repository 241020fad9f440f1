import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}

/** One skeleton block per class name, in order: the shape of a card or a page still loading. */
export function SkeletonLines({ lines }: { lines: readonly string[] }) {
  return lines.map((className, i) => <Skeleton key={i} className={className} />);
}
