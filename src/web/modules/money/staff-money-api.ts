import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@shared/schemas/common';
import type { ConfirmTransferInput, Payment, RecordPaymentInput, RefundInput, VoidPaymentInput, VoidResult } from '@shared/schemas/payments';
import { apiRequest } from '@web/lib/api-client';

// Staff's actions on money, shared by every screen that shows a request's or order's payments
// (docs/payments.md "The routes"). After each, every query is read again: a payment changes the balance
// on the request or order, the money view and the lists at once.

export function useRecordPayment(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordPaymentInput) => apiRequest<Payment>('POST', url, input),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function useConfirmTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ConfirmTransferInput }) => apiRequest<Payment>('POST', `/api/admin/payments/${encodeURIComponent(id)}/confirm`, input),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function useRejectTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => apiRequest<Payment>('POST', `/api/admin/payments/${encodeURIComponent(id)}/reject`, { reason }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RefundInput }) => apiRequest<Payment>('POST', `/api/admin/payments/${encodeURIComponent(id)}/refund`, input),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/** An entry recorded by mistake, voided with the reason, and the amount that really came in its place. */
export function useVoidPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: VoidPaymentInput }) => apiRequest<VoidResult>('POST', `/api/admin/payments/${encodeURIComponent(id)}/void`, input),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/** A request's deposit waived with staff's reason (POST /api/admin/part-requests/{id}/deposit-waiver). */
export function useWaiveDeposit(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => apiRequest<Message>('POST', url, { reason }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
