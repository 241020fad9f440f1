import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@shared/schemas/auth';
import type { Message } from '@shared/schemas/common';
import { apiRequest } from '@web/lib/api-client';

export function requestPasswordReset(input: ForgotPasswordInput): Promise<Message> {
  return apiRequest<Message>('POST', '/api/auth/forgot-password', input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
