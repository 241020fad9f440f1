import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankTransferFields } from '@shared/schemas/payments';
import { postFormData } from '@web/lib/api-client';
import { refreshRequestViews, requestApiBase, type RequestAccess } from './request-access';

export type AnnounceBankTransferVariables = {
  access: RequestAccess;
  fields: BankTransferFields;
  /** A photo or PDF of the slip, already checked for type and size in the browser; the server checks again. */
  slip?: File | null;
};

/** `POST …/bank-transfer` as multipart/form-data (`BankTransferFieldsSchema`'s fields, file part `slip`). */
export async function announceBankTransfer({ access, fields, slip }: AnnounceBankTransferVariables): Promise<unknown> {
  const body = new FormData();
  body.append('amount', fields.amount);
  if (fields.note) body.append('note', fields.note);
  // The file goes last: the server reads the fields before it streams the file.
  if (slip) body.append('slip', slip, slip.name);
  return postFormData(`${requestApiBase(access)}/bank-transfer`, body);
}

export function useAnnounceBankTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: announceBankTransfer,
    onSettled: (_data, _error, { access }) => refreshRequestViews(queryClient, access.requestNumber),
  });
}
