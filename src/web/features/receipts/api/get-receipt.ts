import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Message } from '@shared/schemas/common';
import type { Receipt } from '@shared/schemas/payments';
import { apiRequest } from '@web/lib/api-client';

// Query keys of the receipts feature, shaped for `urlFromQueryKey`: the path, the number, then the query.
export const receiptKeys = {
  detail: (receiptNumber: string, key: string | null) => ['/api/receipts', receiptNumber, { key: key ?? undefined }] as const,
  /** A guest managing the request: its session's cookie reaches only the request's own routes. */
  managed: (requestNumber: string, receiptNumber: string) => ['/api/part-requests/track', requestNumber, 'receipts', receiptNumber] as const,
};

/**
 * `GET /api/receipts/{number}?key=…` (ReceiptSchema): opened with the key from the receipt's e-mail, by
 * staff, or by the signed-in owner without it; or, for a guest managing the request (`requestNumber`),
 * `GET /api/part-requests/track/{request}/receipts/{number}`. 404 when it is not found or not theirs;
 * 401 when the manage session has ended. The default query function fetches the key's URL.
 */
export const receiptQueryOptions = (receiptNumber: string, key: string | null, requestNumber: string | null = null) =>
  queryOptions<Receipt>({ queryKey: requestNumber && !key ? receiptKeys.managed(requestNumber, receiptNumber) : receiptKeys.detail(receiptNumber, key) });

export function useReceipt(receiptNumber: string, key: string | null, { enabled = true, requestNumber = null }: { enabled?: boolean; requestNumber?: string | null } = {}) {
  return useQuery({ ...receiptQueryOptions(receiptNumber, key, requestNumber), enabled });
}

/** `POST /api/receipts/{number}/email`: a copy to the address on the receipt; the same answer whatever the number. */
export function useEmailReceiptCopy(receiptNumber: string) {
  return useMutation({ mutationFn: () => apiRequest<Message>('POST', `/api/receipts/${encodeURIComponent(receiptNumber)}/email`) });
}
