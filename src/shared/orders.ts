import { REFERENCE_ALPHABET } from './constants';
import { KINGSTON_OFFSET_MS } from './kingston-time';

// Shop orders' statuses, methods and rules that screens need without loading zod (the customer pages'
// first-load budget); their schemas are in ./schemas/orders.ts.

export const ORDER_STATUSES = ['pending', 'paid', 'preparing', 'ready_pickup', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Order Placed',
  paid: 'Paid',
  preparing: 'Preparing',
  ready_pickup: 'Ready for Pickup',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
export const DELIVERY_METHODS = ['shipping', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const PAYMENT_METHODS = ['pay_later', 'card'] as const;
/** Card orders not paid within this many minutes are cancelled and their stock released. */
export const CARD_PAYMENT_WINDOW_MINUTES = 30;
/** `ORD-` and 8 characters from the same unambiguous alphabet as request numbers (docs/choices.md #8, #13). */
export const ORDER_NUMBER_PATTERN = new RegExp(`^ORD-[${REFERENCE_ALPHABET}]{8}$`);

/**
 * Where staff can move an order from each status. Delivered and cancelled are final. The status only moves
 * forward: "paid" is a step after "pending" (a card payment, or money received before the order is
 * prepared); a pay-at-pickup order paid at the counter goes straight to delivered, which records the
 * payment, so an order that is ready or on its way never steps back to "paid" and hides where it is.
 */
export const ORDER_NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'preparing', 'ready_pickup', 'out_for_delivery', 'cancelled'],
  paid: ['preparing', 'ready_pickup', 'out_for_delivery', 'cancelled'],
  preparing: ['ready_pickup', 'out_for_delivery', 'cancelled'],
  ready_pickup: ['delivered', 'cancelled'],
  out_for_delivery: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};
/** The statuses an order can move to next: ready for pickup only for pickup, out for delivery only for shipping. */
export function nextOrderStatuses(order: { status: OrderStatus; deliveryMethod: DeliveryMethod }): OrderStatus[] {
  return ORDER_NEXT_STATUSES[order.status].filter(
    (s) => !(s === 'ready_pickup' && order.deliveryMethod === 'shipping') && !(s === 'out_for_delivery' && order.deliveryMethod === 'pickup'),
  );
}
export const ADMIN_ORDERS_PAGE_SIZE = 20;

/**
 * The caps on one product (or catalogue part) until staff change them in the back office: at most this
 * many in one order, and in all of one customer's orders of the last 24 hours (cancelled ones aside). A
 * repairer stocking up buys ten screens; a script holding the shelf wants all of them.
 */
export const DEFAULT_MAX_UNITS_PER_ORDER = 10;
export const DEFAULT_MAX_UNITS_PER_CUSTOMER_PER_DAY = 20;
/**
 * Until staff change them: an unconfirmed pay-later order keeps its stock this many hours unless the
 * customer confirms it from the e-mailed link; one whose total is above the amount is confirmed by staff
 * only (docs/shop-holds.md). The database's defaults for shop_settings are the same figures.
 */
export const DEFAULT_CONFIRM_WITHIN_HOURS = 3;
export const DEFAULT_STAFF_CONFIRM_ABOVE_JMD = 50_000;
/**
 * What orders paid at pickup or on delivery may hold together before anyone has confirmed them (not sent
 * by the signed-in owner of a confirmed e-mail address, not paid, not moved on by staff): by default at
 * most half of any product's units, rounded up, so the rest is always there for customers who pay or
 * confirm (docs/shop-holds.md, which also gives the bound per client address). Checkout says it.
 */
export const DEFAULT_UNCONFIRMED_SHARE_OF_STOCK = 0.5;
/** ... and at most this many units from one client address (RateLimits.unconfirmedUnitsPerAddress). */
export const DEFAULT_UNCONFIRMED_UNITS_PER_ADDRESS = 20;

/** The most of a product that unconfirmed orders may hold together, given its units on the shelf and in their holds. */
export function unconfirmedLimit(unitsOfProduct: number, share = DEFAULT_UNCONFIRMED_SHARE_OF_STOCK): number {
  return Math.ceil(unitsOfProduct * share);
}

/** Jamaica keeps UTC-5 all year (no daylight saving), so the shop's calendar is a fixed offset from UTC. */
const SHOP_UTC_OFFSET_MS = -KINGSTON_OFFSET_MS;
const DAY_MS = 24 * 60 * 60_000;
const isWeekend = (shopTime: Date) => shopTime.getUTCDay() === 0 || shopTime.getUTCDay() === 6;

/**
 * `days` business days (Monday to Friday, Kingston time) after `from`, at the same time of day: Friday
 * 15:00 + 5 is the next Friday 15:00, + 2 is Tuesday 15:00. A start on a weekend counts from Monday 00:00,
 * so the customer always gets the full days. Public holidays are not known here and count as business days.
 */
export function addBusinessDays(from: Date, days: number): Date {
  let t = new Date(from.getTime() + SHOP_UTC_OFFSET_MS);
  if (isWeekend(t)) {
    t = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()));
    while (isWeekend(t)) t = new Date(t.getTime() + DAY_MS);
  }
  for (let i = 0; i < days; i++) {
    t = new Date(t.getTime() + DAY_MS);
    while (isWeekend(t)) t = new Date(t.getTime() + DAY_MS);
  }
  return new Date(t.getTime() - SHOP_UTC_OFFSET_MS);
}

/**
 * A catalogue part sold by the Kingston shop is listed in USD (docs/choices.md #7) and charged in an order in
 * JMD at the exchange rate in force (the landed-cost rates' `exchangeRateJmd`; no duty or GCT: the part
 * is already in Jamaica). Both in cents, rounded once, so checkout's figure and the server's agree.
 */
export function partPriceJmdCents(usdCents: number, exchangeRateJmdCents: number): number {
  return Math.round((usdCents * exchangeRateJmdCents) / 100);
}
