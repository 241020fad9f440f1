import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportRows } from '@shared/schemas/catalogue-import';
import { priceListKeys } from './price-list-keys';
import type { ImportOutcome } from './price-list-types';

/**
 * `GET /api/admin/parts/imports/{id}/rows?outcome=&page=`: 50 rows a page in the file's order, each with
 * its outcome, its refusals (column and reason), warnings and changes (field, old → new).
 */
export const importRowsQueryOptions = (id: number, query: { outcome?: ImportOutcome; page: number }) =>
  queryOptions<ImportRows>({ queryKey: priceListKeys.rows(id, query) });

/** Keeps the previous page on screen while the next one loads, so the list doesn't jump. */
export function useImportRows(id: number, query: { outcome?: ImportOutcome; page: number }) {
  return useQuery({ ...importRowsQueryOptions(id, query), placeholderData: keepPreviousData });
}
