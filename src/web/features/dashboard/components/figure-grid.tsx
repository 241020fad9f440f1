import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';
import { ChangeNote } from './change-note';
import type { Change } from './dashboard-figures';

export type Figure = { label: string; value: ReactNode; detail?: ReactNode; change?: Change; strong?: boolean };

/** Headline figures as a list of term and value, each with what it was the period before. */
export function FigureGrid({ label, figures }: { label: string; figures: readonly Figure[] }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className={cn('flex min-w-0 flex-col gap-1 rounded-md border border-border p-2 sm:p-3', figure.strong && 'border-2 border-primary')}>
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd className="text-lg font-extrabold break-words tabular sm:text-xl">{figure.value}</dd>
          {figure.detail ? <dd className="text-sm">{figure.detail}</dd> : null}
          {figure.change ? (
            <dd>
              <ChangeNote change={figure.change} />
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
