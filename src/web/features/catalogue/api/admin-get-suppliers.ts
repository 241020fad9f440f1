import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierList } from '@shared/schemas/suppliers';
import { catalogueKeys } from './keys';

/**
 * `GET /api/suppliers?sort=name` (staff-only, like every supplier read): who a part can be bought from,
 * for the form's supplier choice. The suppliers feature owns the records; this is only its list.
 */
export const partSuppliersQueryOptions = () => queryOptions<SupplierList>({ queryKey: catalogueKeys.suppliers() });

export function usePartSuppliers() {
  return useQuery(partSuppliersQueryOptions());
}
