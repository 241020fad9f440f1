import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';
import { Button } from './button';
import { DialogClose } from './dialog';

/**
 * The foot of a form in a dialog: Cancel closes it, and the submit button (its text the children) is
 * disabled while `pending`; `before` goes ahead of Cancel (a Reset). On phones the submit button sits on
 * top, nearest the thumb.
 */
export function DialogFormActions({
  pending,
  before,
  className,
  children,
}: {
  pending: boolean;
  before?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>
      {before}
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {children}
      </Button>
    </div>
  );
}
