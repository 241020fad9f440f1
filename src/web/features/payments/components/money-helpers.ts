import { ORDER_STATUS_LABELS, type OrderStatus } from '@shared/orders';
import type { MoneyOverview } from '@shared/schemas/payments';
import { STATUS_LABELS, normaliseStatus } from '@shared/statuses';
import { kingstonDate } from '@shared/kingston-time';

// Pure helpers of the staff money screen, kept apart so their rules are tested without a browser; the
// amounts it works out are src/web/modules/money/amounts.ts, shared with the money dialogs.

export type OutstandingRow = MoneyOverview['outstanding'][number];

/** Today as YYYY-MM-DD in Kingston (UTC-5 all year: Jamaica keeps no daylight saving). */
export function kingstonToday(now: Date = new Date()): string {
  return kingstonDate(now);
}

/** The accountant's usual range: the first of this month to today, in Kingston. */
export function defaultCsvRange(now: Date = new Date()): { from: string; to: string } {
  const to = kingstonToday(now);
  return { from: `${to.slice(0, 8)}01`, to };
}

/**
 * Where staff open a request or an order. An order has its own page; a request has none, so the link opens
 * the staff part-requests list with that request's details open (`?request=`).
 */
export function subjectHref(row: Pick<OutstandingRow, 'subjectKind' | 'subjectNumber'>): string {
  const number = encodeURIComponent(row.subjectNumber);
  return row.subjectKind === 'order' ? `/admin/orders/${number}` : `/admin/requests?request=${number}`;
}

/** A payment's request or order, told apart by its number (`ORD-…` is a shop order). */
export function subjectKindOf(subjectNumber: string): OutstandingRow['subjectKind'] {
  return subjectNumber.startsWith('ORD-') ? 'order' : 'request';
}

/** A request's or an order's status in the words the other staff screens use; unknown words pass through. */
export function subjectStatusLabel(kind: OutstandingRow['subjectKind'], status: string): string {
  if (kind === 'order') return ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
  const known = normaliseStatus(status);
  return known ? STATUS_LABELS[known] : status;
}
