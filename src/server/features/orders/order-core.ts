import type { FastifyBaseLogger } from 'fastify';
import type { Order, ShopSettings, TrackedOrder } from '../../../shared/schemas/orders';
import {
  DEFAULT_CONFIRM_WITHIN_HOURS,
  DEFAULT_MAX_UNITS_PER_CUSTOMER_PER_DAY,
  DEFAULT_MAX_UNITS_PER_ORDER,
  DEFAULT_STAFF_CONFIRM_ABOVE_JMD,
} from '../../../shared/orders';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { quietSender } from '../../lib/notify';
import type { Mailer } from '../../lib/mail/mailer';
import type { MessagingService } from '../../modules/messaging/service';
import { pickupUpdate, toPay, updateFrom } from '../../modules/messaging/templates';
import { ledgerSums, owedOf } from '../../modules/money/balance';
import { orderStatusEmail } from './emails';
import { createOrderMoney } from './money';
import * as repo from './repository';
import { ORDER_NOT_FOUND, type StatusActor } from './status';
import { toOrder } from './views';

// What the customer's and staff's order services (and the card payments) share: reading an order as the
// API shows it, the links e-mails carry, the shop's settings, the customer's update after every status
// change, confirming an order once, and the order's money on the ledger (money.ts).

export type OrderServiceDeps = {
  db: Db;
  mailer: Mailer;
  /** WhatsApp and SMS updates for customers who chose them at checkout (docs/messaging.md). */
  messaging: Pick<MessagingService, 'sendAfterCommit' | 'afterForm' | 'checkChoice'>;
  publicUrl: string;
  store: Config['store'];
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** Tests pass a fixed sequence to see a collision retried; production draws at random. */
  newOrderNumber?: () => string;
  /** Whether checkout takes cards through Stripe (its keys are set): shown with the order's money. */
  stripe?: boolean;
  /** What unconfirmed pay-later orders from one client address may hold (RateLimits; docs/shop-holds.md). */
  unconfirmedUnitsPerAddress?: number;
  /** The share of a product's units such orders may hold together (RateLimits; docs/shop-holds.md). */
  unconfirmedShareOfStock?: number;
};

const DEFAULT_SETTINGS: ShopSettings = {
  maxUnitsPerOrder: DEFAULT_MAX_UNITS_PER_ORDER,
  maxUnitsPerCustomerPerDay: DEFAULT_MAX_UNITS_PER_CUSTOMER_PER_DAY,
  confirmWithinHours: DEFAULT_CONFIRM_WITHIN_HOURS,
  staffConfirmAboveJmd: DEFAULT_STAFF_CONFIRM_ABOVE_JMD,
};

/** The settings row as staff see it (money in whole J$), or the defaults until staff first save. */
type SettingsFigures = 'maxUnitsPerOrder' | 'maxUnitsPerCustomerPerDay' | 'confirmWithinHours' | 'staffConfirmAboveCents';
export function settingsOf(row: { [K in SettingsFigures]?: number | null } | undefined): ShopSettings {
  return {
    maxUnitsPerOrder: row?.maxUnitsPerOrder ?? DEFAULT_SETTINGS.maxUnitsPerOrder,
    maxUnitsPerCustomerPerDay: row?.maxUnitsPerCustomerPerDay ?? DEFAULT_SETTINGS.maxUnitsPerCustomerPerDay,
    confirmWithinHours: row?.confirmWithinHours ?? DEFAULT_SETTINGS.confirmWithinHours,
    staffConfirmAboveJmd: row?.staffConfirmAboveCents != null ? row.staffConfirmAboveCents / 100 : DEFAULT_SETTINGS.staffConfirmAboveJmd,
  };
}

export function createOrderCore(deps: OrderServiceDeps) {
  const { db, mailer, log } = deps;
  const money = createOrderMoney({ db, mailer, messaging: deps.messaging, publicUrl: deps.publicUrl, store: deps.store, stripe: deps.stripe ?? false, log });
  // The e-mail rides in the fragment, which browsers send to no server (nor in a Referer): the page reads it.
  const trackingLink = (order: { orderNumber: string; customerEmail: string }) =>
    `${deps.publicUrl}/track-order#number=${encodeURIComponent(order.orderNumber)}&email=${encodeURIComponent(order.customerEmail)}`;
  const orderLink = (order: Pick<Order, 'orderNumber'>) => `${deps.publicUrl}/track-order?number=${encodeURIComponent(order.orderNumber)}`;

  const notify = quietSender(mailer, log);

  async function load(rows: repo.OrderRow[], forStaff = false): Promise<Order[]> {
    const ids = rows.map((r) => r.id);
    const [items, history] = await Promise.all([repo.itemsOf(db, ids), repo.historyOf(db, ids)]);
    return rows.map((row) => toOrder(row, items, history, forStaff));
  }

  async function loadOne(row: repo.OrderRow, forStaff = false): Promise<Order> {
    const [order] = await load([row], forStaff);
    return order!;
  }

  /** The order without who placed it (TrackedOrderSchema): for callers who proved less than being its customer. */
  async function trackedOf(row: repo.OrderRow): Promise<TrackedOrder> {
    const { customerName: _name, customerEmail: _email, customerPhone: _phone, address: _address, ...tracked } = await loadOne(row);
    return tracked;
  }

  async function byNumber(orderNumber: string): Promise<repo.OrderRow> {
    const row = await repo.findOrderByNumber(db, orderNumber);
    if (!row) throw new AppError('not_found', ORDER_NOT_FOUND);
    return row;
  }

  /**
   * A WhatsApp or SMS update beside the e-mail, for a customer who chose them. The link names the order
   * only: the e-mail in the e-mail's link was typed by the customer, and a message goes to a number anyone
   * could have typed (docs/messaging.md). Like the e-mail it follows a committed change: a failure to
   * queue it is logged, never thrown at the customer or staff whose change stands.
   */
  async function message(order: Pick<Order, 'id' | 'orderNumber' | 'customerPhone'>, update: ReturnType<typeof updateFrom> | null): Promise<void> {
    if (!update || !order.customerPhone) return;
    await deps.messaging.sendAfterCommit({ ...update, phone: order.customerPhone, orderId: order.id });
  }

  /** The customer hears of every status change, after it is committed (a rolled-back change sends nothing). */
  async function statusChanged(row: repo.OrderRow, note: string | null): Promise<void> {
    const order = await loadOne(row);
    // What the customer still pays at the counter or to the driver, from the ledger; an order paid before
    // the ledger existed carries paid_at and owes nothing.
    const owedCents = row.paidAt !== null ? 0 : owedOf(row.totalCents, await ledgerSums(db, { orderId: row.id }));
    await notify(orderStatusEmail({ order, owedCents, owner: row.fromAddressOwner, note, trackingLink: trackingLink(order), store: deps.store }));
    const n = order.orderNumber;
    await message(
      order,
      order.status === 'ready_pickup'
        ? pickupUpdate({ who: `Your order ${n}`, address: deps.store.address, hours: deps.store.hours, owedCents, link: orderLink(order) })
        : order.status === 'out_for_delivery'
          ? updateFrom('order_out_for_delivery', [n, toPay(owedCents), orderLink(order)])
          : order.status === 'delivered'
            ? updateFrom('delivered', [`Your order ${n}`, orderLink(order)])
            : null,
    );
  }

  async function settings(): Promise<ShopSettings> {
    return settingsOf(await repo.findShopSettings(db));
  }

  /** Marks an order awaiting confirmation confirmed, with its history row saying who; undefined when it no longer awaits. */
  async function confirmOnce(row: repo.OrderRow, by: StatusActor, note: string, now: Date): Promise<repo.OrderRow | undefined> {
    return inTransaction(db, async (t) => {
      const confirmed = await repo.markConfirmed(t, row.id, now);
      if (confirmed) await repo.insertHistory(t, { orderId: row.id, status: confirmed.status, note, changedBy: by.userId, changedByLabel: by.label });
      return confirmed;
    });
  }

  return { deps, db, money, notify, trackingLink, orderLink, load, loadOne, trackedOf, byNumber, statusChanged, settings, confirmOnce };
}
export type OrderCore = ReturnType<typeof createOrderCore>;
