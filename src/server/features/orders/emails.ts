import { PICKUP_HOLD_BUSINESS_DAYS } from '../../../shared/constants';
import type { Order } from '../../../shared/schemas/orders';
import { ORDER_STATUS_LABELS } from '../../../shared/orders';
import { kingstonClock } from '../../../shared/kingston-time';
import type { MailMessage } from '../../lib/mail/mailer';
import { greeting, jmd, signature, type StoreSignature } from '../../lib/mail/wording';

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
    ? `Pickup at ${store.address}. We hold your order for ${PICKUP_HOLD_BUSINESS_DAYS} business days once it is ready.`
    : `Island-wide delivery to ${order.address}, ${order.parish}, in 1-3 business days.`;
}

/**
 * Sent when an order is placed: what was bought, the totals, how it reaches the customer, how to pay.
 * Unless the buyer is the address's owner (signed in to the account that proved it:
 * src/server/lib/mail/verified-addresses.ts) it carries nothing the buyer typed, who need not own the
 * address: no name, no delivery address. The lines stay: their names, prices and totals are the store's own.
 */
export function orderPlacedEmail(p: {
  order: Order;
  owner: boolean;
  trackingLink: string;
  /** The confirmation link of an unconfirmed order and its token, which the outbox hides (docs/outbox.md). */
  confirm: { link: string; token: string } | null;
  store: StoreSignature;
}): MailMessage {
  const { order, store } = p;
  const payment =
    order.paymentMethod === 'card'
      ? 'Payment: by card. We start preparing your order once the payment is confirmed.'
      : `Payment: ${order.deliveryMethod === 'pickup' ? 'at pickup' : 'on delivery'}, cash or card.`;
  return {
    kind: 'order-placed',
    ...(p.confirm ? { secrets: [p.confirm.token] } : {}),
    to: order.customerEmail,
    subject: `Your order ${order.orderNumber}`,
    text: [
      greeting(order.customerName, p.owner),
      '',
      p.owner ? `Thank you for your order ${order.orderNumber}.` : `We received your order ${order.orderNumber}, placed with this e-mail address.`,
      '',
      ...lines(order),
      '',
      p.owner || order.deliveryMethod === 'pickup' ? delivery(order, store) : 'Island-wide delivery to the address given with the order, in 1-3 business days.',
      payment,
      ...confirmLines(order, p.confirm?.link ?? null, store),
      '',
      `Track it any time: ${p.trackingLink}`,
      ...(p.owner ? [] : ['', 'If you did not place this order, you can ignore this e-mail: it will be released on its own.']),
      ...signature(store),
    ].join('\n'),
  };
}

/**
 * For an order awaiting confirmation (docs/shop-holds.md): the link that confirms it and when the items
 * go back on sale otherwise; for a large one, that staff will call to confirm it.
 */
function confirmLines(order: Order, confirmLink: string | null, store: StoreSignature): string[] {
  if (!order.confirmation) return [];
  const by = kingstonClock(new Date(order.confirmation.by));
  return order.confirmation.staffOnly || !confirmLink
    ? ['', `Because of its size, our staff will call the number given with the order to confirm it before ${by}. If you do not hear from us, call ${store.phone}; an order nobody confirms is released then and its items go back on sale.`]
    : ['', `Please confirm your order before ${by} (Kingston time). Until you do, we keep the items aside only until then:`, confirmLink];
}

/** What the new status means for the customer: what happens next, and whether money is still due. */
function statusLines(order: Order, store: StoreSignature & { hours?: string }, owner: boolean, owedCents: number): string[] {
  const due = owedCents > 0;
  const owed = jmd(owedCents / 100);
  switch (order.status) {
    case 'paid':
      return [`We have received your payment of ${jmd(order.total)}. We will let you know when your order is ${order.deliveryMethod === 'pickup' ? 'ready for pickup' : 'on its way'}.`];
    case 'preparing':
      return [`We are preparing your order. We will let you know when it is ${order.deliveryMethod === 'pickup' ? 'ready for pickup' : 'on its way'}.`];
    case 'ready_pickup':
      return [
        `Your order is ready. Collect it at ${store.address}${store.hours ? ` (open ${store.hours})` : ''}; we hold it for ${PICKUP_HOLD_BUSINESS_DAYS} business days. Bring your order number.`,
        ...(due ? [`Pay ${owed} at pickup, cash or card.`] : []),
      ];
    case 'out_for_delivery':
      return [
        owner ? `Your order is on its way to ${order.address}, ${order.parish}.` : 'Your order is on its way to the address given with it.',
        ...(due ? [`Pay ${owed} on delivery, cash or card, to the driver.`] : []),
      ];
    case 'delivered':
      return [order.deliveryMethod === 'pickup' ? 'You have collected your order. Thank you for shopping with us.' : 'Your order has been delivered. Thank you for shopping with us.'];
    case 'cancelled':
      return [
        'Your order has been cancelled.',
        ...(order.paidAt !== null && order.paymentMethod === 'card'
          ? [`You paid ${jmd(order.total)} by card: we will contact you about the refund.`]
          : []),
      ];
    case 'pending':
      return [];
  }
}

/**
 * Sent at every status change (staff, a confirmed card payment, an unpaid card order expiring). The name
 * and delivery address only when the buyer owns the address (`owner`), as for the order's first e-mail.
 */
export function orderStatusEmail(p: {
  order: Order;
  /** What is still owed, from the ledger: a part payment is taken off. */
  owedCents: number;
  owner: boolean;
  note: string | null;
  trackingLink: string;
  store: StoreSignature & { hours?: string };
}): MailMessage {
  const { order, store } = p;
  const label = ORDER_STATUS_LABELS[order.status];
  return {
    kind: 'order-status',
    to: order.customerEmail,
    subject: `Order ${order.orderNumber}: ${label}`,
    text: [
      greeting(order.customerName, p.owner),
      '',
      `Your order ${order.orderNumber} is now: ${label}.`,
      '',
      ...statusLines(order, store, p.owner, p.owedCents),
      ...(p.note ? ['', p.note] : []),
      '',
      ...lines(order),
      '',
      `Track it any time: ${p.trackingLink}`,
      ...signature(store),
    ].join('\n'),
  };
}

/**
 * To the shop, when a card payment arrives that the order cannot simply take: the order was cancelled
 * (its payment window ran out, or staff cancelled it) or the amount is not the order's total. Money was
 * taken, so a person must refund it or honour the order; nothing is decided automatically.
 */
export function paymentNeedsStaffEmail(p: {
  order: Order;
  paymentIntentId: string;
  amount: number;
  reason: string;
  adminLink: string;
  storeEmail: string;
}): MailMessage {
  return {
    kind: 'order-payment-check',
    to: p.storeEmail,
    subject: `Action needed: card payment for order ${p.order.orderNumber}`,
    text: [
      `A card payment of ${jmd(p.amount)} (Stripe ${p.paymentIntentId}) arrived for order ${p.order.orderNumber} (${ORDER_STATUS_LABELS[p.order.status]}, total ${jmd(p.order.total)}).`,
      p.reason,
      `Refund it in the Stripe dashboard, or contact ${p.order.customerName} (${p.order.customerEmail}, ${p.order.customerPhone}) to settle the order.`,
      '',
      p.adminLink,
    ].join('\n'),
  };
}

/** Why a pay-later order expired (the expiry sweep in service.ts). */
export type ExpiryReason = 'pickup_not_collected' | 'pickup_ready_not_collected' | 'delivery_not_confirmed' | 'order_not_confirmed';

/** The order's history note for an expiry: what happened, in the customer's words. */
export function expiryNote(reason: ExpiryReason, holdDays: number): string {
  switch (reason) {
    case 'pickup_not_collected':
      return `Not collected within ${holdDays} business days, so the order was cancelled and its items put back on sale.`;
    case 'pickup_ready_not_collected':
      return `Not collected within ${holdDays} business days of being ready, so the order was cancelled and its items put back on sale.`;
    case 'delivery_not_confirmed':
      return `We could not confirm the delivery within ${holdDays} business days, so the order was cancelled and its items put back on sale.`;
    case 'order_not_confirmed':
      return 'Nobody confirmed the order in time, so it was released and its items put back on sale.';
  }
}

/**
 * Sent when an unpaid pay-at-pickup / on-delivery order expires and its items go back on sale: what
 * happened, that nothing is owed, and how to get the items if the customer still wants them.
 */
export function orderExpiredEmail(p: { order: Order; owner: boolean; reason: ExpiryReason; holdDays: number; shopLink: string; store: StoreSignature }): MailMessage {
  const { order, store } = p;
  const what =
    p.reason === 'order_not_confirmed'
      ? `Your order ${order.orderNumber} was not confirmed in time, so we have released it and put the items back on sale.`
      : p.reason === 'delivery_not_confirmed'
      ? `We are sorry: we could not confirm the delivery of your order ${order.orderNumber} within ${p.holdDays} business days, so we have cancelled it and put the items back on sale.`
      : p.reason === 'pickup_ready_not_collected'
        ? `Your order ${order.orderNumber} was ready for pickup but not collected within ${p.holdDays} business days, so we have cancelled it and put the items back on sale.`
        : `Your order ${order.orderNumber} was not collected within ${p.holdDays} business days, so we have cancelled it and put the items back on sale.`;
  return {
    kind: 'order-expired',
    to: order.customerEmail,
    subject: `Your order ${order.orderNumber} has expired`,
    text: [
      greeting(order.customerName, p.owner),
      '',
      what,
      'You have not been charged and owe nothing.',
      '',
      `If you still want these items, place a new order at ${p.shopLink} or call us on ${store.phone} and we will put them aside for you.`,
      '',
      'The order was:',
      ...lines(order),
      ...signature(store),
    ].join('\n'),
  };
}
