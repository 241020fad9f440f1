import type { Order } from '@shared/schemas/orders';

/** "Pickup" or "Island-wide shipping"; the parish is shown beside it where there is room. */
export function deliveryLabel(order: Pick<Order, 'deliveryMethod'>): string {
  return order.deliveryMethod === 'pickup' ? 'Pickup' : 'Island-wide shipping';
}

/** How the customer pays: by card online, or cash or card when the order reaches them (docs/choices.md #8). */
export function paymentLabel(order: Pick<Order, 'paymentMethod' | 'deliveryMethod'>): string {
  if (order.paymentMethod === 'card') return 'Card';
  return order.deliveryMethod === 'pickup' ? 'Pay at pickup' : 'Pay on delivery';
}

/** A phone number as a tel: link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
