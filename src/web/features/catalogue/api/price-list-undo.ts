import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportSummary } from '@shared/schemas/catalogue-import';
import { apiRequest } from '@web/lib/api-client';
import { afterImportMove } from './price-list-invalidate';

/**
 * `POST /api/admin/parts/imports/{id}/undo`: an applied (or cancelled) import moves to `undoing` and a job
 * puts every part it changed back as it was; parts it added are retired. Once only: 409 after that.
 */
export function undoImport(id: number): Promise<ImportSummary> {
  return apiRequest<ImportSummary>('POST', `/api/admin/parts/imports/${id}/undo`);
}

export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: undoImport, onSuccess: (summary) => afterImportMove(queryClient, summary) });
}
