import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPartRequestDetail, StatusUpdateInput } from '@shared/schemas/part-requests';
import { apiRequest } from '@web/lib/api-client';
import { partRequestKeys } from './keys';

export type UpdateRequestStatusVariables = { id: string; input: StatusUpdateInput };

/**
 * `POST /api/admin/update-request-status/{id}`: the status dialog (order type, tracking number, pickup
 * address). The server records the change in the history and e-mails the customer.
 */
export function updateRequestStatus({ id, input }: UpdateRequestStatusVariables): Promise<AdminPartRequestDetail> {
  return apiRequest<AdminPartRequestDetail>('POST', `/api/admin/update-request-status/${encodeURIComponent(id)}`, input);
}

export function useUpdateRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRequestStatus,
    onSuccess: (updated) => {
      queryClient.setQueryData(partRequestKeys.adminDetail(updated.id), updated);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: partRequestKeys.adminAll() }),
  });
}
