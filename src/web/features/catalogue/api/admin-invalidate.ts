import type { QueryClient } from '@tanstack/react-query';
import type { CatalogueAdminPart } from '@shared/schemas/admin-catalogue';
import { catalogueKeys } from './keys';

/**
 * After staff change a part: its own entry takes the server's answer, and staff's lists and every
 * customer list and part page refetch (data never goes stale by itself, docs/product.md §9), so search
 * shows the change as the server already does.
 */
export function afterPartChange(queryClient: QueryClient, part: CatalogueAdminPart): Promise<void> {
  queryClient.setQueryData(catalogueKeys.adminPart(part.id), part);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogueKeys.adminPartsAll(), predicate: (q) => q.queryKey[1] !== part.id }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.partsAll() }),
  ]).then(() => undefined);
}
