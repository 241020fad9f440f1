import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountUpdates, AccountUpdatesInput } from '@shared/schemas/account-updates';
import { apiRequest } from '@web/lib/api-client';

export const accountUpdatesKey = ['/api/account/updates'] as const;

/** `GET /api/account/updates`: the number this account chose updates for, and how. */
export function useAccountUpdates(enabled = true) {
  return useQuery<AccountUpdates>({ queryKey: accountUpdatesKey, enabled });
}

/** `PUT /api/account/updates`. */
export function useSaveAccountUpdates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountUpdatesInput) => apiRequest<AccountUpdates>('PUT', '/api/account/updates', input),
    onSuccess: (saved) => queryClient.setQueryData(accountUpdatesKey, saved),
  });
}
