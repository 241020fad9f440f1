import type { QueryClient } from '@tanstack/react-query';
import type { ImportSummary } from '@shared/schemas/catalogue-import';
import { catalogueKeys } from './keys';
import { priceListKeys } from './price-list-keys';

/** An import moved (apply, cancel or undo asked): its entry takes the server's answer; the recent list refetches. */
export function afterImportMove(queryClient: QueryClient, summary: ImportSummary): Promise<void> {
  queryClient.setQueryData(priceListKeys.importOne(summary.id), summary);
  return queryClient.invalidateQueries({ queryKey: priceListKeys.imports(), exact: true });
}

/**
 * A job has finished writing the catalogue (applied, undone, or stopped by a cancel): the import's rows
 * (they now name the parts written), the recent list, staff's part lists and every customer list and part
 * page refetch, so search shows what the server already does.
 */
export function afterImportWritten(queryClient: QueryClient, id: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...priceListKeys.importOne(id), 'rows'] }),
    queryClient.invalidateQueries({ queryKey: priceListKeys.imports(), exact: true }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.adminPartsAll() }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.partsAll() }),
  ]).then(() => undefined);
}
