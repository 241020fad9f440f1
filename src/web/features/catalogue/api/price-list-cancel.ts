import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportSummary } from '@shared/schemas/catalogue-import';
import { apiRequest } from '@web/lib/api-client';
import { afterImportMove } from './price-list-invalidate';

/**
 * `POST /api/admin/parts/imports/{id}/cancel`: a checked import or one being applied becomes `cancelled`;
 * the job stops at the end of its batch, and what it wrote stays until the import is undone. 409 otherwise.
 */
export function cancelImport(id: number): Promise<ImportSummary> {
  return apiRequest<ImportSummary>('POST', `/api/admin/parts/imports/${id}/cancel`);
}

export function useCancelImport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelImport, onSuccess: (summary) => afterImportMove(queryClient, summary) });
}
