import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPartRequestList } from '@shared/schemas/part-requests';
import { partRequestKeys, type AdminPartRequestListQuery } from './keys';

/**
 * AdminPartRequestListQuerySchema's fields the staff list sends: the search (request number, name or e-mail,
 * partial, case-insensitive; blank means everything), a lifecycle status (undefined means all) and the page.
 * It leaves the page size to the server.
 */
export type AdminPartRequestFilter = Partial<Pick<AdminPartRequestListQuery, 'search' | 'status'>> &
  Pick<AdminPartRequestListQuery, 'page'>;

/** `GET /api/admin/part-requests?search=&status=&page=` (20 a page, newest first). */
export const adminPartRequestsQueryOptions = ({ search, ...rest }: AdminPartRequestFilter) =>
  queryOptions<AdminPartRequestList>({
    queryKey: partRequestKeys.adminList({ search: search?.trim() || undefined, ...rest }),
  });

/** Keeps the previous page on screen while the next one loads, so the table doesn't jump. */
export function useAdminPartRequests(filter: AdminPartRequestFilter) {
  return useQuery({ ...adminPartRequestsQueryOptions(filter), placeholderData: keepPreviousData });
}
