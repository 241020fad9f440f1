import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput, User } from '@shared/schemas/auth';
import { apiRequest } from '@web/lib/api-client';
import { authKeys } from '@web/lib/auth';

export function updateProfile(input: UpdateProfileInput): Promise<User> {
  return apiRequest<User>('PUT', '/api/auth/update-profile', input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.user(), user);
    },
  });
}
