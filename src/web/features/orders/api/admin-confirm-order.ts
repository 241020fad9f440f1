import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@shared/schemas/admin-order';
import { apiRequest } from '@web/lib/api-client';
import { orderKeys } from './keys';

/**
 * `POST /api/admin/orders/{orderNumber}/confirm`: staff confirm an order placed unconfirmed
 * (docs/shop-holds.md), having spoken to the customer; it then keeps its items like any other order.
 * 409 when it is not waiting to be confirmed (confirmed, paid, moved on or released meanwhile).
 */
export function useConfirmOrderAsStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNumber: string) => apiRequest<AdminOrderDetail>('POST', `/api/admin/orders/${encodeURIComponent(orderNumber)}/confirm`),
    onSuccess: (updated) => queryClient.setQueryData(orderKeys.adminDetail(updated.orderNumber), updated),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.adminAll() }),
  });
}
