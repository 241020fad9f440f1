import { useQuery } from '@tanstack/react-query';
import type { Order } from '@shared/schemas/orders';
import { orderKeys } from './keys';

/** `GET /api/orders`: the signed-in customer's orders, newest first. */
export function useMyOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<Order[]>({ queryKey: orderKeys.mine(), enabled });
}
