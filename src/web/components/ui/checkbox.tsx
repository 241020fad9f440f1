import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@web/lib/utils';

/** A native checkbox with its label; the whole row is the touch target (at least 44 px high). */
export function Checkbox({ label, className, ...props }: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode }) {
  return (
    <label data-slot="checkbox" className={cn('flex min-h-11 cursor-pointer items-center gap-3 text-base', className)}>
      <input type="checkbox" className="size-5 shrink-0 accent-primary focus-visible:outline-3 focus-visible:outline-ring" {...props} />
      <span>{label}</span>
    </label>
  );
}
