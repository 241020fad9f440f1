import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@shared/schemas/auth';
import type { Message } from '@shared/schemas/common';
import { apiRequest } from '@web/lib/api-client';
import { authKeys } from '@web/lib/auth';

export function resetPassword(input: ResetPasswordInput): Promise<Message> {
  return apiRequest<Message>('POST', '/api/auth/reset-password', input);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The server ends this browser's session on a reset, so the new password is used at once.
    onSuccess: () => {
      queryClient.setQueryData(authKeys.user(), null);
    },
  });
}
