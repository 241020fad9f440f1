import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@web/lib/utils';

/** A fieldset of native radios: arrow keys move between them, the legend names the group. */
export function RadioGroup({ legend, className, children }: { legend: ReactNode; className?: string; children: ReactNode }) {
  return (
    <fieldset data-slot="radio-group" className={cn('grid gap-1', className)}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function Radio({ label, className, ...props }: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode }) {
  return (
    <label data-slot="radio" className={cn('flex min-h-11 cursor-pointer items-center gap-3 text-base', className)}>
      <input type="radio" className="size-5 shrink-0 accent-primary focus-visible:outline-3 focus-visible:outline-ring" {...props} />
      <span>{label}</span>
    </label>
  );
}
