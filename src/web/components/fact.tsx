import type { ReactNode } from 'react';

/** One label and value of a `<dl>` on a staff list's card: the label muted above, the value below. */
export function Fact({ label, className, valueClassName, children }: { label: string; className?: string; valueClassName?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
