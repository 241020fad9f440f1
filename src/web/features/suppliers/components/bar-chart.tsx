import { useId } from 'react';
import { cn } from '@web/lib/utils';

export type Bar = { label: string; value: number };

/**
 * A horizontal bar chart in plain CSS: each bar is a list item whose text (label and count) is the
 * chart's text equivalent, so a screen reader reads "Japan, 4 suppliers" and the bar itself is decoration.
 * The same figures are offered as a table too. Bars fill the width on a 360 px phone as on a desk.
 */
export function BarChart({
  title,
  description,
  bars,
  unit,
  barClassName,
}: {
  title: string;
  description?: string;
  bars: Bar[];
  unit: { one: string; other: string };
  barClassName?: string;
}) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const total = bars.reduce((sum, b) => sum + b.value, 0);
  const unitOf = (n: number) => (n === 1 ? unit.one : unit.other);

  return (
    <figure aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <figcaption className="flex flex-col gap-0.5">
        <span id={`${id}-title`} className="text-lg font-bold">
          {title}
        </span>
        {description ? <span className="text-sm text-muted-foreground">{description}</span> : null}
      </figcaption>
      {bars.length === 0 ? (
        <p className="text-sm text-muted-foreground">No suppliers yet.</p>
      ) : (
        <ol aria-label={title} className="flex flex-col gap-2">
          {bars.map((b) => (
            <li key={b.label} className="grid grid-cols-[minmax(5.5rem,8rem)_minmax(0,1fr)_2.5rem] items-center gap-2 text-sm">
              <span className="truncate font-medium" title={b.label}>
                {b.label}
              </span>
              <span aria-hidden="true" className="h-5 overflow-hidden rounded-sm bg-muted">
                <span
                  className={cn('block h-full rounded-sm bg-primary', barClassName)}
                  style={{ width: `${(b.value / max) * 100}%` }}
                />
              </span>
              <span className="text-right font-semibold tabular">
                {b.value}
                <span className="sr-only"> {unitOf(b.value)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
      {bars.length > 0 ? (
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer content-center font-semibold text-primary">Show as a table</summary>
          <table className="mt-2 w-full border-collapse text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-1.5 pr-3">
                  {title.replace(/^Suppliers by /, '').replace(/^./, (c) => c.toUpperCase())}
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right">
                  Suppliers
                </th>
                <th scope="col" className="py-1.5 text-right">
                  Share
                </th>
              </tr>
            </thead>
            <tbody>
              {bars.map((b) => (
                <tr key={b.label} className="border-b border-border/60">
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {b.label}
                  </th>
                  <td className="py-1.5 pr-3 text-right tabular">{b.value}</td>
                  <td className="py-1.5 text-right tabular">{total === 0 ? '0%' : `${Math.round((b.value / total) * 100)}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </figure>
  );
}
