import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderInput } from '@shared/schemas/orders';
import { apiRequest } from '@web/lib/api-client';
import { useIdempotentSend } from '@web/lib/idempotency-keys';
import { orderKeys } from './keys';

/**
 * `POST /api/orders`: places a pay-at-pickup / on-delivery order. The server prices every line and takes
 * the stock; a changed price or a line it cannot fill answers 409 with a message naming the item. Each
 * order carries an Idempotency-Key, the same on every retry of the same order: a connection dropped on
 * 4G after the server took the order is retried twice, and answered with that order, never a second.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const send = useIdempotentSend((input: OrderInput, key) => apiRequest<Order>('POST', '/api/orders', input, { 'Idempotency-Key': key }));
  return useMutation({
    ...send,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.track(order.orderNumber, order.customerEmail), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
    },
  });
}
