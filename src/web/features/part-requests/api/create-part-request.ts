import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartRequestCreated, PartRequestInput } from '@shared/schemas/part-requests';
import { apiRequest, postFormData } from '@web/lib/api-client';
import { useIdempotentSend } from '@web/lib/idempotency-keys';
import { partRequestKeys } from './keys';

export type CreatePartRequestVariables = {
  /** The values as the shared schema parsed them (z.output). */
  request: PartRequestInput;
  /** An optional photo of the old part, already checked for type and size in the browser. */
  photo?: File | null;
};

/**
 * `POST /api/part-requests`. Without a photo the request goes as JSON through the api client. With one it
 * goes as multipart/form-data (field `request` = the same JSON as text, file `photo`); either way a non-OK
 * answer throws ApiRequestError("<status>: <body text>") (docs/product.md §8).
 */
export async function createPartRequest({ request, photo }: CreatePartRequestVariables, idempotencyKey: string): Promise<PartRequestCreated> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  if (!photo) return apiRequest<PartRequestCreated>('POST', '/api/part-requests', request, headers);

  const body = new FormData();
  body.append('request', JSON.stringify(request));
  body.append('photo', photo, photo.name);
  return postFormData<PartRequestCreated>('/api/part-requests', body, headers);
}

/**
 * Each request carries an Idempotency-Key, the same on every retry of the same request (with the same
 * photo): a connection dropped after the server stored it is retried twice and answered with that
 * request, never a second.
 */
export function useCreatePartRequest() {
  const queryClient = useQueryClient();
  // The same request with the same photo is the same attempt.
  const send = useIdempotentSend(createPartRequest, (v: CreatePartRequestVariables) => ({
    request: v.request,
    photo: v.photo ? [v.photo.name, v.photo.size, v.photo.lastModified] : null,
  }));
  return useMutation({
    ...send,
    onSuccess: () => {
      // A signed-in customer's new request belongs in their history and account counts.
      void queryClient.invalidateQueries({ queryKey: partRequestKeys.mine() });
    },
  });
}
