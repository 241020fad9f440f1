import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderList } from '@shared/schemas/admin-order';
import type { OrderStatus } from '@shared/orders';
import { orderKeys } from './keys';

export type AdminOrderFilter = {
  /** Order number, customer name, e-mail or phone; blank means everything. */
  search?: string;
  /** An order status; undefined means all. */
  status?: OrderStatus;
  page: number;
};

/** `GET /api/admin/orders?search=&status=&page=` (20 a page, newest first, with the count of each status). */
export const adminOrdersQueryOptions = ({ search, status, page }: AdminOrderFilter) =>
  queryOptions<AdminOrderList>({
    queryKey: orderKeys.adminList({ search: search?.trim() || undefined, status, page }),
  });

/** Keeps the previous page on screen while the next one loads, so the table doesn't jump. */
export function useAdminOrders(filter: AdminOrderFilter) {
  return useQuery({ ...adminOrdersQueryOptions(filter), placeholderData: keepPreviousData });
}
