import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPartRequestDetail } from '@shared/schemas/part-requests';
import { apiRequest } from '@web/lib/api-client';
import { partRequestKeys } from './keys';

/** `PUT /api/admin/part-requests/{id}/supplier`: the supplier chosen on /admin/suppliers; null removes it. */
export function attachSupplier({ id, supplierId }: { id: string; supplierId: number | null }): Promise<AdminPartRequestDetail> {
  return apiRequest<AdminPartRequestDetail>('PUT', `/api/admin/part-requests/${encodeURIComponent(id)}/supplier`, { supplierId });
}

export function useAttachSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachSupplier,
    onSuccess: (updated) => {
      queryClient.setQueryData(partRequestKeys.adminDetail(updated.id), updated);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: partRequestKeys.adminAll() }),
  });
}
