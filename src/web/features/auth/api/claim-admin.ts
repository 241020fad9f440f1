import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimAdminInput, User } from '@shared/schemas/auth';
import { apiRequest } from '@web/lib/api-client';
import { authKeys } from '@web/lib/auth';

export function claimAdmin(input: ClaimAdminInput): Promise<User> {
  return apiRequest<User>('POST', '/api/auth/claim-admin', input);
}

export function useClaimAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimAdmin,
    // Every screen sees the admin role at once (the header's Admin link, the admin pages).
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.user(), user);
    },
  });
}
