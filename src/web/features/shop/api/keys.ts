// Query keys of the shop feature, from one factory (CONVENTIONS rule 5), shaped for `urlFromQueryKey`:
// the API path, then a plain object for the query string, so the default query function fetches them.

/** What GET /api/inventory is sent (InventoryQuerySchema's names; the URL state maps onto them). */
export type InventoryApiQuery = {
  search?: string;
  category?: string;
  brand?: string;
  model?: string;
  condition?: 'new' | 'used' | 'refurbished';
  minPrice?: number;
  maxPrice?: number;
  inStock?: 'true';
};

export const shopKeys = {
  inventoryAll: () => ['/api/inventory'] as const,
  inventory: (query: InventoryApiQuery) => ['/api/inventory', query] as const,
  carousel: () => ['/api/carousel'] as const,
};
