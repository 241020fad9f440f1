import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupInput, SignupResponse } from '@shared/schemas/auth';
import { apiRequest } from '@web/lib/api-client';
import { authKeys } from '@web/lib/auth';
import { storeKeys } from '@web/lib/store-info';

export function signup(input: SignupInput): Promise<SignupResponse> {
  return apiRequest<SignupResponse>('POST', '/api/auth/signup', input);
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: ({ user, isFirstUser }) => {
      queryClient.setQueryData(authKeys.user(), user);
      // The "first account becomes admin" note no longer applies once an account exists.
      if (isFirstUser) void queryClient.invalidateQueries({ queryKey: storeKeys.info() });
    },
  });
}
