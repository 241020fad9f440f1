// Query keys of the price-list imports, shaped for `urlFromQueryKey`: the API path, an import's id as a
// segment, then a plain object for the query string. Their first element is not keys.ts's
// '/api/admin/parts', so saving one part does not refetch the imports; a finished import refreshes the
// parts itself (price-list-invalidate.ts).

import type { ImportOutcome } from './price-list-types';

export const priceListKeys = {
  /** The recent imports, and the prefix of every import key. */
  imports: () => ['/api/admin/parts/imports'] as const,
  importOne: (id: number) => ['/api/admin/parts/imports', id] as const,
  /** A page of an import's rows; no outcome means every row. */
  rows: (id: number, query: { outcome?: ImportOutcome; page: number }) => ['/api/admin/parts/imports', id, 'rows', query] as const,
  /** The suppliers by name, the key the part form uses too, so both share one answer. */
  suppliers: () => ['/api/suppliers', { sort: 'name' }] as const,
};
