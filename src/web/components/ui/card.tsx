import type { ComponentProps } from 'react';
import { HydrateInTurn } from '@web/lib/hydrate-in-turns';
import { cn } from '@web/lib/utils';

/** A card hydrates in a task of its own after the page's first one (src/web/lib/hydrate-in-turns.tsx). */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <HydrateInTurn>
      <div
        data-slot="card"
        className={cn('rounded-lg border border-border bg-card text-card-foreground shadow-sm', className)}
        {...props}
      />
    </HydrateInTurn>
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1.5 p-5 pb-0 sm:p-6 sm:pb-0', className)} {...props} />;
}

/** Renders an h2 by default; pass `as` for another level so the page outline stays right. */
export function CardTitle({
  className,
  as: Tag = 'h2',
  ...props
}: ComponentProps<'h2'> & { as?: 'h2' | 'h3' | 'h4' }) {
  return <Tag data-slot="card-title" className={cn('text-xl font-bold leading-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('p-5 sm:p-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="card-footer" className={cn('flex flex-wrap items-center gap-3 p-5 pt-0 sm:p-6 sm:pt-0', className)} {...props} />
  );
}
