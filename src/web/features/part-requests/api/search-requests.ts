import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackSearchResult } from '@shared/schemas/part-requests';
import { partRequestKeys } from './keys';

export type TrackSearchType = 'phone' | 'email';
export type TrackSearch = { type: TrackSearchType; value: string };

/**
 * `GET /api/track-request?type=phone|email&value=`: the requests made with a phone number or e-mail,
 * as a minimal list (status, number and date; docs/choices.md #4). `[]` when none match.
 * The default query function fetches the key's URL.
 */
export const searchRequestsQueryOptions = ({ type, value }: TrackSearch) =>
  queryOptions<TrackSearchResult>({ queryKey: partRequestKeys.search(type, value) });

/** The list last found for this search; `null` observes nothing. Fetching is explicit (below). */
export function useRequestSearchResults(search: TrackSearch | null) {
  return useQuery({ ...searchRequestsQueryOptions(search ?? { type: 'phone', value: '' }), enabled: false });
}

/** Runs a search afresh (each press of the button asks the server again) into the cache the hook above reads. */
export function useSearchRequestsLookup() {
  const queryClient = useQueryClient();
  return useCallback(
    (search: TrackSearch) => queryClient.fetchQuery({ ...searchRequestsQueryOptions(search), staleTime: 0 }),
    [queryClient],
  );
}
