import { useMutation } from '@tanstack/react-query';
import type { OrderInput, PaymentIntentCreated } from '@shared/schemas/orders';
import { apiRequest } from '@web/lib/api-client';
import { useIdempotentSend } from '@web/lib/idempotency-keys';

/**
 * `POST /api/create-payment-intent`: places a card order (priced and its stock held on the server for 30
 * minutes) and answers the Stripe client secret the payment form needs. 502 'Failed to initialize
 * payment' when Stripe could not be reached (the order is then cancelled on the server). Like placing an
 * order, it carries an Idempotency-Key kept across retries of the same order; after an answer other than
 * a dropped connection the next try is a new attempt with a new key.
 */
export function useCreatePaymentIntent() {
  return useMutation(
    useIdempotentSend((input: OrderInput, key) => apiRequest<PaymentIntentCreated>('POST', '/api/create-payment-intent', input, { 'Idempotency-Key': key })),
  );
}
