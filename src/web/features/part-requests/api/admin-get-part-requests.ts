import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPartRequestList } from '@shared/schemas/part-requests';
import type { RequestStatus } from '@shared/statuses';
import { partRequestKeys } from './keys';

export type AdminPartRequestFilter = {
  /** Request number, name or e-mail (partial, case-insensitive); blank means everything. */
  search?: string;
  /** A lifecycle status; undefined means all. */
  status?: RequestStatus;
  page: number;
};

/** `GET /api/admin/part-requests?search=&status=&page=` (20 a page, newest first). */
export const adminPartRequestsQueryOptions = ({ search, status, page }: AdminPartRequestFilter) =>
  queryOptions<AdminPartRequestList>({
    queryKey: partRequestKeys.adminList({ search: search?.trim() || undefined, status, page }),
  });

/** Keeps the previous page on screen while the next one loads, so the table doesn't jump. */
export function useAdminPartRequests(filter: AdminPartRequestFilter) {
  return useQuery({ ...adminPartRequestsQueryOptions(filter), placeholderData: keepPreviousData });
}
