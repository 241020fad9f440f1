import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderInput } from '@shared/schemas/orders';
import { apiRequest } from '@web/lib/api-client';
import { orderKeys } from './keys';

/**
 * `POST /api/orders`: places a pay-at-pickup / on-delivery order. The server prices every line and takes
 * the stock; a changed price or a line it cannot fill answers 409 with a message naming the item.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderInput) => apiRequest<Order>('POST', '/api/orders', input),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.track(order.orderNumber, order.customerEmail), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
    },
  });
}
