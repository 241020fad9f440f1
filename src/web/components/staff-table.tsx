import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

/** A column heading; `right` lines it up with figures. */
export type StaffColumn = string | { label: string; right: true };

/**
 * A staff list's table from tablets up: a bordered box (`className` says from which width it shows and
 * whether it scrolls), a caption for screen readers, and a heading row; the rows are the children.
 * `dense` narrows the cell padding for tables with many columns.
 */
export function StaffTable({
  caption,
  columns,
  className,
  dense = false,
  children,
}: {
  caption: string;
  columns: readonly StaffColumn[];
  className: string;
  dense?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn('rounded-lg border border-border', className)}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-xs tracking-wide uppercase">
          <tr>
            {columns.map((column) => {
              const label = typeof column === 'string' ? column : column.label;
              return (
                <th key={label} scope="col" className={cn(dense ? 'px-2' : 'px-3', 'py-3 font-semibold', typeof column !== 'string' && 'text-right')}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
