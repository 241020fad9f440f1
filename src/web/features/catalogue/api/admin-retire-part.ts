import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueAdminPart } from '@shared/schemas/admin-catalogue';
import { apiRequest } from '@web/lib/api-client';
import { afterPartChange } from './admin-invalidate';

export type RetirePartVariables = { id: number; reason: string };

/** `POST /api/admin/parts/{id}/retire`: out of every search at once; 409 when it is retired already. */
export const retirePart = ({ id, reason }: RetirePartVariables) =>
  apiRequest<CatalogueAdminPart>('POST', `/api/admin/parts/${id}/retire`, { reason });

export function useRetirePart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retirePart, onSuccess: (part) => afterPartChange(queryClient, part) });
}
