import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '@shared/schemas/contact';
import { apiRequest } from '@web/lib/api-client';
import { contactKeys } from './keys';

export type MarkMessageVariables = { id: string; read: boolean };

/** `PATCH /api/admin/messages/{id}` with `{ read }`. */
export function markContactMessage({ id, read }: MarkMessageVariables): Promise<ContactMessage> {
  return apiRequest<ContactMessage>('PATCH', `/api/admin/messages/${encodeURIComponent(id)}`, { read });
}

export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactMessage,
    // The unread count, the unread filter and other pages all change: refetch every list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactKeys.adminAll() }),
  });
}
