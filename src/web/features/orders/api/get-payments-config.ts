import { useQuery } from '@tanstack/react-query';
import { orderKeys } from './keys';

export type PaymentsConfig = { cardPayments: boolean; publishableKey: string | null };

/** `GET /api/payments/config`: whether card payments are on (Stripe configured) and the public key for them. */
export function usePaymentsConfig() {
  return useQuery<PaymentsConfig>({ queryKey: orderKeys.paymentsConfig(), staleTime: 5 * 60_000, retry: 1 });
}
