import { queryOptions, useQuery } from '@tanstack/react-query';
import { priceListKeys } from './price-list-keys';
import type { ImportList } from './price-list-types';

/** `GET /api/admin/parts/imports`: the last 50 imports, newest first, each as its summary. */
export const recentImportsQueryOptions = () => queryOptions<ImportList>({ queryKey: priceListKeys.imports() });

export function useRecentImports() {
  return useQuery(recentImportsQueryOptions());
}
