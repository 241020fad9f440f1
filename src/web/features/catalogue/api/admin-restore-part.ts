import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueAdminPart } from '@shared/schemas/admin-catalogue';
import { apiRequest } from '@web/lib/api-client';
import { afterPartChange } from './admin-invalidate';
import type { RetirePartVariables } from './admin-retire-part';

/** `POST /api/admin/parts/{id}/restore`: back on sale and in search; 409 when it is on sale already. */
export const restorePart = ({ id, reason }: RetirePartVariables) =>
  apiRequest<CatalogueAdminPart>('POST', `/api/admin/parts/${id}/restore`, { reason });

export function useRestorePart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restorePart, onSuccess: (part) => afterPartChange(queryClient, part) });
}
