import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings } from '@shared/schemas/orders';
import { apiRequest } from '@web/lib/api-client';
import { orderLimitsKeys } from '@web/lib/order-limits';
import { orderKeys } from './keys';

/** `GET /api/admin/shop-settings`: the caps on units of one item per order and per customer a day. */
export function useAdminShopSettings() {
  return useQuery<ShopSettings>({ queryKey: orderKeys.shopSettings() });
}

/** `PUT /api/admin/shop-settings`: the next order is checked against the new caps. */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopSettings) => apiRequest<ShopSettings>('PUT', '/api/admin/shop-settings', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(orderKeys.shopSettings(), saved);
      // The storefront's steppers in this browser follow at once.
      queryClient.setQueryData(orderLimitsKeys.all(), saved);
    },
  });
}
