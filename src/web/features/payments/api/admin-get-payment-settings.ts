import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentSettings } from '@shared/schemas/payments';
import { paymentKeys } from './keys';

/** `GET /api/admin/payment-settings`: the settings in force, or the defaults (`id` null) until staff save some. */
export const paymentSettingsQueryOptions = () => queryOptions<PaymentSettings>({ queryKey: paymentKeys.settings() });

export function usePaymentSettings() {
  return useQuery(paymentSettingsQueryOptions());
}
