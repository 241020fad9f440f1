import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Receipt } from '@shared/schemas/payments';

// Query keys of the receipts feature, shaped for `urlFromQueryKey`: the path, the number, then the query.
export const receiptKeys = {
  detail: (receiptNumber: string, key: string | null) => ['/api/receipts', receiptNumber, { key: key ?? undefined }] as const,
};

/**
 * `GET /api/receipts/{number}?key=…` (ReceiptSchema): opened with the key from the receipt's e-mail, by
 * staff, or by the signed-in owner without it. 404 for an unknown number; 401 or 403 without the right to
 * see it. The default query function fetches the key's URL.
 */
export const receiptQueryOptions = (receiptNumber: string, key: string | null) =>
  queryOptions<Receipt>({ queryKey: receiptKeys.detail(receiptNumber, key) });

export function useReceipt(receiptNumber: string, key: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...receiptQueryOptions(receiptNumber, key), enabled });
}
