import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierList } from '@shared/schemas/suppliers';
import { supplierKeys, type SupplierQueryParams } from './keys';

/**
 * `GET /api/suppliers` with the filters the server applies (country, part type, ships worldwide, minimum
 * rating, verified, text, and any other SupplierListQuerySchema field given). `all`, false and 0 mean "no
 * filter", so they are left out of the URL.
 */
export const suppliersQueryOptions = ({ q, country, partType, shipsWorldwide, verified, minRating, ...rest }: SupplierQueryParams) =>
  queryOptions<SupplierList>({
    queryKey: supplierKeys.list({
      q: q?.trim() || undefined,
      country: country && country !== 'all' ? country : undefined,
      partType: partType && partType !== 'all' ? partType : undefined,
      shipsWorldwide: shipsWorldwide || undefined,
      verified: verified || undefined,
      minRating: minRating || undefined,
      ...rest,
    }),
  });

/** Keeps the previous results on screen while a changed filter loads, so the list doesn't jump. */
export function useSuppliers(params: SupplierQueryParams, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...suppliersQueryOptions(params), placeholderData: keepPreviousData, enabled: opts.enabled ?? true });
}
