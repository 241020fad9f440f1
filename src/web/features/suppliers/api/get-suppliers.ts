import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierList } from '@shared/schemas/suppliers';
import { supplierKeys, type SupplierQueryParams } from './keys';

/**
 * `GET /api/suppliers` with the filters the server applies (country, part type, ships worldwide, minimum
 * rating, verified, text). `all`, false and 0 mean "no filter", so they are left out of the URL.
 */
export const suppliersQueryOptions = (params: SupplierQueryParams) =>
  queryOptions<SupplierList>({
    queryKey: supplierKeys.list({
      q: params.q?.trim() || undefined,
      country: params.country && params.country !== 'all' ? params.country : undefined,
      partType: params.partType && params.partType !== 'all' ? params.partType : undefined,
      shipsWorldwide: params.shipsWorldwide || undefined,
      verified: params.verified || undefined,
      minRating: params.minRating || undefined,
      sort: params.sort,
    }),
  });

/** Keeps the previous results on screen while a changed filter loads, so the list doesn't jump. */
export function useSuppliers(params: SupplierQueryParams, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...suppliersQueryOptions(params), placeholderData: keepPreviousData, enabled: opts.enabled ?? true });
}
