import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryProduct } from '@shared/schemas/shop';
import { shopKeys, type InventoryApiQuery } from './keys';

/**
 * `GET /api/inventory?search=&category=&brand=&model=&condition=&minPrice=&maxPrice=&inStock=`: every
 * matching product of the Kingston shop (a few hundred at most, so no pages), in stock first.
 */
export const inventoryQueryOptions = (query: InventoryApiQuery = {}) =>
  queryOptions<InventoryProduct[]>({ queryKey: shopKeys.inventory(query) });

/** Keeps the previous answer on screen while a new filter loads (`isPlaceholderData`). */
export function useInventory(query: InventoryApiQuery = {}) {
  return useQuery({ ...inventoryQueryOptions(query), placeholderData: keepPreviousData });
}
