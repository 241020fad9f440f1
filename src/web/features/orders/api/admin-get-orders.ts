import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderList, AdminOrderQuery } from '@shared/schemas/admin-order';
import { orderKeys } from './keys';

/**
 * AdminOrderQuerySchema's fields: the search (order number, customer name, e-mail or phone; blank means
 * everything), a status (undefined means all) and the page.
 */
export type AdminOrderFilter = AdminOrderQuery;

/** `GET /api/admin/orders?search=&status=&page=` (20 a page, newest first, with the count of each status). */
export const adminOrdersQueryOptions = ({ search, ...rest }: AdminOrderFilter) =>
  queryOptions<AdminOrderList>({
    queryKey: orderKeys.adminList({ search: search?.trim() || undefined, ...rest }),
  });

/** Keeps the previous page on screen while the next one loads, so the table doesn't jump. */
export function useAdminOrders(filter: AdminOrderFilter) {
  return useQuery({ ...adminOrdersQueryOptions(filter), placeholderData: keepPreviousData });
}
