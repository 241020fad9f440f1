import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackingRecord } from '@shared/schemas/part-requests';
import { apiRequest, urlFromQueryKey } from '@web/lib/api-client';
import { partRequestKeys } from './keys';

/**
 * `GET /api/part-requests/track/{requestNumber}?email=`: one request's tracking record. With the e-mail
 * used on the request the record comes back verified (full details, the quote can be answered); a wrong
 * e-mail or an unknown number is a 404 "Request Not Found" (DECISIONS 4).
 */
export function fetchTrackingRecord(requestNumber: string, email?: string): Promise<TrackingRecord> {
  return apiRequest<TrackingRecord>('GET', urlFromQueryKey(partRequestKeys.track(requestNumber, email || undefined)));
}

export const trackRequestQueryOptions = (requestNumber: string, email?: string) =>
  queryOptions<TrackingRecord>({
    queryKey: partRequestKeys.track(requestNumber, email || undefined),
    queryFn: () => fetchTrackingRecord(requestNumber, email),
  });

/**
 * The record last looked up for this number and e-mail. The page fetches explicitly (each press of
 * "Track Request" asks the server again, because a status can change at any time), so this query only
 * observes the cache; `null` observes nothing.
 */
export function useTrackedRequest(lookup: { requestNumber: string; email?: string } | null) {
  return useQuery({
    ...trackRequestQueryOptions(lookup?.requestNumber ?? '', lookup?.email),
    enabled: false,
  });
}

/** Fetches a record afresh (never from the cache) and stores it where `useTrackedRequest` reads it. */
export function useTrackRequestLookup() {
  const queryClient = useQueryClient();
  return useCallback(
    (requestNumber: string, email?: string) =>
      queryClient.fetchQuery({ ...trackRequestQueryOptions(requestNumber, email), staleTime: 0 }),
    [queryClient],
  );
}
