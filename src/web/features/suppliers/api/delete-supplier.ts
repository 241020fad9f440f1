import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@shared/schemas/common';
import { apiRequest } from '@web/lib/api-client';
import { supplierKeys } from './keys';

/** `DELETE /api/admin/suppliers/{name}` (URL-encoded). Requests it was attached to simply lose it. */
export function deleteSupplier(name: string): Promise<Message> {
  return apiRequest<Message>('DELETE', `/api/admin/suppliers/${encodeURIComponent(name)}`);
}

export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplier,
    onSettled: () => queryClient.invalidateQueries({ queryKey: supplierKeys.all() }),
  });
}
