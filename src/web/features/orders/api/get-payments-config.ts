import { useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '@shared/schemas/orders';
import { orderKeys } from './keys';

/** `GET /api/payments/config`: whether card payments are on (Stripe configured) and the public key Stripe.js needs. */
export function usePaymentsConfig() {
  return useQuery<PaymentsConfig>({ queryKey: orderKeys.paymentsConfig() });
}
