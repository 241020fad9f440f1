import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPartRequestDetail } from '@shared/schemas/part-requests';
import type { SaveQuoteInput } from '@shared/schemas/quotes';
import { apiRequest } from '@web/lib/api-client';
import { partRequestKeys } from './keys';

export type SaveQuoteVariables = { id: string; input: SaveQuoteInput };

/**
 * `POST /api/admin/part-requests/{id}/quote`: sends the quote's options (or new ones in place of an expired
 * or declined quote). The server prices each option with the rates in force and e-mails the customer; the
 * answer is the request with its quote as the server worked it out.
 */
export function saveQuote({ id, input }: SaveQuoteVariables): Promise<AdminPartRequestDetail> {
  return apiRequest<AdminPartRequestDetail>('POST', `/api/admin/part-requests/${encodeURIComponent(id)}/quote`, input);
}

export function useSaveQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuote,
    onSuccess: (updated) => {
      queryClient.setQueryData(partRequestKeys.adminDetail(updated.id), updated);
    },
    // Also after a failed e-mail (503): the quote may be saved even though the message did not go.
    onSettled: () => queryClient.invalidateQueries({ queryKey: partRequestKeys.adminAll() }),
  });
}
