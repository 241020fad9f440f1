import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyPartRequest } from '@shared/schemas/part-requests';
import type { TrackingRecord } from '@shared/schemas/part-request-tracking';
import type { QuoteAnswer } from '@shared/schemas/quotes';
import { apiRequest } from '@web/lib/api-client';
import { partRequestKeys } from './keys';
import { refreshRequestViews, requestApiBase, type RequestAccess } from './request-access';

export type QuoteDecision = QuoteAnswer['decision'];
export type RespondVariables = { access: RequestAccess; answer: QuoteAnswer };

/**
 * `POST …/respond` with `QuoteAnswerSchema`: accept an option (terms confirmed, deposit or in full) or
 * decline. The signed-in owner's route answers with the request as the dashboard reads it; the manage
 * link's with the full tracking record.
 */
export function respondToQuote({ access, answer }: RespondVariables): Promise<MyPartRequest | TrackingRecord> {
  return apiRequest<MyPartRequest | TrackingRecord>('POST', `${requestApiBase(access)}/respond`, answer);
}

export function useRespondToQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToQuote,
    onSuccess: (updated, { access }) => {
      // Show the answer at once; the refresh below confirms it with the server's own views.
      if (access.via === 'manage-link') {
        queryClient.setQueryData(partRequestKeys.managed(access.requestNumber), updated as TrackingRecord);
      } else {
        queryClient.setQueryData<MyPartRequest[]>(partRequestKeys.mine(), (list) =>
          list?.map((request) => (request.id === access.id ? (updated as MyPartRequest) : request)),
        );
      }
    },
    // A 409 means the request had already moved on (answered elsewhere, re-quoted): refresh either way.
    onSettled: (_data, _error, { access }) => refreshRequestViews(queryClient, access.requestNumber),
  });
}
