import { useId, type ReactNode } from 'react';
import { cn } from '@web/lib/utils';
import { csvFileName, toCsv, type CsvCell } from './csv';
import { DownloadCsvButton } from './download-csv-button';

/**
 * One column of a dashboard table: its heading, what a cell shows, and what the CSV holds for it (the
 * same figure, as a plain number where the screen shows J$). `csvLabel` names the column in the file when
 * it needs the unit the screen shows in each cell ("Shop sales (J$)").
 */
export type FigureColumn<R> = {
  label: string;
  csvLabel?: string;
  numeric?: boolean;
  /** Kept on one line (a date): it widens the column rather than stacking word by word on a phone. */
  nowrap?: boolean;
  show: (row: R) => ReactNode;
  csv: (row: R) => CsvCell;
};

/**
 * A dashboard table with its title (an h3), a "Download CSV" of exactly its rows, and a caption for screen
 * readers; the first column heads each row. A table wider than a phone scrolls inside its own labelled,
 * focusable box (arrow keys scroll it), so the page itself never scrolls sideways. `tall` tables
 * (a day per row over a month) also stop at a height and scroll down inside the box.
 */
export function FigureTable<R>({
  title,
  description,
  columns,
  rows,
  range,
  rowKey,
  tall = false,
  foot,
  phoneList,
}: {
  title: string;
  description?: ReactNode;
  columns: readonly FigureColumn<R>[];
  rows: readonly R[];
  /** The period the figures cover, for the file's name. */
  range: { from: string; to: string };
  rowKey: (row: R) => string;
  tall?: boolean;
  /** A totals row, shown and written to the CSV after the rows. */
  foot?: R;
  /** The same rows as cards for phones, where the table shows from tablets up (a table too wide to read by scrolling). */
  phoneList?: ReactNode;
}) {
  const titleId = useId();
  const all = foot ? [...rows, foot] : rows;
  const csv = () =>
    toCsv(
      columns.map((c) => c.csvLabel ?? c.label),
      all.map((row) => columns.map((c) => c.csv(row))),
    );
  const cells = (row: R, strong: boolean) =>
    columns.map((column, i) => {
      const className = cn(
        'px-2 py-2 align-top sm:px-3',
        column.numeric && 'text-right whitespace-nowrap tabular',
        column.nowrap && 'whitespace-nowrap',
        strong && 'font-bold',
      );
      return i === 0 ? (
        <th key={column.label} scope="row" className={cn(className, 'font-semibold', 'break-words')}>
          {column.show(row)}
        </th>
      ) : (
        <td key={column.label} className={className}>
          {column.show(row)}
        </td>
      );
    });

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold">
          {title}
        </h3>
        <DownloadCsvButton table={title} fileName={csvFileName(title, range)} csv={csv} />
      </div>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      {phoneList ? <div className="md:hidden">{phoneList}</div> : null}
      {/* Focusable so a keyboard can scroll it (axe: scrollable-region-focusable). */}
      <div
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        className={cn(
          'overflow-auto rounded-lg border border-border focus-visible:outline-3 focus-visible:outline-ring',
          tall && 'max-h-96',
          phoneList ? 'hidden md:block' : null,
        )}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="sticky top-0 bg-muted text-xs tracking-wide uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={cn('px-2 py-3 font-semibold sm:px-3', column.numeric && 'text-right')}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-border">
                {cells(row, false)}
              </tr>
            ))}
          </tbody>
          {foot ? (
            <tfoot>
              <tr className="border-t-2 border-border">{cells(foot, true)}</tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </div>
  );
}
