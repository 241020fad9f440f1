import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackedOrder } from '@shared/schemas/orders';
import { orderKeys } from './keys';

export type OrderLookup = { orderNumber: string; email: string };

/**
 * `GET /api/orders/track/{orderNumber}?email=`: one order, found by its number and the e-mail it was
 * placed with (a wrong e-mail is the same 404 'Order Not Found' as an unknown number). It shows the order,
 * not who placed it: no name, e-mail, phone or street address.
 */
export const trackOrderQueryOptions = (lookup: OrderLookup) =>
  queryOptions<TrackedOrder>({ queryKey: orderKeys.track(lookup.orderNumber, lookup.email) });

/** The order for this lookup, fetched when first shown; `null` looks up nothing. */
export function useTrackedOrder(lookup: OrderLookup | null, { fetch = true }: { fetch?: boolean } = {}) {
  return useQuery({ ...trackOrderQueryOptions(lookup ?? { orderNumber: '', email: '' }), enabled: fetch && lookup !== null });
}

/** Fetches an order afresh (a status can change at any time) into the cache `useTrackedOrder` reads. */
export function useOrderLookup() {
  const queryClient = useQueryClient();
  return useCallback((lookup: OrderLookup) => queryClient.fetchQuery({ ...trackOrderQueryOptions(lookup), staleTime: 0 }), [queryClient]);
}
