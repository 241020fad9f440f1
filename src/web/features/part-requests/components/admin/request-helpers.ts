import type { AdminPartRequest } from '@shared/schemas/part-requests';
import { toast } from '@web/components/ui/use-toast';
import { formatMoney } from '@web/lib/format';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';

export const PART_TYPE_LABELS = { auto: 'Auto', phone: 'Phone' } as const;

/** "2015 Toyota Corolla (NZE141)" or "Samsung Galaxy A54"; null when the customer gave neither. */
export function vehicleOrDevice(
  request: Pick<AdminPartRequest, 'partType' | 'vehicleMake' | 'vehicleModel' | 'vehicleYear' | 'deviceBrand' | 'deviceModel'> & { vehicleChassis?: string | null },
): string | null {
  const parts =
    request.partType === 'auto'
      ? [request.vehicleYear, request.vehicleMake, request.vehicleModel]
      : [request.deviceBrand, request.deviceModel];
  const text = parts.filter((p) => p !== null && p !== undefined && String(p).trim() !== '').join(' ');
  const chassis = request.partType === 'auto' && request.vehicleChassis ? ` (${request.vehicleChassis})` : '';
  return text ? `${text}${chassis}` : null;
}

/**
 * Find: the suppliers screen, filtered to the request's part type, where staff can attach the one they
 * choose to this request. Not the part name as a search: "Front brake pads" would rarely match a
 * supplier's words, and an empty list helps no one.
 */
export function suppliersHref(request: Pick<AdminPartRequest, 'partType' | 'requestNumber'>): string {
  const params = new URLSearchParams({ partType: request.partType, request: request.requestNumber });
  return `/admin/suppliers?${params.toString()}`;
}

/**
 * A failed admin action as one toast: with the server's message the title names the action and the
 * description says why; without one (a 500, a proxy page) the fallback sentence stands alone.
 */
export function toastActionError(error: unknown, title: string, fallback: string = title): void {
  const message = isNetworkError(error) ? NETWORK_ERROR_MESSAGE : getServerMessage(error);
  if (message) toast({ variant: 'destructive', title, description: message });
  else toast({ variant: 'destructive', title: fallback });
}

/** A cost field's text as cents: blank or not a number counts 0 (docs/product.md §5: missing counts 0). */
export function costTextToCents(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!text) return 0;
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) : 0;
}

/** Part + US shipping + freight in US dollars, or null while every field is blank. */
export function totalOfCosts(values: readonly unknown[]): number | null {
  const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
  if (values.every(blank)) return null;
  return values.reduce<number>((sum, v) => sum + costTextToCents(v), 0) / 100;
}

/** A stored cost as the text a number input shows: 12.5 → "12.50", null → "". */
export function costToText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : value.toFixed(2);
}

/** What a request is worth in the lists: the accepted option's J$ total, else the quote's options, else nothing yet. */
export function quoteTotalText(request: Pick<AdminPartRequest, 'quote' | 'money'>): string {
  if (request.money) return formatMoney(request.money.balance.total, 'JMD');
  const totals = request.quote?.options.map((o) => o.totalJmd) ?? [];
  if (totals.length === 0) return 'Not quoted';
  const low = Math.min(...totals);
  const high = Math.max(...totals);
  return low === high ? formatMoney(low, 'JMD') : `${formatMoney(low, 'JMD')}–${formatMoney(high, 'JMD')}`;
}
