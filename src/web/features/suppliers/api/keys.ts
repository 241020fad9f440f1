// Query keys of the suppliers feature, from one factory (CONVENTIONS rule 5), shaped for `urlFromQueryKey`:
// the API path, then a plain object for the query string. Invalidating all() refreshes the lists and the
// analytics (both sit under /api/suppliers).

export type SupplierQueryParams = {
  q?: string;
  country?: string;
  partType?: string;
  shipsWorldwide?: boolean;
  verified?: boolean;
  minRating?: number;
  sort?: 'name' | 'rating' | 'country';
};

export const supplierKeys = {
  all: () => ['/api/suppliers'] as const,
  list: (params: SupplierQueryParams) => ['/api/suppliers', params] as const,
  analytics: () => ['/api/suppliers', 'analytics'] as const,
};
