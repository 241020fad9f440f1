import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PartSearchResult } from '@shared/schemas/catalogue';
import { catalogueKeys, type PartsApiQuery } from './keys';

/**
 * `GET /api/parts?query=&makeId=&…&sort=&page=&limit=`: one page of parts with pagination and facet
 * counts. The server sorts (docs/choices.md #11) and corrects typos (`searchedFor`).
 */
export const searchPartsQueryOptions = (query: PartsApiQuery) =>
  queryOptions<PartSearchResult>({ queryKey: catalogueKeys.parts(query) });

/**
 * Keeps the previous answer while the next one loads (`isPlaceholderData`), so the filter counts stay on
 * screen; the page shows skeletons in place of the old cards meanwhile.
 */
export function useSearchParts(query: PartsApiQuery) {
  return useQuery({ ...searchPartsQueryOptions(query), placeholderData: keepPreviousData });
}
