import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierList } from '@shared/schemas/suppliers';
import { priceListKeys } from './price-list-keys';

/**
 * `GET /api/suppliers?sort=name` (staff-only, like every supplier read): whose price list a file is.
 * The suppliers feature owns the records; the import screen only lists them.
 */
export const priceListSuppliersQueryOptions = () => queryOptions<SupplierList>({ queryKey: priceListKeys.suppliers() });

export function usePriceListSuppliers() {
  return useQuery(priceListSuppliersQueryOptions());
}
