import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '@web/lib/utils';

/**
 * A message that stays on the form after its toast has gone (toasts close after 5 s, which is too quick
 * for some readers). Errors are announced assertively, confirmations politely.
 */
export function FormAlert({
  variant = 'error',
  children,
  className,
}: {
  variant?: 'error' | 'success';
  children: ReactNode;
  className?: string;
}) {
  const Icon = variant === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-md border p-3 text-sm',
        variant === 'error'
          ? 'border-destructive bg-background text-destructive'
          : 'border-success bg-background text-foreground',
        className,
      )}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', variant === 'success' && 'text-success')} aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
