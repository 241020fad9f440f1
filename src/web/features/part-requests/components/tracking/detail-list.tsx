import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

export type DetailRow = { label: string; value: ReactNode };

/** Label/value pairs; rows without a value are left out, so only what the record has is shown. */
export function DetailList({ rows, className }: { rows: Array<DetailRow | null | false>; className?: string }) {
  const shown = rows.filter(
    (row): row is DetailRow => Boolean(row) && (row as DetailRow).value !== null && (row as DetailRow).value !== undefined && (row as DetailRow).value !== '',
  );
  if (shown.length === 0) return null;
  return (
    <dl className={cn('grid gap-3 sm:grid-cols-2', className)}>
      {shown.map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="text-sm text-muted-foreground">{row.label}</dt>
          <dd className="font-semibold break-words">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
