import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@shared/schemas/orders';
import { orderKeys } from './keys';

/** `GET /api/admin/orders/{orderNumber}`: one order with its items and status history (404 "Order Not Found"). */
export const adminOrderQueryOptions = (orderNumber: string) => queryOptions<Order>({ queryKey: orderKeys.adminDetail(orderNumber) });

export function useAdminOrder(orderNumber: string) {
  return useQuery(adminOrderQueryOptions(orderNumber));
}
