import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackingRecord } from '@shared/schemas/part-request-tracking';
import { apiRequest, urlFromQueryKey } from '@web/lib/api-client';
import { partRequestKeys } from './keys';

/**
 * `GET /api/part-requests/track/{requestNumber}`: one request's tracking record as a request number shows
 * it (progress, the part and the quote's options; no personal details, no money, no answering: decision 006). An unknown
 * number is a 404 "Request Not Found".
 */
export function fetchTrackingRecord(requestNumber: string): Promise<TrackingRecord> {
  return apiRequest<TrackingRecord>('GET', urlFromQueryKey(partRequestKeys.track(requestNumber)));
}

export const trackRequestQueryOptions = (requestNumber: string) =>
  queryOptions<TrackingRecord>({
    queryKey: partRequestKeys.track(requestNumber),
    queryFn: () => fetchTrackingRecord(requestNumber),
  });

/**
 * The record last looked up for this number. The page fetches explicitly (each press of "Track Request"
 * asks the server again, because a status can change at any time), so this query only observes the
 * cache; `null` observes nothing.
 */
export function useTrackedRequest(lookup: { requestNumber: string } | null) {
  return useQuery({
    ...trackRequestQueryOptions(lookup?.requestNumber ?? ''),
    enabled: false,
  });
}

/** Fetches a record afresh (never from the cache) and stores it where `useTrackedRequest` reads it. */
export function useTrackRequestLookup() {
  const queryClient = useQueryClient();
  return useCallback(
    (requestNumber: string) => queryClient.fetchQuery({ ...trackRequestQueryOptions(requestNumber), staleTime: 0 }),
    [queryClient],
  );
}
