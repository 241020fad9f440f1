import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_MAX_UNITS_PER_CUSTOMER_PER_DAY, DEFAULT_MAX_UNITS_PER_ORDER } from '@shared/orders';
import type { ShopSettings } from '@shared/schemas/orders';

/**
 * The caps on units of one item (`GET /api/shop-settings`), which staff can change: the cart, the shop's
 * product dialog and checkout offer no more than the per-order cap. The server checks both caps on every
 * order; the defaults only fill the gap while the answer loads.
 */
export const orderLimitsKeys = { all: () => ['/api/shop-settings'] as const };

export const orderLimitsQueryOptions = () => queryOptions<ShopSettings>({ queryKey: orderLimitsKeys.all() });

const LOADING: ShopSettings = { maxUnitsPerOrder: DEFAULT_MAX_UNITS_PER_ORDER, maxUnitsPerCustomerPerDay: DEFAULT_MAX_UNITS_PER_CUSTOMER_PER_DAY };

export function useOrderLimits(): ShopSettings {
  return useQuery(orderLimitsQueryOptions()).data ?? LOADING;
}
