import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminInventoryList } from '@shared/schemas/admin-shop';
import { shopKeys, type AdminInventoryApiQuery } from './keys';

/**
 * `GET /api/admin/inventory?search=&category=&brand=&stock=&condition=&image=`: every live product
 * (out of stock included) with the brands and total count for the filters.
 */
export const adminInventoryQueryOptions = (query: AdminInventoryApiQuery = {}) =>
  queryOptions<AdminInventoryList>({ queryKey: shopKeys.adminInventory(query) });

export function useAdminInventory(query: AdminInventoryApiQuery = {}) {
  return useQuery({ ...adminInventoryQueryOptions(query), placeholderData: keepPreviousData });
}
