import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@shared/schemas/admin-order';
import { orderKeys } from './keys';

/** `GET /api/admin/orders/{orderNumber}`: one order with its items, status history and money (404 "Order Not Found"). */
export const adminOrderQueryOptions = (orderNumber: string) => queryOptions<AdminOrderDetail>({ queryKey: orderKeys.adminDetail(orderNumber) });

export function useAdminOrder(orderNumber: string) {
  return useQuery(adminOrderQueryOptions(orderNumber));
}
