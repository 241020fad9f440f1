import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, OrderStatusChange } from '@shared/schemas/admin-order';
import { apiRequest } from '@web/lib/api-client';
import { orderKeys } from './keys';

export type UpdateOrderStatusVariables = { orderNumber: string; input: OrderStatusChange };

/**
 * `PATCH /api/admin/orders/{orderNumber}/status`: the server checks the move is allowed (409 with a
 * message when not), records it in the history, e-mails the customer, and puts a cancelled order's
 * stock back on the shelf. Handing an order over (delivered) with money owed needs `override`, staff's
 * reason (409 with an issue on `override` without it).
 */
export function updateOrderStatus({ orderNumber, input }: UpdateOrderStatusVariables): Promise<AdminOrderDetail> {
  return apiRequest<AdminOrderDetail>('PATCH', `/api/admin/orders/${encodeURIComponent(orderNumber)}/status`, input);
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (updated) => {
      queryClient.setQueryData(orderKeys.adminDetail(updated.orderNumber), updated);
    },
    // After a refusal (409) too: someone else may have moved the order, so show its real state.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.adminAll() }),
  });
}
