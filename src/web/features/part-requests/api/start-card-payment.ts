import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartCardPaymentInput, StartedCardPayment } from '@shared/schemas/payments';
import { apiRequest } from '@web/lib/api-client';
import { useIdempotentSend } from '@web/lib/idempotency-keys';
import { refreshRequestViews, requestApiBase, type RequestAccess } from './request-access';

export type StartCardPaymentVariables = { access: RequestAccess; payment: StartCardPaymentInput };

/**
 * `POST …/pay` `{ method, amount }`: the server works out the amount (deposit, balance or everything
 * owed) and opens a pending payment. WiPay answers with the address of its card page; Stripe with the
 * client secret its own form needs. The Idempotency-Key makes a resend after a dropped connection answer
 * the payment and page the first send opened, not a second pending payment (which would be refused).
 */
export function startCardPayment({ access, payment }: StartCardPaymentVariables, idempotencyKey: string): Promise<StartedCardPayment> {
  return apiRequest<StartedCardPayment>('POST', `${requestApiBase(access)}/pay`, payment, { 'Idempotency-Key': idempotencyKey });
}

export function useStartCardPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    ...useIdempotentSend(startCardPayment),
    // A refusal (more than is owed, a payment already waiting) means the balance moved on: read it again.
    onError: (_error, { access }) => refreshRequestViews(queryClient, access.requestNumber),
  });
}
