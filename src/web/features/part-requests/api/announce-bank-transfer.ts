import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankTransferFields } from '@shared/schemas/payments';
import { ApiRequestError } from '@web/lib/api-client';
import { refreshRequestViews, requestApiBase, type RequestAccess } from './request-access';

export type AnnounceBankTransferVariables = {
  access: RequestAccess;
  fields: BankTransferFields;
  /** A photo or PDF of the slip, already checked for type and size in the browser; the server checks again. */
  slip?: File | null;
};

/**
 * `POST …/bank-transfer` as multipart/form-data (`BankTransferFieldsSchema`'s fields, file part `slip`),
 * which apiRequest cannot send; this fetch mirrors it: the cookies go along and a non-OK answer throws
 * ApiRequestError("<status>: <body text>").
 */
export async function announceBankTransfer({ access, fields, slip }: AnnounceBankTransferVariables): Promise<unknown> {
  const body = new FormData();
  body.append('amount', fields.amount);
  if (fields.note) body.append('note', fields.note);
  // The file goes last: the server reads the fields before it streams the file.
  if (slip) body.append('slip', slip, slip.name);
  const res = await fetch(`${requestApiBase(access)}/bank-transfer`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body,
  });
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new ApiRequestError(res.status, text || res.statusText);
  return text ? (JSON.parse(text) as unknown) : null;
}

export function useAnnounceBankTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: announceBankTransfer,
    onSettled: (_data, _error, { access }) => refreshRequestViews(queryClient, access.requestNumber),
  });
}
