import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPartRequestDetail } from '@shared/schemas/part-requests';
import { partRequestKeys } from './keys';

/** `GET /api/admin/part-requests/{id}`: one request with its status history (who changed what, when). */
export const adminPartRequestQueryOptions = (id: string) =>
  queryOptions<AdminPartRequestDetail>({ queryKey: partRequestKeys.adminDetail(id) });

export function useAdminPartRequest(id: string | undefined) {
  return useQuery({ ...adminPartRequestQueryOptions(id ?? ''), enabled: Boolean(id) });
}
