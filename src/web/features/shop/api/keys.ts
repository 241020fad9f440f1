// Query keys of the shop feature, from one factory (docs/architecture.md, "One way to the API"), shaped for `urlFromQueryKey`:
// the API path, then a plain object for the query string, so the default query function fetches them.

import type { InventoryQuery } from '@shared/schemas/shop';
import type { AdminInventoryQuery } from '@shared/schemas/admin-shop';

/**
 * What GET /api/inventory is sent: InventoryQuerySchema's filters (the URL state maps onto them). The cart's
 * `ids` are checkout's own question (orderKeys.shelf), so they are not one of the shop's filters.
 */
export type InventoryApiQuery = Partial<Omit<InventoryQuery, 'ids'>>;

/** What GET /api/admin/inventory is sent: AdminInventoryQuerySchema's filters. */
export type AdminInventoryApiQuery = AdminInventoryQuery;

export const shopKeys = {
  inventoryAll: () => ['/api/inventory'] as const,
  inventory: (query: InventoryApiQuery) => ['/api/inventory', query] as const,
  carousel: () => ['/api/carousel'] as const,
  adminInventoryAll: () => ['/api/admin/inventory'] as const,
  adminInventory: (query: AdminInventoryApiQuery) => ['/api/admin/inventory', query] as const,
  adminCarousel: () => ['/api/admin/carousel'] as const,
};
