import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportSummary } from '@shared/schemas/catalogue-import';
import { priceListKeys } from './price-list-keys';
import { WORKING_STATUSES } from './price-list-types';

/** While a job applies or undoes the import, its progress (doneRows of totalRows) is asked for this often. */
export const IMPORT_POLL_MS = 1000;

/** `GET /api/admin/parts/imports/{id}`: the import's summary: status, counts, progress, the mapping used. */
export const importSummaryQueryOptions = (id: number) => queryOptions<ImportSummary>({ queryKey: priceListKeys.importOne(id) });

/**
 * The summary, asked again every second while the import is being applied or undone (the app polls
 * nothing else by default, docs/product.md §9: here a job moves on its own and staff watch it).
 */
export function useImportSummary(id: number | null) {
  return useQuery({
    ...importSummaryQueryOptions(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && WORKING_STATUSES.includes(query.state.data.status) ? IMPORT_POLL_MS : false),
  });
}
