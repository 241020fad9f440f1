// Money and dates as the customer reads them (DESIGN.md "Voice"): `US$45.00`, `J$7,000.00`, `21 Nov 2026`.

import { formatJmd, formatUsd } from '@shared/money';

export type Currency = 'USD' | 'JMD';

/** Formats an amount in major units (docs/product.md §9: string amounts are parsed as decimals). */
export function formatMoney(amount: number | string | null | undefined, currency: Currency = 'USD'): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : (amount ?? Number.NaN);
  if (!Number.isFinite(value)) return '—';
  return currency === 'JMD' ? formatJmd(value) : formatUsd(value);
}

// Month names are spelled out here rather than taken from Intl, whose short forms differ by locale
// and ICU version (en-GB writes "Sept").
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `21 Nov 2026` in the viewer's time zone. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const date = toDate(value);
  if (!date) return '—';
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** `21 Nov 2026, 14:05` in the viewer's time zone. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const date = toDate(value);
  if (!date) return '—';
  const hh = String(date.getHours()).padStart(2, '0');
  const mm = String(date.getMinutes()).padStart(2, '0');
  return `${formatDate(date)}, ${hh}:${mm}`;
}

/** A calendar date kept as `YYYY-MM-DD` (no time, no zone), e.g. the day rates took effect: `1 Nov 2026`. */
export function formatDay(isoDate: string | null | undefined): string {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) : null;
  if (!match) return '—';
  return formatDate(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
