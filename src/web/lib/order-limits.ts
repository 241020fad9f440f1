import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_CONFIRM_WITHIN_HOURS,
  DEFAULT_MAX_UNITS_PER_CUSTOMER_PER_DAY,
  DEFAULT_MAX_UNITS_PER_ORDER,
  DEFAULT_STAFF_CONFIRM_ABOVE_JMD,
  DEFAULT_UNCONFIRMED_SHARE_OF_STOCK,
  DEFAULT_UNCONFIRMED_UNITS_PER_ADDRESS,
} from '@shared/orders';
import type { ShopRules } from '@shared/schemas/orders';

/**
 * The shop's rules (`GET /api/shop-settings`): the caps on units of one item, which staff can change (the
 * cart, the shop's product dialog and checkout offer no more than the per-order cap), and what an order
 * paid later holds until it is confirmed (docs/shop-holds.md), which checkout states. The server checks
 * them on every order; the defaults only fill the gap while the answer loads.
 */
export const orderLimitsKeys = { all: () => ['/api/shop-settings'] as const };

export const orderLimitsQueryOptions = () => queryOptions<ShopRules>({ queryKey: orderLimitsKeys.all() });

const LOADING: ShopRules = {
  maxUnitsPerOrder: DEFAULT_MAX_UNITS_PER_ORDER,
  maxUnitsPerCustomerPerDay: DEFAULT_MAX_UNITS_PER_CUSTOMER_PER_DAY,
  confirmWithinHours: DEFAULT_CONFIRM_WITHIN_HOURS,
  staffConfirmAboveJmd: DEFAULT_STAFF_CONFIRM_ABOVE_JMD,
  unitsPerConnection: DEFAULT_UNCONFIRMED_UNITS_PER_ADDRESS,
  shareOfStockPercent: Math.round(DEFAULT_UNCONFIRMED_SHARE_OF_STOCK * 100),
};

export function useOrderLimits(): ShopRules {
  return useQuery(orderLimitsQueryOptions()).data ?? LOADING;
}
