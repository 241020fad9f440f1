/**
 * Query keys of the staff money screens. The settings key is the path the invoice page reads too, so
 * saving new settings refreshes the invoice's TRN and bank details.
 */
export const paymentKeys = {
  money: () => ['/api/admin/money'] as const,
  settings: () => ['/api/admin/payment-settings'] as const,
};
