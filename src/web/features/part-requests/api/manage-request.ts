import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@shared/schemas/common';
import type { TrackingRecord } from '@shared/schemas/part-request-tracking';
import { apiRequest } from '@web/lib/api-client';
import { partRequestKeys } from './keys';

// Managing a request from tracking (decision 006): ask for the link e-mailed to the request's address,
// open it (its token for the full record and an hour's access, kept by the browser as an httpOnly cookie),
// and read the full record again while that access lasts.

const base = (requestNumber: string) => `/api/part-requests/track/${encodeURIComponent(requestNumber)}`;

/** `POST …/manage-link` `{ email }`: the same answer whether or not the e-mail is the request's. */
export function requestManageLink(variables: { requestNumber: string; email: string }): Promise<Message> {
  return apiRequest<Message>('POST', `${base(variables.requestNumber)}/manage-link`, { email: variables.email });
}

export function useRequestManageLink() {
  return useMutation({ mutationFn: requestManageLink });
}

/** `POST …/manage` `{ token }`: spends the link's token (sent in the body, never in a URL). */
export function openManageLink(variables: { requestNumber: string; token: string }): Promise<TrackingRecord> {
  return apiRequest<TrackingRecord>('POST', `${base(variables.requestNumber)}/manage`, { token: variables.token });
}

export function useOpenManageLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openManageLink,
    onSuccess: (record) => queryClient.setQueryData(partRequestKeys.managed(record.requestNumber), record),
  });
}

/** `GET …/manage`: the full record while the access lasts (a reload after the link was opened). */
export function fetchManagedRequest(requestNumber: string): Promise<TrackingRecord> {
  return apiRequest<TrackingRecord>('GET', `${base(requestNumber)}/manage`);
}

/** Enabled only once the page knows it has no token to open (it would otherwise race the token's exchange). */
export function useManagedRequest(requestNumber: string, enabled: boolean) {
  return useQuery({
    queryKey: partRequestKeys.managed(requestNumber),
    queryFn: () => fetchManagedRequest(requestNumber),
    enabled,
  });
}
