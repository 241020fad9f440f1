// Query keys of the orders feature, from one factory (docs/architecture.md, "One way to the API"), shaped for `urlFromQueryKey`:
// the API path, then path segments, then a plain object for the query string. Invalidating adminAll
// refreshes the staff list and every open order under it.

import type { AdminOrderQuery } from '@shared/schemas/admin-order';

export const orderKeys = {
  adminAll: () => ['/api/admin/orders'] as const,
  adminList: (params: AdminOrderQuery) => ['/api/admin/orders', params] as const,
  adminDetail: (orderNumber: string) => ['/api/admin/orders', orderNumber] as const,
  mine: () => ['/api/orders'] as const,
  track: (orderNumber: string, email: string) => ['/api/orders/track', orderNumber, { email }] as const,
  shelf: (ids: string) => ['/api/inventory', { ids }] as const,
  /** Checkout's check of the cart against the shelf (not a URL: its query function reads the cart). */
  cartCheck: () => ['checkout', 'cart-check'] as const,
  paymentsConfig: () => ['/api/payments/config'] as const,
  shopSettings: () => ['/api/admin/shop-settings'] as const,
  rates: () => ['/api/landed-cost-rates'] as const,
};
