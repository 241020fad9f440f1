import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueAdminList } from '@shared/schemas/admin-catalogue';
import { catalogueKeys, type AdminPartsApiQuery } from './keys';

/**
 * `GET /api/admin/parts?query=&status=&categoryId=&supplierId=&page=`: staff's list, 25 a page, newest
 * first; retired parts only when the status asks for them.
 */
export const adminPartsQueryOptions = ({ query, ...rest }: AdminPartsApiQuery) =>
  queryOptions<CatalogueAdminList>({ queryKey: catalogueKeys.adminParts({ query: query?.trim() || undefined, ...rest }) });

/** Keeps the previous page on screen while the next one loads, so the list doesn't jump. */
export function useAdminParts(query: AdminPartsApiQuery) {
  return useQuery({ ...adminPartsQueryOptions(query), placeholderData: keepPreviousData });
}
