import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PartSuggestions } from '@shared/schemas/catalogue';
import { catalogueKeys } from './keys';

/** At least this many letters before the search box asks for suggestions. */
export const SUGGEST_FROM = 2;

/** `GET /api/parts/suggestions?query=…`: the previous answer stays up while the next one comes. */
export function usePartSuggestions(query: string) {
  return useQuery<PartSuggestions>({
    queryKey: catalogueKeys.suggestions(query),
    enabled: query.length >= SUGGEST_FROM,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
