import { ISLAND_SHIPPING_JMD } from './constants';
import type { DeliveryMethod } from './orders';

// What delivery adds to a shop order (docs/choices.md #7), said once for the checkout's total and the
// server's: island-wide shipping costs ISLAND_SHIPPING_JMD, pickup in Kingston is free.

/** The delivery fee in J$ for the method the customer chose. */
export function deliveryFeeJmd(method: DeliveryMethod): number {
  return method === 'shipping' ? ISLAND_SHIPPING_JMD : 0;
}
