import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@shared/schemas/common';
import { apiRequest } from '@web/lib/api-client';
import { partRequestKeys } from './keys';

/** `DELETE /api/admin/part-requests/{id}` (the customer's photo goes too). */
export function deleteAdminPartRequest(id: string): Promise<Message> {
  return apiRequest<Message>('DELETE', `/api/admin/part-requests/${encodeURIComponent(id)}`);
}

export function useDeleteAdminPartRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminPartRequest,
    onSuccess: (_message, id) => {
      queryClient.removeQueries({ queryKey: partRequestKeys.adminDetail(id), exact: true });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: partRequestKeys.adminAll() }),
  });
}
