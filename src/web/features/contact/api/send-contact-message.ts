import { useMutation } from '@tanstack/react-query';
import type { ContactInput, ContactSent } from '@shared/schemas/contact';
import { apiRequest } from '@web/lib/api-client';

/** `POST /api/contact`: answered 201 "Message Sent" only once the message is stored (docs/choices.md #17). */
export function sendContactMessage(input: ContactInput): Promise<ContactSent> {
  return apiRequest<ContactSent>('POST', '/api/contact', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
