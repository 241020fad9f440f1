import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueAdminPart } from '@shared/schemas/admin-catalogue';
import { catalogueKeys } from './keys';

/** `GET /api/admin/parts/{id}`: the form's values, retirement, what the customer's page shows, and the history. */
export const adminPartQueryOptions = (id: number) => queryOptions<CatalogueAdminPart>({ queryKey: catalogueKeys.adminPart(id) });

/** `null` (a new part, or an id that is not a whole number) fetches nothing. */
export function useAdminPart(id: number | null) {
  return useQuery({ ...adminPartQueryOptions(id ?? 0), enabled: id !== null });
}
