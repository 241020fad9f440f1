import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentSettings, PaymentSettingsInput } from '@shared/schemas/payments';
import { apiRequest } from '@web/lib/api-client';
import { paymentKeys } from './keys';

/** `PUT /api/admin/payment-settings`: the deposit rule, bank details, TRN, GCT and duty wording. */
export function updatePaymentSettings(input: PaymentSettingsInput): Promise<PaymentSettings> {
  return apiRequest<PaymentSettings>('PUT', '/api/admin/payment-settings', input);
}

export function useUpdatePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(paymentKeys.settings(), settings);
    },
  });
}
