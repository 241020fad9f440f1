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

/** What GET /api/admin/inventory is sent (AdminInventoryQuerySchema's names). */
export type AdminInventoryApiQuery = {
  search?: string;
  category?: string;
  brand?: string;
  stock?: 'in' | 'out' | 'low';
  condition?: 'new' | 'used' | 'refurbished';
  image?: 'default' | 'custom';
};

export const shopKeys = {
  inventoryAll: () => ['/api/inventory'] as const,
  inventory: (query: InventoryApiQuery) => ['/api/inventory', query] as const,
  carousel: () => ['/api/carousel'] as const,
  adminInventoryAll: () => ['/api/admin/inventory'] as const,
  adminInventory: (query: AdminInventoryApiQuery) => ['/api/admin/inventory', query] as const,
  adminCarousel: () => ['/api/admin/carousel'] as const,
};
