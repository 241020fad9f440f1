import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPartRequestDetail, AdminUpdatePartRequestInput } from '@shared/schemas/part-requests';
import { apiRequest } from '@web/lib/api-client';
import { partRequestKeys } from './keys';

export type UpdateAdminPartRequestVariables = {
  id: string;
  /** Only the fields to change; null clears a cost or the notes. The server works out the total. */
  input: AdminUpdatePartRequestInput;
};

/** `PUT /api/admin/part-requests/{id}`: status, admin notes and the three costs (edit and quote dialogs). */
export function updateAdminPartRequest({ id, input }: UpdateAdminPartRequestVariables): Promise<AdminPartRequestDetail> {
  return apiRequest<AdminPartRequestDetail>('PUT', `/api/admin/part-requests/${encodeURIComponent(id)}`, input);
}

export function useUpdateAdminPartRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminPartRequest,
    onSuccess: (updated) => {
      queryClient.setQueryData(partRequestKeys.adminDetail(updated.id), updated);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: partRequestKeys.adminAll() }),
  });
}
