import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportSummary } from '@shared/schemas/catalogue-import';
import { apiRequest } from '@web/lib/api-client';
import { afterImportMove } from './price-list-invalidate';

/**
 * `POST /api/admin/parts/imports/{id}/apply`: the import moves to `applying` and a job writes it a batch
 * at a time (its progress is the summary's doneRows of totalRows). 409 once it is applied or cancelled.
 */
export function applyImport(id: number): Promise<ImportSummary> {
  return apiRequest<ImportSummary>('POST', `/api/admin/parts/imports/${id}/apply`);
}

export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applyImport, onSuccess: (summary) => afterImportMove(queryClient, summary) });
}
