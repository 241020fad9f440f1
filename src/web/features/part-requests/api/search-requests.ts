import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

export type TrackSearchType = 'phone' | 'email';
export type TrackSearch = { type: TrackSearchType; value: string };

/**
 * `POST /api/track-request` { type: phone|email, value }: the server e-mails the requests made with that
 * phone number or e-mail to the address on them, and answers the same message whether or not any matched
 * (knowing a number or an address is not proof of owning it).
 */
export function sendRequestList(search: TrackSearch): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/api/track-request', search);
}

export function useSendRequestList() {
  return useMutation({ mutationFn: sendRequestList });
}
