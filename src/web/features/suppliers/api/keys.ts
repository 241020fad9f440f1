// Query keys of the suppliers feature, from one factory (docs/architecture.md, "One way to the API"), shaped for `urlFromQueryKey`:
// the API path, then a plain object for the query string. Invalidating all() refreshes the lists and the
// analytics (both sit under /api/suppliers).

import type { SupplierListQuery } from '@shared/schemas/suppliers';

/**
 * What GET /api/suppliers is sent: SupplierListQuerySchema's fields, each optional. Country and part type
 * travel as their select holds them ('all' included: the schema reads it as no filter), so they are text.
 */
export type SupplierQueryParams = Partial<
  Omit<SupplierListQuery, 'country' | 'partType'> & Record<'country' | 'partType', string>
>;

export const supplierKeys = {
  all: () => ['/api/suppliers'] as const,
  list: (params: SupplierQueryParams) => ['/api/suppliers', params] as const,
  analytics: () => ['/api/suppliers', 'analytics'] as const,
};
