import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrackingRecord } from '@shared/schemas/part-requests';
import { apiRequest } from '@web/lib/api-client';
import { partRequestKeys } from './keys';

export type TrackRespondVariables = {
  requestNumber: string;
  /** The e-mail the record was looked up with: it proves the customer is the requester. */
  email: string;
  decision: 'accept' | 'decline';
};

/** `POST /api/part-requests/track/{requestNumber}/respond` with `{ email, decision }`: the updated, verified record. */
export function respondViaTracking({ requestNumber, email, decision }: TrackRespondVariables): Promise<TrackingRecord> {
  return apiRequest<TrackingRecord>('POST', `/api/part-requests/track/${encodeURIComponent(requestNumber)}/respond`, {
    email,
    decision,
  });
}

export function useRespondViaTracking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondViaTracking,
    onSuccess: (record, { requestNumber, email }) => {
      queryClient.setQueryData(partRequestKeys.track(requestNumber, email), record);
      // A signed-in customer's dashboard lists the same request.
      void queryClient.invalidateQueries({ queryKey: partRequestKeys.mine() });
    },
  });
}
