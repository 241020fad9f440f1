import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderInput, PaymentIntentCreated } from '@shared/schemas/orders';
import { apiRequest, isNetworkError } from '@web/lib/api-client';
import { createIdempotencyKeys } from '@web/lib/idempotency-keys';

/**
 * `POST /api/create-payment-intent`: places a card order (priced and its stock held on the server for 30
 * minutes) and answers the Stripe client secret the payment form needs. 502 'Failed to initialize
 * payment' when Stripe could not be reached (the order is then cancelled on the server). Like placing an
 * order, it carries an Idempotency-Key kept across retries of the same order; after an answer other than
 * a dropped connection the next try is a new attempt with a new key.
 */
export function useCreatePaymentIntent() {
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationFn: (input: OrderInput) => apiRequest<PaymentIntentCreated>('POST', '/api/create-payment-intent', input, { 'Idempotency-Key': keys.keyFor(input) }),
    retry: (failures, error) => failures < 2 && isNetworkError(error),
    onSettled: (_data, error, input) => {
      if (!error || !isNetworkError(error)) keys.forget(input);
    },
  });
}
