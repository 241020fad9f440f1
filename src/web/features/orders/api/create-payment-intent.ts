import { useMutation } from '@tanstack/react-query';
import type { OrderInput, PaymentIntentCreated } from '@shared/schemas/orders';
import { apiRequest } from '@web/lib/api-client';

/**
 * `POST /api/create-payment-intent`: places a card order (priced and its stock held on the server for 30
 * minutes) and answers the Stripe client secret the payment form needs. 502 'Failed to initialize
 * payment' when Stripe could not be reached (the order is then cancelled on the server).
 */
export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: (input: OrderInput) => apiRequest<PaymentIntentCreated>('POST', '/api/create-payment-intent', input) });
}
