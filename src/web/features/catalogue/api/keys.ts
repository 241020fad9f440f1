// Query keys of the catalogue feature, from one factory (CONVENTIONS rule 5). Each key is shaped for
// `urlFromQueryKey`: the API path, then path segments, then a plain object for the query string, so the
// default query function fetches it. `partsAll` is the prefix of every parts list and part.

/** What GET /api/parts is sent: the URL state mapped per SPEC §5 (see search-state.ts). */
export type PartsApiQuery = {
  query?: string;
  makeId?: number;
  modelId?: number;
  yearId?: number;
  chassis?: string;
  categoryId?: number;
  category?: string;
  condition?: string;
  marketplace?: string;
  brand?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: 'true';
  sort?: string;
  page?: number;
  limit?: number;
};

export const catalogueKeys = {
  partsAll: () => ['/api/parts'] as const,
  parts: (query: PartsApiQuery) => ['/api/parts', query] as const,
  part: (id: number) => ['/api/parts', id] as const,
  vehicles: () => ['/api/vehicles'] as const,
  garage: () => ['/api/garage'] as const,
};
