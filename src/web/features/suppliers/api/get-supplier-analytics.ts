import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierAnalytics } from '@shared/schemas/suppliers';
import { supplierKeys } from './keys';

/** `GET /api/suppliers/analytics`: totals, average rating, verified count, by country and by part type. */
export const supplierAnalyticsQueryOptions = () => queryOptions<SupplierAnalytics>({ queryKey: supplierKeys.analytics() });

export function useSupplierAnalytics() {
  return useQuery(supplierAnalyticsQueryOptions());
}
