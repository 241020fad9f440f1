import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueAdminPart, CataloguePartValues } from '@shared/schemas/admin-catalogue';
import { apiRequest } from '@web/lib/api-client';
import { afterPartChange } from './admin-invalidate';

export type SavePartVariables = { id?: number; input: CataloguePartValues };

/**
 * `POST /api/admin/parts` (no id, 201) or `PUT /api/admin/parts/{id}` (the whole part): 400 with an issue
 * at each field that breaks a rule (`price`, `fitments.0.yearFrom`, `universalReason`…).
 */
export function savePart({ id, input }: SavePartVariables): Promise<CatalogueAdminPart> {
  return id === undefined
    ? apiRequest<CatalogueAdminPart>('POST', '/api/admin/parts', input)
    : apiRequest<CatalogueAdminPart>('PUT', `/api/admin/parts/${id}`, input);
}

export function useSavePart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePart, onSuccess: (part) => afterPartChange(queryClient, part) });
}
