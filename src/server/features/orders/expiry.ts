import { DELIVERY_CONFIRM_BUSINESS_DAYS, PICKUP_HOLD_BUSINESS_DAYS } from '../../../shared/constants';
import { addBusinessDays } from '../../../shared/orders';
import { inTransaction } from '../../db/transaction';
import { expiryNote, orderExpiredEmail, type ExpiryReason } from './emails';
import type { OrderCore } from './order-core';
import * as repo from './repository';
import { changeStatus, SYSTEM } from './status';

// Pay-later orders whose hold ran out give their stock back (docs/shop-holds.md); card orders unpaid past
// their pay-by time are card-payments.ts's sweep.

const DAY_MS = 24 * 60 * 60_000;
/** At most this many pay-later orders expire in one sweep; the rest wait a minute for the next. */
const EXPIRY_BATCH = 100;

/** When an open pay-later order's hold ends, and why: see expireUnconfirmed. */
function holdEnds(row: repo.OrderRow, readyAt: Date | null): { at: Date; reason: ExpiryReason; days: number } {
  if (row.deliveryMethod === 'shipping') {
    return { at: addBusinessDays(row.createdAt, DELIVERY_CONFIRM_BUSINESS_DAYS), reason: 'delivery_not_confirmed', days: DELIVERY_CONFIRM_BUSINESS_DAYS };
  }
  if (row.status === 'ready_pickup' && readyAt) {
    return { at: addBusinessDays(readyAt, PICKUP_HOLD_BUSINESS_DAYS), reason: 'pickup_ready_not_collected', days: PICKUP_HOLD_BUSINESS_DAYS };
  }
  return { at: addBusinessDays(row.createdAt, PICKUP_HOLD_BUSINESS_DAYS), reason: 'pickup_not_collected', days: PICKUP_HOLD_BUSINESS_DAYS };
}

export function createPayLaterExpiry(core: OrderCore) {
  const { db, deps } = core;

  /**
   * Cancels an order whose hold ran out, puts its stock back and e-mails the customer; false when staff or
   * another sweep changed it first (changeStatus is conditional on the status read).
   */
  async function expire(row: repo.OrderRow, reason: ExpiryReason, holdDays: number, now: Date): Promise<boolean> {
    const cancelled = await inTransaction(db, (tx) => changeStatus(tx, row, 'cancelled', { note: expiryNote(reason, holdDays), by: SYSTEM, now }));
    if (!cancelled) return false;
    const order = await core.loadOne(cancelled);
    await core.notify(orderExpiredEmail({ order, owner: cancelled.fromAddressOwner, reason, holdDays, shopLink: `${deps.publicUrl}/shop`, store: deps.store }));
    return true;
  }

  return {
    /**
     * Unpaid pay-at-pickup / on-delivery orders whose hold has run out are cancelled, their stock put
     * back on the shelf (not on an archived product's) and the customer e-mailed. The hold, counted in
     * business days (Monday to Friday, Kingston time):
     * - a pickup order: PICKUP_HOLD_BUSINESS_DAYS from when staff marked it ready for pickup, or from
     *   when it was placed if staff never got to it (the customer may come in before staff mark it ready);
     * - a delivery order staff never confirmed: DELIVERY_CONFIRM_BUSINESS_DAYS from when it was placed.
     * Orders that are paid, or that staff moved on (preparing, out for delivery, delivered), never expire.
     * Each expiry is its own transaction through changeStatus, whose update is conditional on the
     * status read, so two sweeps at once expire an order, and release its stock, once.
     * The server runs this every minute with the card-order sweep; tests call it with their own clock.
     */
    async expireUnconfirmed(now: Date = new Date()): Promise<{ expired: string[] }> {
      const expired: string[] = [];
      // Orders nobody confirmed in time go first: their hold is hours, not days.
      for (const row of await repo.unconfirmedPastDue(db, now, EXPIRY_BATCH)) {
        if (await expire(row, 'order_not_confirmed', 0, now)) expired.push(row.orderNumber);
      }
      // A hold of N business days is at least N calendar days: younger orders cannot be due.
      const youngest = new Date(now.getTime() - Math.min(PICKUP_HOLD_BUSINESS_DAYS, DELIVERY_CONFIRM_BUSINESS_DAYS) * DAY_MS);
      const open = await repo.openPayLaterOrders(db, youngest);
      const due = open.map((o) => ({ row: o.order, hold: holdEnds(o.order, o.readyAt) })).filter((o) => o.hold.at <= now);
      for (const { row, hold } of due.slice(0, EXPIRY_BATCH)) {
        if (await expire(row, hold.reason, hold.days, now)) expired.push(row.orderNumber);
      }
      if (expired.length > 0) deps.log.info({ orders: expired }, 'unconfirmed pay-later orders expired, stock released');
      return { expired };
    },
  };
}
