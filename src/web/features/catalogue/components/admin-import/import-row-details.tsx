import { Link } from 'react-router';
import type { ImportRow } from '@shared/schemas/catalogue-import';

/** A value as a change shows it: an empty one is said, not left blank. */
const shown = (value: string) => (value === '' ? '(empty)' : value);

/**
 * What one row does, under its SKU and title: a refused row's columns and reasons, a changed row's
 * "Price (US$): 39.25 → 99.99", any warning, and the part it names once there is one.
 */
export function ImportRowDetails({ row }: { row: ImportRow }) {
  // A part to retire is no line of the file: it is named by its SKU.
  const name = row.outcome === 'retire' ? (row.sku ?? 'this part') : `row ${row.rowNumber}`;
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      {row.issues.length > 0 ? (
        <ul className="flex flex-col gap-1" aria-label={`Why ${name} was refused`}>
          {row.issues.map((issue, i) => (
            <li key={i} className="break-words text-destructive">
              <span className="font-semibold">{issue.column}:</span> {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
      {row.changes.length > 0 ? (
        <ul className="flex flex-col gap-1" aria-label={`What ${name} changes`}>
          {row.changes.map((change, i) => (
            <li key={i} className="break-words">
              <span className="font-semibold">{change.field}:</span> <span className="tabular">{shown(change.from)}</span> → <span className="tabular">{shown(change.to)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {row.warnings.length > 0 ? (
        <ul className="flex flex-col gap-1" aria-label={`Warnings for ${name}`}>
          {row.warnings.map((warning, i) => (
            <li key={i} className="break-words text-warning-foreground">
              <span className="font-semibold">Warning:</span> {warning}
            </li>
          ))}
        </ul>
      ) : null}
      {row.partId !== null && row.outcome !== 'refused' ? (
        <Link to={`/admin/catalogue/${row.partId}`} className="inline-flex min-h-11 items-center self-start font-semibold text-primary underline-offset-4 hover:underline">
          Open the part<span className="sr-only"> {row.sku ?? ''}</span>
        </Link>
      ) : null}
    </div>
  );
}
