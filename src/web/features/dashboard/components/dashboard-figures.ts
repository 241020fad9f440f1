import type { Dashboard, PromiseMeasure } from '@shared/schemas/dashboard';
import { formatDay } from '@web/lib/format';

// Pure wording of the dashboard's figures, kept apart so it is tested without a browser.

export type Change = { direction: 'up' | 'down' | 'same'; words: string };

/**
 * How a figure moved since the period before, in words (never colour alone): "Up 12% on the period before
 * (J$10,000.00)", "Up from none", "Same as the period before". `show` writes the earlier figure.
 */
export function changeOf(current: number, previous: number, show: (value: number) => string = String): Change {
  if (current === previous) return { direction: 'same', words: 'Same as the period before' };
  const direction = current > previous ? 'up' : 'down';
  const Dir = direction === 'up' ? 'Up' : 'Down';
  if (previous === 0) return { direction, words: `${Dir} from none the period before` };
  const percent = Math.round((Math.abs(current - previous) / Math.abs(previous)) * 100);
  return { direction, words: `${Dir} ${percent < 1 ? 'less than 1' : percent}% on the period before (${show(previous)})` };
}

/** Kingston dates, both included: "21 Nov 2026 to 27 Nov 2026", or one day once. */
export function rangeWords(range: { from: string; to: string }): string {
  return range.from === range.to ? formatDay(range.from) : `${formatDay(range.from)} to ${formatDay(range.to)}`;
}

/** The line under the period picker: "Last 7 days: 21 Nov 2026 to 27 Nov 2026, compared with 14 Nov 2026 to 20 Nov 2026". */
export function periodLine(period: Dashboard['period'], label: string): string {
  return `${label}: ${rangeWords(period)}, compared with ${rangeWords(period.previous)}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** A chart bar's or table row's name: "Sat 21 Nov 2026" for a day, "Week of 16 Nov 2026" for a week. */
export function bucketLabel(start: string, bucket: Dashboard['period']['bucket']): string {
  if (bucket === 'week') return `Week of ${formatDay(start)}`;
  const weekday = WEEKDAYS[new Date(`${start}T12:00:00Z`).getUTCDay()];
  return `${weekday} ${formatDay(start)}`;
}

/** The short form under a chart's bar: "21 Nov" (the table beside it says the year). */
export function shortDay(start: string): string {
  return formatDay(start).replace(/ \d{4}$/, '');
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A measured time in its unit: "18.5 hours", "2 business days"; a dash when nothing was measured. */
export function durationWords(value: number | null, unit: 'hours' | 'business_days'): string {
  if (value === null) return '—';
  const n = round1(value);
  return unit === 'hours' ? plural(n, 'hour', 'hours') : plural(n, 'business day', 'business days');
}

/** How late a request is: "5 hours late", "3 days late" from two days on. */
export function lateWords(hours: number): string {
  if (hours < 48) return `${plural(Math.max(1, Math.round(hours)), 'hour', 'hours')} late`;
  return `${plural(Math.round(hours / 24), 'day', 'days')} late`;
}

export const MEASURE_LABELS: Record<PromiseMeasure, string> = {
  review: 'First review',
  quote: 'Quote sent',
  delivery: 'Deposit to delivery',
};

/** What a late request is waiting for, as its row says it. */
export const WAITING_FOR_LABELS: Record<PromiseMeasure, string> = {
  review: 'A first review',
  quote: 'A quote',
  delivery: 'Delivery',
};

/** "12 of 15 within the promise (80%)"; "None measured" with nothing to count. */
export function keptWords(kept: number, count: number): string {
  if (count === 0) return 'None measured';
  return `${kept} of ${count} within the promise (${Math.round((kept / count) * 100)}%)`;
}

/** A conversion from the step before: "62.5%", or a dash for the first step or with none before. */
export function percentWords(value: number | null): string {
  return value === null ? '—' : `${round1(value)}%`;
}

/** What we paid a supplier against what was quoted, for the requests with the invoice recorded: "+4.2% (3 of 5 recorded)". */
export function paidOverQuotedWords(percent: number | null, costed: number, sourced: number): string {
  if (percent === null) return 'No invoice recorded';
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '±';
  return `${sign}${round1(Math.abs(percent))}% (${costed} of ${sourced} recorded)`;
}
