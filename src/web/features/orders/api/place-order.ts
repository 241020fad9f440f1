import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Order, OrderInput } from '@shared/schemas/orders';
import { apiRequest, isNetworkError } from '@web/lib/api-client';
import { createIdempotencyKeys } from '@web/lib/idempotency-keys';
import { orderKeys } from './keys';

/**
 * `POST /api/orders`: places a pay-at-pickup / on-delivery order. The server prices every line and takes
 * the stock; a changed price or a line it cannot fill answers 409 with a message naming the item. Each
 * order carries an Idempotency-Key, the same on every retry of the same order: a connection dropped on
 * 4G after the server took the order is retried twice, and answered with that order, never a second.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationFn: (input: OrderInput) => apiRequest<Order>('POST', '/api/orders', input, { 'Idempotency-Key': keys.keyFor(input) }),
    retry: (failures, error) => failures < 2 && isNetworkError(error),
    // A dropped connection keeps the key for the next try; any answer ends this attempt.
    onSettled: (_order, error, input) => {
      if (!error || !isNetworkError(error)) keys.forget(input);
    },
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.track(order.orderNumber, order.customerEmail), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
    },
  });
}
