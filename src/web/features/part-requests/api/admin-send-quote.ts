import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@shared/schemas/common';
import type { SendQuoteInput } from '@shared/schemas/part-requests';
import { apiRequest } from '@web/lib/api-client';
import { partRequestKeys } from './keys';

export type SendQuoteVariables = { id: string; input: SendQuoteInput };

/**
 * `POST /api/admin/send-quote/{id}`: e-mails a quote or an invoice with the request's saved costs.
 * Save the costs first (docs/product.md §4): the e-mail uses what the server has. A quote moves pending → quoted.
 */
export function sendQuote({ id, input }: SendQuoteVariables): Promise<Message> {
  return apiRequest<Message>('POST', `/api/admin/send-quote/${encodeURIComponent(id)}`, input);
}

export function useSendQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendQuote,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partRequestKeys.adminAll() }),
  });
}
