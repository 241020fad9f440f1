import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrackingRecord } from '@shared/schemas/part-requests';
import { apiRequest } from '@web/lib/api-client';
import { partRequestKeys } from './keys';

export type TrackRespondVariables = { requestNumber: string; decision: 'accept' | 'decline' };

/**
 * `POST /api/part-requests/track/{requestNumber}/respond` with `{ decision }`. Proof that the customer may
 * answer is the httpOnly cookie the manage link granted (the browser sends it); without it, a 401.
 */
export function respondViaTracking({ requestNumber, decision }: TrackRespondVariables): Promise<TrackingRecord> {
  return apiRequest<TrackingRecord>('POST', `/api/part-requests/track/${encodeURIComponent(requestNumber)}/respond`, { decision });
}

export function useRespondViaTracking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondViaTracking,
    onSuccess: (record, { requestNumber }) => {
      queryClient.setQueryData(partRequestKeys.managed(requestNumber), record);
      // The limited record of the same request, and a signed-in customer's dashboard, show the answer too.
      void queryClient.invalidateQueries({ queryKey: partRequestKeys.track(requestNumber), exact: true });
      void queryClient.invalidateQueries({ queryKey: partRequestKeys.mine() });
    },
  });
}
