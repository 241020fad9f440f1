import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankTransferFields } from '@shared/schemas/payments';
import { postFormData } from '@web/lib/api-client';
import { useIdempotentSend } from '@web/lib/idempotency-keys';
import { refreshRequestViews, requestApiBase, type RequestAccess } from './request-access';

export type AnnounceBankTransferVariables = {
  access: RequestAccess;
  fields: BankTransferFields;
  /** A photo or PDF of the slip, already checked for type and size in the browser; the server checks again. */
  slip?: File | null;
};

/**
 * `POST …/bank-transfer` as multipart/form-data (`BankTransferFieldsSchema`'s fields, file part `slip`), with
 * an Idempotency-Key: a resend after a dropped connection answers the transfer already announced instead
 * of being refused as a second one.
 */
export async function announceBankTransfer({ access, fields, slip }: AnnounceBankTransferVariables, idempotencyKey: string): Promise<unknown> {
  const body = new FormData();
  body.append('amount', fields.amount);
  if (fields.note) body.append('note', fields.note);
  // The file goes last: the server reads the fields before it streams the file.
  if (slip) body.append('slip', slip, slip.name);
  return postFormData(`${requestApiBase(access)}/bank-transfer`, body, { 'Idempotency-Key': idempotencyKey });
}

export function useAnnounceBankTransfer() {
  const queryClient = useQueryClient();
  // The same fields and the same slip are the same attempt.
  const send = useIdempotentSend(announceBankTransfer, (v: AnnounceBankTransferVariables) => ({
    access: v.access,
    fields: v.fields,
    slip: v.slip ? [v.slip.name, v.slip.size, v.slip.lastModified] : null,
  }));
  return useMutation({
    ...send,
    onSettled: (data, error, variables) => {
      send.onSettled(data, error, variables);
      void refreshRequestViews(queryClient, variables.access.requestNumber);
    },
  });
}
