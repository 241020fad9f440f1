import { nextOrderStatuses, ORDER_NEXT_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '../../../shared/orders';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as repo from './repository';

// The one place an order's status changes: staff (PATCH /api/admin/orders/:n/status), the Stripe webhook
// ("paid") and the expiry sweep ("cancelled") all go through changeStatus, so the rules, the history row,
// paid_at and the stock release cannot drift apart. Money recorded on the ledger sets paid_at too
// (money.ts), once what was received covers the total.

export const ORDER_NOT_FOUND = 'Order Not Found';

/** Who changed the status, as the history keeps it. */
export type StatusActor = { userId: string | null; label: string };
export const SYSTEM: StatusActor = { userId: null, label: 'System' };
export const STRIPE: StatusActor = { userId: null, label: 'Stripe' };

const label = (s: OrderStatus) => ORDER_STATUS_LABELS[s];

/** Why an order cannot move to `to`, in words staff can act on; null when it can. */
export function refusal(order: Pick<repo.OrderRow, 'status' | 'deliveryMethod'>, to: OrderStatus): string | null {
  const from = order.status as OrderStatus;
  if (ORDER_NEXT_STATUSES[from].length === 0) return `An order that is ${label(from)} cannot be changed`;
  if (from === to) return `The order is already ${label(to)}`;
  if (to === 'ready_pickup' && order.deliveryMethod === 'shipping') {
    return 'This order is delivered, not collected: use Out for Delivery instead of Ready for Pickup';
  }
  if (to === 'out_for_delivery' && order.deliveryMethod === 'pickup') {
    return 'This order is collected at the shop: use Ready for Pickup instead of Out for Delivery';
  }
  if (!nextOrderStatuses({ status: from, deliveryMethod: order.deliveryMethod }).includes(to)) {
    return `Cannot move an order from ${label(from)} to ${label(to)}`;
  }
  return null;
}

/** A 409 that says why, when the lifecycle does not allow the move. */
export function assertMoveAllowed(order: Pick<repo.OrderRow, 'status' | 'deliveryMethod'>, to: OrderStatus): void {
  const why = refusal(order, to);
  if (why) throw new AppError('conflict', why, [{ path: 'status', message: why }]);
}

/**
 * Moves an order from the status it was read with to `to`, inside the caller's transaction: the update
 * is conditional on that status, so of two changes racing from the same state only one lands (the other
 * gets undefined and nothing else happens: no history row, no second stock release). With the update go
 * the history row, paid_at, and on cancel every line's stock back on the shelf.
 */
export async function changeStatus(
  tx: Db,
  order: repo.OrderRow,
  to: OrderStatus,
  opts: { note: string | null; by: StatusActor; now?: Date },
): Promise<repo.OrderRow | undefined> {
  const now = opts.now ?? new Date();
  // Paid when Stripe's payment makes it paid (recorded on the ledger first). Handing an order over says
  // nothing about money: a pay-at-pickup order is paid when staff record the cash (money.ts).
  const paidAt = order.paidAt ?? (to === 'paid' ? now : null);
  const updated = await repo.updateStatusFrom(tx, order.id, order.status, { status: to, paidAt });
  if (!updated) return undefined;
  await repo.insertHistory(tx, { orderId: order.id, status: to, note: opts.note, changedBy: opts.by.userId, changedByLabel: opts.by.label });
  if (to === 'cancelled') await repo.releaseStock(tx, order.id);
  return updated;
}

/** changeStatus for callers that must not silently lose a race: refused moves and lost races are 409s. */
export async function changeStatusOrThrow(
  tx: Db,
  order: repo.OrderRow,
  to: OrderStatus,
  opts: { note: string | null; by: StatusActor; now?: Date },
): Promise<repo.OrderRow> {
  assertMoveAllowed(order, to);
  const updated = await changeStatus(tx, order, to, opts);
  if (!updated) throw new AppError('conflict', 'Someone else changed this order just now. Reload it and try again.');
  return updated;
}
