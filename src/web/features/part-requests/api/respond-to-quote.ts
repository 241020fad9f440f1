import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerPartRequest } from '@shared/schemas/part-requests';
import { apiRequest } from '@web/lib/api-client';
import { partRequestKeys } from './keys';

export type QuoteDecision = 'accept' | 'decline';

/** `POST /api/user-requests/{id}/respond`: accept (→ confirmed) or decline (→ cancelled) a quote. */
export function respondToQuote({ id, decision }: { id: string; decision: QuoteDecision }): Promise<CustomerPartRequest> {
  return apiRequest<CustomerPartRequest>('POST', `/api/user-requests/${encodeURIComponent(id)}/respond`, { decision });
}

export function useRespondToQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToQuote,
    onSuccess: (updated) => {
      // Show the answer at once, then confirm with the server's list (the status history moved on too).
      queryClient.setQueryData<CustomerPartRequest[]>(partRequestKeys.mine(), (list) =>
        list?.map((request) => (request.id === updated.id ? updated : request)),
      );
    },
    onSettled: () => {
      // A 409 means the request had already moved on (staff changed it): refresh either way.
      void queryClient.invalidateQueries({ queryKey: partRequestKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: partRequestKeys.trackAll() });
    },
  });
}
