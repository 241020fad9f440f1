import { ORDER_STATUS_LABELS, type Order } from '../../../shared/schemas/orders';
import type { MailMessage } from '../../lib/mail/mailer';
import { firstName, jmd, signature, type StoreSignature } from '../../lib/mail/wording';

function lines(order: Order): string[] {
  return [
    ...order.items.map((i) => `- ${i.quantity} × ${i.name}: ${jmd(i.lineTotal)}`),
    `Subtotal: ${jmd(order.subtotal)}`,
    `Shipping: ${order.shipping > 0 ? jmd(order.shipping) : 'Free (pickup)'}`,
    `Total: ${jmd(order.total)}`,
  ];
}

function delivery(order: Order, store: StoreSignature): string {
  return order.deliveryMethod === 'pickup'
    ? `Pickup at ${store.address}. We hold your order for 5 business days once it is ready.`
    : `Island-wide delivery to ${order.address}, ${order.parish}, in 1-3 business days.`;
}

/** Sent when an order is placed: what was bought, the totals, how it reaches the customer, how to pay. */
export function orderPlacedEmail(p: { order: Order; trackingLink: string; store: StoreSignature }): MailMessage {
  const { order, store } = p;
  const payment =
    order.paymentMethod === 'card'
      ? 'Payment: by card. We start preparing your order once the payment is confirmed.'
      : `Payment: ${order.deliveryMethod === 'pickup' ? 'at pickup' : 'on delivery'}, cash or card.`;
  return {
    kind: 'order-placed',
    to: order.customerEmail,
    subject: `Your order ${order.orderNumber}`,
    text: [
      `Hi ${firstName(order.customerName)},`,
      '',
      `Thank you for your order ${order.orderNumber}.`,
      '',
      ...lines(order),
      '',
      delivery(order, store),
      payment,
      '',
      `Track it any time: ${p.trackingLink}`,
      ...signature(store),
    ].join('\n'),
  };
}

/** Sent at every status change staff make. */
export function orderStatusEmail(p: { order: Order; note: string | null; trackingLink: string; store: StoreSignature }): MailMessage {
  const { order, store } = p;
  const label = ORDER_STATUS_LABELS[order.status];
  return {
    kind: 'order-status',
    to: order.customerEmail,
    subject: `Order ${order.orderNumber}: ${label}`,
    text: [
      `Hi ${firstName(order.customerName)},`,
      '',
      `Your order ${order.orderNumber} is now: ${label}.`,
      ...(order.status === 'ready_pickup' ? ['', `Collect it at ${store.address}. We hold it for 5 business days.`] : []),
      ...(p.note ? ['', p.note] : []),
      '',
      ...lines(order),
      '',
      `Track it any time: ${p.trackingLink}`,
      ...signature(store),
    ].join('\n'),
  };
}
