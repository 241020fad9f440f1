import type { FastifyBaseLogger } from 'fastify';
import { DELIVERY_CONFIRM_BUSINESS_DAYS, ORDER_LINE_MAX_QUANTITY, PICKUP_HOLD_BUSINESS_DAYS, REFERENCE_ALPHABET } from '../../../shared/constants';
import { centsOf, deliveryFeeCents } from '../../modules/money/cents';
import type { AdminOrderDetail, AdminOrderList, AdminOrderQuery, OrderStatusChange } from '../../../shared/schemas/admin-order';
import type { ConfirmOrderInput, Order, OrderInput, ShopRules, ShopSettings, TrackedOrder } from '../../../shared/schemas/orders';
import type { Payment, RecordPaymentInput } from '../../../shared/schemas/payments';
import {
  addBusinessDays,
  ADMIN_ORDERS_PAGE_SIZE,
  CARD_PAYMENT_WINDOW_MINUTES,
  DEFAULT_CONFIRM_WITHIN_HOURS,
  DEFAULT_MAX_UNITS_PER_CUSTOMER_PER_DAY,
  DEFAULT_MAX_UNITS_PER_ORDER,
  ORDER_STATUSES,
  partPriceJmdCents,
  DEFAULT_STAFF_CONFIRM_ABOVE_JMD,
  DEFAULT_UNCONFIRMED_SHARE_OF_STOCK,
  unconfirmedLimit,
  type OrderStatus,
} from '../../../shared/orders';
import { DEFAULT_LIMITS, type Config } from '../../config';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { retryOnDuplicateNumber } from '../../db/retry-unique';
import { AppError } from '../../lib/errors';
import { quietSender } from '../../lib/notify';
import { staffActor } from '../../lib/staff-actor';
import type { Mailer } from '../../lib/mail/mailer';
import type { MessagingService } from '../../modules/messaging/service';
import { updateFrom } from '../../modules/messaging/templates';
import { isOwner, ownerSql } from '../../lib/mail/verified-addresses';
import { digestToken, newToken, randomReference } from '../../lib/tokens';
import type { SessionUser } from '../../plugins/auth';
import { jmd, usd } from '../../lib/mail/wording';
import { expiryNote, orderExpiredEmail, orderPlacedEmail, orderStatusEmail, type ExpiryReason } from './emails';
import * as repo from './repository';
import { addressKey, emailKey, phoneKey } from './customer-keys';
import { assertMoveAllowed, changeStatus, changeStatusOrThrow, ORDER_NOT_FOUND, SYSTEM } from './status';
import { createOrderMoney } from './money';
import { awaitingConfirmation, toOrder } from './views';
import { oncePerKey, requestDigest } from '../../lib/idempotency';

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

export type PlaceOptions = {
  /** The clock for pay_by (tests of the expiry pass their own). */
  now?: Date;
  /** Card checkout e-mails the order only once its payment has been set up (a failed set-up cancels it). */
  deferEmail?: boolean;
  /** The client's Idempotency-Key: a retry with it is answered with the order it placed (lib/idempotency.ts). */
  idempotencyKey?: string;
  /** The client's address, for the daily cap on forms that message a number (lib/messaging/reach.ts). */
  clientIp: string;
};

export { ORDER_NOT_FOUND } from './status';
const ORDER_NUMBER_CONSTRAINT = 'orders_order_number_unique';
const ORDER_KEY_CONSTRAINT = 'orders_idempotency_key_unique';
const DAY_MS = 24 * 60 * 60_000;
/** The daily cap counts a customer's orders of the last 24 hours (a rolling day: no reset at midnight to wait for). */
const CAP_WINDOW_MS = DAY_MS;
/** At most this many pay-later orders expire in one sweep; the rest wait a minute for the next. */
const EXPIRY_BATCH = 100;
const DEFAULT_SETTINGS: ShopSettings = {
  maxUnitsPerOrder: DEFAULT_MAX_UNITS_PER_ORDER,
  maxUnitsPerCustomerPerDay: DEFAULT_MAX_UNITS_PER_CUSTOMER_PER_DAY,
  confirmWithinHours: DEFAULT_CONFIRM_WITHIN_HOURS,
  staffConfirmAboveJmd: DEFAULT_STAFF_CONFIRM_ABOVE_JMD,
};
const CONFIRM_LINK_WRONG = 'That confirmation link is not right. Open it again from the e-mail we sent, or call the shop.';

/** The settings row as staff see it (money in whole J$), or the defaults until staff first save. */
type SettingsFigures = 'maxUnitsPerOrder' | 'maxUnitsPerCustomerPerDay' | 'confirmWithinHours' | 'staffConfirmAboveCents';
function settingsOf(row: { [K in SettingsFigures]?: number | null } | undefined): ShopSettings {
  return {
    maxUnitsPerOrder: row?.maxUnitsPerOrder ?? DEFAULT_SETTINGS.maxUnitsPerOrder,
    maxUnitsPerCustomerPerDay: row?.maxUnitsPerCustomerPerDay ?? DEFAULT_SETTINGS.maxUnitsPerCustomerPerDay,
    confirmWithinHours: row?.confirmWithinHours ?? DEFAULT_SETTINGS.confirmWithinHours,
    staffConfirmAboveJmd: row?.staffConfirmAboveCents != null ? row.staffConfirmAboveCents / 100 : DEFAULT_SETTINGS.staffConfirmAboveJmd,
  };
}

type Line = { id: number; kind: 'product' | 'part'; quantity: number; priceCents: number; index: number };

/** The cart's lines with one line per product or part (one listed twice is one line with both quantities). */
function mergeLines(items: OrderInput['items']): Line[] {
  const byKey = new Map<string, Line>();
  items.forEach((item, index) => {
    const kind = item.kind ?? 'product';
    const line = byKey.get(`${kind}:${item.id}`);
    if (line) line.quantity += item.quantity;
    else byKey.set(`${kind}:${item.id}`, { id: item.id, kind, quantity: item.quantity, priceCents: centsOf(item.price), index });
  });
  // Rows are locked in product-id order, so two orders sharing products never wait on each other in a cycle.
  return [...byKey.values()].sort((a, b) => a.id - b.id);
}

export function createOrderService(deps: OrderServiceDeps) {
  const { db, mailer, log } = deps;
  const money = createOrderMoney({ db, mailer, messaging: deps.messaging, publicUrl: deps.publicUrl, store: deps.store, stripe: deps.stripe ?? false, log });
  const newOrderNumber = deps.newOrderNumber ?? (() => randomReference('ORD', REFERENCE_ALPHABET));
  // The e-mail rides in the fragment, which browsers send to no server (nor in a Referer): the page reads it.
  const trackingLink = (order: { orderNumber: string; customerEmail: string }) =>
    `${deps.publicUrl}/track-order#number=${encodeURIComponent(order.orderNumber)}&email=${encodeURIComponent(order.customerEmail)}`;
  const confirmLink = (orderNumber: string, token: string) => `${deps.publicUrl}/confirm-order#number=${encodeURIComponent(orderNumber)}&code=${token}`;

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

  /** One order for staff, with its money (payments, refunds, what is owed). */
  async function adminDetail(orderNumber: string): Promise<AdminOrderDetail> {
    const row = await byNumber(orderNumber);
    return { ...(await loadOne(row, true)), money: await money.moneyOf(row) };
  }

  const placedEmail = (order: Order, owner: boolean, token: string | null = null) =>
    orderPlacedEmail({ order, owner, trackingLink: trackingLink(order), confirm: token ? { link: confirmLink(order.orderNumber, token), token } : null, store: deps.store });

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
  const orderLink = (order: Pick<Order, 'orderNumber'>) => `${deps.publicUrl}/track-order?number=${encodeURIComponent(order.orderNumber)}`;
  const placedUpdate = (order: Order) => ({
    ...updateFrom('order_placed', [order.orderNumber, `${jmd(order.total)} ${order.deliveryMethod === 'shipping' ? 'with delivery' : 'for pickup'}`, orderLink(order)]),
    phone: order.customerPhone,
    orderId: order.id,
  });
  const placedMessage = (order: Order) => deps.messaging.sendAfterCommit(placedUpdate(order));

  /** For a card order, once its payment is set up: the order is committed already, so a failure is only logged. */
  async function sendPlacedEmail(order: Order, userId: string | null): Promise<void> {
    await notify(async () => placedEmail(order, await isOwner(db, userId, order.customerEmail)));
    await placedMessage(order);
  }

  /** The customer hears of every status change, after it is committed (a rolled-back change sends nothing). */
  async function statusChanged(row: repo.OrderRow, note: string | null): Promise<void> {
    const order = await loadOne(row);
    await notify(orderStatusEmail({ order, owner: row.fromAddressOwner, note, trackingLink: trackingLink(order), store: deps.store }));
    const n = order.orderNumber;
    await message(
      order,
      order.status === 'ready_pickup'
        ? updateFrom('ready_for_pickup', [`Your order ${n}`, deps.store.address, orderLink(order)])
        : order.status === 'out_for_delivery'
          ? updateFrom('order_out_for_delivery', [n, orderLink(order)])
          : order.status === 'delivered'
            ? updateFrom('delivered', [`Your order ${n}`, orderLink(order)])
            : null,
    );
  }

  /** Why a line could not be reserved, in words the customer can act on. */
  async function unavailable(tx: Db, line: { id: number; quantity: number; index: number }): Promise<AppError> {
    const [product] = await repo.productsByIds(tx, [line.id]);
    const path = `items.${line.index}.quantity`;
    if (!product) return new AppError('invalid_data', 'One of the items is not sold in the shop any more', [{ path: `items.${line.index}.id`, message: 'Remove it from your cart' }]);
    // Deleted by staff while an order named it: kept for that order's sake, never sold again.
    if (product.archivedAt) return new AppError('conflict', `${product.name} is no longer sold`, [{ path: `items.${line.index}.id`, message: 'Remove it from your cart' }]);
    if (product.stockCount === 0) return new AppError('conflict', `${product.name} is out of stock`, [{ path, message: 'Remove it from your cart' }]);
    return new AppError('conflict', `Only ${product.stockCount} of ${product.name} left in stock`, [{ path, message: `Choose ${product.stockCount} or fewer` }]);
  }

  async function settings(): Promise<ShopSettings> {
    return settingsOf(await repo.findShopSettings(db));
  }

  /** The names of these lines' products and parts, for a refusal that says which item it means. */
  async function lineNames(tx: Db, lines: Line[]): Promise<(line: Line) => string> {
    const ids = (kind: Line['kind']) => lines.filter((l) => l.kind === kind).map((l) => l.id);
    const [products, partRows] = await Promise.all([repo.productsByIds(tx, ids('product')), repo.partsByIds(tx, ids('part'))]);
    const names = new Map([...products.map((p) => [`product:${p.id}`, p.name] as const), ...partRows.map((p) => [`part:${p.id}`, p.title] as const)]);
    return (line) => names.get(`${line.kind}:${line.id}`) ?? 'this item';
  }

  const callShop = (start: 'Call' | 'call') => `${start} the shop on ${deps.store.phone} for more`;

  /** No more than the per-order cap of any one item (staff set it; a repairer stocking up is fine, a script is not). */
  async function checkOrderCap(tx: Db, lines: Line[], cap: number): Promise<void> {
    const over = lines.filter((l) => l.quantity > cap).sort((a, b) => a.index - b.index);
    if (over.length === 0) return;
    const name = await lineNames(tx, over);
    throw new AppError(
      'invalid_data',
      `You can order at most ${cap} of ${name(over[0]!)} per order. ${callShop('Call')}.`,
      over.map((l) => ({ path: `items.${l.index}.quantity`, message: `Choose ${cap} or fewer` })),
    );
  }

  /**
   * No more than the daily cap of any one item for one customer: this order plus their orders of the
   * last 24 hours that are not cancelled. Runs under the customer's lock (repo.lockCustomer), in the
   * order's transaction, before anything is reserved.
   */
  async function checkDailyCap(tx: Db, lines: Line[], who: repo.CustomerKeys, cap: number, now: Date): Promise<void> {
    const since = new Date(now.getTime() - CAP_WINDOW_MS);
    const ordered = await repo.unitsOrderedSince(tx, who, since, {
      productIds: lines.filter((l) => l.kind === 'product').map((l) => l.id),
      partIds: lines.filter((l) => l.kind === 'part').map((l) => l.id),
    });
    const had = (l: Line) => ordered.find((o) => (l.kind === 'product' ? o.productId : o.partId) === l.id)?.units ?? 0;
    const over = lines.filter((l) => had(l) + l.quantity > cap).sort((a, b) => a.index - b.index);
    if (over.length === 0) return;
    const name = await lineNames(tx, over);
    const first = over[0]!;
    const have = had(first);
    const path = `items.${first.index}.quantity`;
    if (have >= cap) {
      throw new AppError(
        'conflict',
        `You have already ordered ${have} of ${name(first)} in the last 24 hours, ${have === cap ? 'the most' : `more than the ${cap}`} we sell to one customer in a day. ${callShop('Call')}.`,
        [{ path, message: 'Remove it from your cart' }],
      );
    }
    throw new AppError(
      'conflict',
      `You can order at most ${cap} of ${name(first)} a day, and your orders from the last 24 hours already have ${have}. Choose ${cap - have} or fewer, or ${callShop('call')}.`,
      [{ path, message: `Choose ${cap - have} or fewer` }],
    );
  }

  const confirmedWays = 'pay now by card where it is offered';
  const shareWords = (share = DEFAULT_UNCONFIRMED_SHARE_OF_STOCK) => (share === 0.5 ? 'half' : `${Math.round(share * 100)}%`);

  /**
   * Unconfirmed orders from one connection hold at most `unconfirmedUnitsPerAddress` of the shop's units
   * at once, whatever e-mails and phones they give. Runs under the connection's lock (lockCustomer).
   */
  function checkAddressHold(lines: Line[], held: number): void {
    const cap = deps.unconfirmedUnitsPerAddress ?? DEFAULT_LIMITS.unconfirmedUnitsPerAddress;
    const units = lines.filter((l) => l.kind === 'product').reduce((sum, l) => sum + l.quantity, 0);
    if (units === 0 || held + units <= cap) return;
    const first = lines.filter((l) => l.kind === 'product').sort((a, b) => a.index - b.index)[0]!;
    const left = Math.max(0, cap - held);
    const already = held > 0 ? ` Orders from your connection waiting to be paid already hold ${held}.` : '';
    throw new AppError(
      'conflict',
      `We hold at most ${cap} items for orders paid at pickup or on delivery until they are confirmed.${already} Choose ${left === 0 ? 'fewer items' : `${left} or fewer`}, ${confirmedWays}, or ${callShop('call')}.`,
      [{ path: `items.${first.index}.quantity`, message: left === 0 ? 'Remove it from your cart' : `Choose ${left} or fewer in all` }],
    );
  }

  /**
   * Unconfirmed orders, all customers together, hold at most a share (half by default) of any product's
   * units (its shelf and their holds, this order's taken), so the rest stays for customers who pay or confirm. Read once the
   * order has taken its stock: the products' rows are locked, so two orders cannot both pass.
   */
  async function checkProductHolds(tx: Db, lines: Line[]): Promise<void> {
    if (lines.length === 0) return;
    const holds = await repo.unconfirmedHoldsOf(tx, lines.map((l) => l.id));
    const checked = lines.map((line) => {
      const h = holds.get(line.id) ?? { held: 0, onShelf: 0 };
      return { line, held: h.held, limit: unconfirmedLimit(h.onShelf + h.held + line.quantity, deps.unconfirmedShareOfStock) };
    });
    const over = checked.filter((c) => c.held + c.line.quantity > c.limit).sort((a, b) => a.line.index - b.line.index);
    if (over.length === 0) return;
    const name = await lineNames(tx, over.map((c) => c.line));
    const { line: first, held, limit } = over[0]!;
    const left = Math.max(0, limit - held);
    throw new AppError(
      'conflict',
      `${name(first)} is in demand: orders paid at pickup or on delivery hold at most ${shareWords(deps.unconfirmedShareOfStock)} of our stock of it (${limit}) until they are confirmed${held > 0 ? `, and others already hold ${held}` : ''}. ${left > 0 ? `Choose ${left} or fewer, or pay` : 'Pay'} now by card where it is offered, or ${callShop('call')}.`,
      [{ path: `items.${first.index}.quantity`, message: left > 0 ? `Choose ${left} or fewer` : 'Remove it from your cart, or pay by card' }],
    );
  }

  /**
   * Cancels an order whose hold ran out, puts its stock back and e-mails the customer; false when staff or
   * another sweep changed it first (changeStatus is conditional on the status read).
   */
  async function expire(row: repo.OrderRow, reason: ExpiryReason, holdDays: number, now: Date): Promise<boolean> {
    const cancelled = await inTransaction(db, (tx) => changeStatus(tx, row, 'cancelled', { note: expiryNote(reason, holdDays), by: SYSTEM, now }));
    if (!cancelled) return false;
    const order = await loadOne(cancelled);
    await notify(orderExpiredEmail({ order, owner: cancelled.fromAddressOwner, reason, holdDays, shopLink: `${deps.publicUrl}/shop`, store: deps.store }));
    return true;
  }

  /** Marks an order awaiting confirmation confirmed, with its history row saying who; undefined when it no longer awaits. */
  async function confirmOnce(row: repo.OrderRow, by: { userId: string | null; label: string }, note: string, now: Date): Promise<repo.OrderRow | undefined> {
    return inTransaction(db, async (t) => {
      const confirmed = await repo.markConfirmed(t, row.id, now);
      if (confirmed) await repo.insertHistory(t, { orderId: row.id, status: confirmed.status, note, changedBy: by.userId, changedByLabel: by.label });
      return confirmed;
    });
  }

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

  /**
   * Catalogue parts the Kingston shop sells (docs/choices.md #10): only marketplace 'local', only in stock (they
   * have no count to reserve, so nothing is taken off a shelf), at the catalogue's USD price the customer
   * saw, charged in JMD at the exchange rate in force. Answers each line's JMD unit price.
   */
  async function pricePartLines(tx: Db, lines: Line[]) {
    if (lines.length === 0) return [];
    const rateCents = await repo.exchangeRateJmdCents(tx);
    if (rateCents === undefined) throw new AppError('unavailable', 'Catalogue parts cannot be ordered until the exchange rate is set. Please try again later.');
    const found = new Map((await repo.partsByIds(tx, lines.map((l) => l.id))).map((p) => [p.id, p]));
    return lines.map((line) => {
      const part = found.get(line.id);
      const at = (field: string, message: string) => [{ path: `items.${line.index}.${field}`, message }];
      if (!part) throw new AppError('invalid_data', 'One of the items is not sold in the shop any more', at('id', 'Remove it from your cart'));
      if (part.retiredAt !== null) throw new AppError('conflict', `${part.title} is no longer sold`, at('id', 'Remove it from your cart'));
      if (part.marketplace !== 'local' || part.priceCents === 0) {
        throw new AppError('invalid_data', `${part.title} is not sold by our Kingston shop. Use "Request this part" to have it sourced.`, at('id', 'Remove it from your cart'));
      }
      if (!part.inStock) throw new AppError('conflict', `${part.title} is out of stock`, at('quantity', 'Remove it from your cart'));
      if (part.priceCents !== line.priceCents) {
        throw new AppError('conflict', `The price of ${part.title} is now ${usd(part.priceCents / 100)}. Please check your cart.`, at('price', `Now ${usd(part.priceCents / 100)}`));
      }
      const priceCents = partPriceJmdCents(part.priceCents, rateCents);
      return { kind: 'part' as const, id: part.id, name: part.title, imageUrl: part.imageUrl, priceCents, quantity: line.quantity };
    });
  }

  /**
   * Places an order: prices from the shelf, stock reserved line by line with one conditional update
   * each, the order, its items and its first history row, all in one transaction. Any line that cannot
   * be reserved, or whose price the customer did not see, fails the whole order and moves no stock.
   */
  async function placeOnce(
    input: OrderInput,
    user: SessionUser | null,
    paymentMethod: 'pay_later' | 'card',
    opts: PlaceOptions & { digest: string | null },
  ): Promise<Order> {
    const now = opts.now ?? new Date();
    const lines = mergeLines(input.items);
    for (const line of lines) {
      // The schema bounds each line; merged lines of the same item are bounded here.
      if (line.quantity > ORDER_LINE_MAX_QUANTITY) {
        throw new AppError('invalid_data', `At most ${ORDER_LINE_MAX_QUANTITY} of one item per order`, [{ path: `items.${line.index}.quantity`, message: `Choose ${ORDER_LINE_MAX_QUANTITY} or fewer` }]);
      }
    }
    deps.messaging.checkChoice(input.updates, input.customerPhone);
    const customer: repo.CustomerKeys = {
      userId: user?.id ?? null,
      emailKey: emailKey(input.customerEmail),
      phoneKey: phoneKey(input.customerPhone),
      addressKey: addressKey(opts.clientIp),
    };

    const placed = await retryOnDuplicateNumber(ORDER_NUMBER_CONSTRAINT, () =>
      inTransaction(db, async (t) => {
        // The customer's locks, the caps and whether the buyer owns the address, in one round trip, before the
        // stock is locked: the contended stock row is then held for as few round trips as can be.
        const start = await repo.lockCustomer(t, customer, ownerSql(user?.id ?? null, input.customerEmail));
        const caps = settingsOf(start);
        const owner = !opts.deferEmail && start.owner;
        // Stock held with nobody's word but the form's (docs/shop-holds.md): bounded per connection and per product.
        const unconfirmed = paymentMethod === 'pay_later' && !start.owner;
        await checkOrderCap(t, lines, caps.maxUnitsPerOrder);
        await checkDailyCap(t, lines, customer, caps.maxUnitsPerCustomerPerDay, now);
        if (unconfirmed) checkAddressHold(lines, start.heldFromAddress);
        const reserved: { kind: 'product' | 'part'; id: number; name: string; imageUrl: string; priceCents: number; quantity: number }[] = [];
        for (const line of lines.filter((l) => l.kind === 'product')) {
          const product = await repo.reserveStock(t, line.id, line.quantity);
          if (!product) throw await unavailable(t, line);
          if (product.priceCents !== line.priceCents) {
            throw new AppError('conflict', `The price of ${product.name} is now ${jmd(product.priceCents / 100)}. Please check your cart.`, [
              { path: `items.${line.index}.price`, message: `Now ${jmd(product.priceCents / 100)}` },
            ]);
          }
          reserved.push({ ...line, ...product });
        }
        if (unconfirmed) await checkProductHolds(t, lines.filter((l) => l.kind === 'product'));
        reserved.push(...(await pricePartLines(t, lines.filter((l) => l.kind === 'part'))));
        const subtotalCents = reserved.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
        const shippingCents = deliveryFeeCents(input.deliveryMethod);
        const totalCents = subtotalCents + shippingCents;
        if (input.amount !== undefined && centsOf(input.amount) !== totalCents) {
          throw new AppError('conflict', `Your total is now ${jmd(totalCents / 100)}. Please check your order.`, [{ path: 'amount', message: 'The total changed' }]);
        }
        // An unconfirmed order keeps its stock briefly unless the customer confirms it from the e-mailed link;
        // a large one waits for staff instead (no link), until the end of the next business day.
        const large = totalCents > caps.staffConfirmAboveJmd * 100;
        const token = unconfirmed && !large ? newToken() : null;
        const confirmBy = !unconfirmed ? null : large ? addBusinessDays(now, 1) : new Date(now.getTime() + caps.confirmWithinHours * 3_600_000);
        const { order, items, history } = await repo.insertPlacedOrder(
          t,
          {
            orderNumber: newOrderNumber(),
            idempotencyKey: opts.idempotencyKey ?? null,
            requestDigest: opts.digest,
            userId: user?.id ?? null,
            status: 'pending',
            deliveryMethod: input.deliveryMethod,
            paymentMethod,
            customerName: input.customerName,
            customerEmail: input.customerEmail,
            fromAddressOwner: start.owner,
            customerPhone: input.customerPhone,
            emailKey: customer.emailKey,
            phoneKey: customer.phoneKey,
            address: input.deliveryMethod === 'shipping' ? input.address : null,
            parish: input.deliveryMethod === 'shipping' ? input.parish : null,
            subtotalCents,
            shippingCents,
            totalCents,
            // An unpaid card order holds its stock only this long (the expiry sweep releases it).
            payBy: paymentMethod === 'card' ? new Date(now.getTime() + CARD_PAYMENT_WINDOW_MINUTES * 60_000) : null,
            placedFrom: customer.addressKey,
            confirmBy,
            confirmTokenDigest: token === null ? null : digestToken(token),
          },
          reserved.map((l) => ({
            productId: l.kind === 'product' ? l.id : null,
            partId: l.kind === 'part' ? l.id : null,
            name: l.name,
            imageUrl: l.imageUrl,
            unitPriceCents: l.priceCents,
            quantity: l.quantity,
          })),
          { status: 'pending', note: 'Order placed', changedByLabel: user ? 'Customer' : 'Guest' },
        );
        // Answered from what was just written: reading it back costs two more round trips per order.
        const placedOrder = toOrder(order, items, history, false);
        // The e-mail is written with the order (one commit for both), so an order whose server dies the
        // moment it commits still has its e-mail, and a retry that answers the order sends no second one.
        const email = opts.deferEmail ? undefined : await mailer.stage(t, placedEmail(placedOrder, owner, token));
        return { placedOrder, email };
      }),
    );

    await placed.email?.afterCommit();
    // A card order's "placed" goes once its payment is set up (sendPlacedEmail); its choice is recorded now.
    await deps.messaging.afterForm({ phoneText: input.customerPhone, choice: input.updates, source: 'checkout', userId: user?.id ?? null, clientIp: opts.clientIp, first: opts.deferEmail ? null : placedUpdate(placed.placedOrder) });
    return placed.placedOrder;
  }

  /**
   * Places an order, or, for a retry with the Idempotency-Key of one already placed, answers that order
   * with `repeated` (no second order, stock or e-mail). The key with another request is a 409.
   */
  async function placeOrRepeat(
    input: OrderInput,
    user: SessionUser | null,
    paymentMethod: 'pay_later' | 'card',
    opts: PlaceOptions,
  ): Promise<{ order: Order; repeated: boolean }> {
    const key = opts.idempotencyKey;
    const digest = key === undefined ? null : requestDigest({ input, userId: user?.id ?? null, paymentMethod });
    const { value: order, repeated } = await oncePerKey({
      key,
      digest,
      find: (k) => repo.findOrderByIdempotencyKey(db, k),
      answer: (row) => loadOne(row),
      constraint: ORDER_KEY_CONSTRAINT,
      create: () => placeOnce(input, user, paymentMethod, { ...opts, digest }),
    });
    return { order, repeated };
  }

  return {
    /** Places an order (placeOnce), or answers a retry of one with the order it placed. */
    async place(input: OrderInput, user: SessionUser | null, paymentMethod: 'pay_later' | 'card', opts: PlaceOptions): Promise<Order> {
      return (await placeOrRepeat(input, user, paymentMethod, opts)).order;
    },
    placeOrRepeat,

    sendPlacedEmail,
    statusChanged,
    settings,

    /** GET /api/shop-settings: staff's settings and the server's bounds on unconfirmed orders, for checkout to state. */
    async rules(): Promise<ShopRules> {
      return {
        ...(await settings()),
        unitsPerConnection: deps.unconfirmedUnitsPerAddress ?? DEFAULT_LIMITS.unconfirmedUnitsPerAddress,
        shareOfStockPercent: Math.round((deps.unconfirmedShareOfStock ?? DEFAULT_UNCONFIRMED_SHARE_OF_STOCK) * 100),
      };
    },

    /** Staff change the caps (PUT /api/admin/shop-settings); the next order is checked against them. */
    async saveSettings(input: ShopSettings, user: SessionUser): Promise<ShopSettings> {
      const { staffConfirmAboveJmd, ...rest } = input;
      return settingsOf(await repo.saveShopSettings(db, { ...rest, staffConfirmAboveCents: staffConfirmAboveJmd * 100, updatedBy: user.id }));
    },

    /**
     * POST /api/orders/confirm: the customer confirms an order from the link its e-mail carried, which
     * proves they read that mailbox (docs/shop-holds.md). Confirming twice answers the order again; a
     * released order is a 409 that says so; a wrong link reads as not found.
     */
    async confirm(input: ConfirmOrderInput, now: Date = new Date()): Promise<TrackedOrder> {
      const row = await repo.findOrderByNumber(db, input.orderNumber);
      if (!row || row.confirmTokenDigest === null || row.confirmTokenDigest !== digestToken(input.token)) throw new AppError('not_found', CONFIRM_LINK_WRONG);
      if (row.status === 'cancelled') {
        throw new AppError('conflict', `Order ${row.orderNumber} was not confirmed in time, so it was released and its items put back on sale. Please order again, or call the shop on ${deps.store.phone}.`);
      }
      const confirmed = await confirmOnce(row, { userId: null, label: 'Customer' }, 'Confirmed by the customer from the e-mailed link', now);
      return trackedOf(confirmed ?? row);
    },

    /** POST /api/admin/orders/:n/confirm: staff confirm an order awaiting confirmation (they called the customer). */
    async staffConfirm(orderNumber: string, user: SessionUser, now: Date = new Date()): Promise<AdminOrderDetail> {
      const row = await byNumber(orderNumber);
      if (!awaitingConfirmation(row)) throw new AppError('conflict', `Order ${row.orderNumber} is not waiting to be confirmed.`);
      const done = await confirmOnce(row, staffActor(user), 'Confirmed by staff', now);
      if (!done) throw new AppError('conflict', 'Someone else changed this order just now. Reload it and try again.');
      return adminDetail(orderNumber);
    },

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
      if (expired.length > 0) log.info({ orders: expired }, 'unconfirmed pay-later orders expired, stock released');
      return { expired };
    },
    view: loadOne,
    notify,

    /**
     * An order by its number, only with the e-mail it was placed with (a wrong e-mail reads as not found),
     * and without who placed it: knowing the two is not proof of being that customer.
     */
    async track(orderNumber: string, email: string): Promise<TrackedOrder> {
      const row = await repo.findOrderByNumber(db, orderNumber);
      if (!row || row.customerEmail !== email) throw new AppError('not_found', ORDER_NOT_FOUND);
      return trackedOf(row);
    },

    async mine(userId: string): Promise<Order[]> {
      return load(await repo.ordersOfUser(db, userId));
    },

    /** Staff list: newest first, searched and filtered, with the count in every status over all orders. */
    async adminList(query: AdminOrderQuery): Promise<AdminOrderList> {
      const pageSize = ADMIN_ORDERS_PAGE_SIZE;
      const [{ rows, total }, counts] = await Promise.all([
        repo.listForAdmin(db, { search: query.search || undefined, status: query.status, limit: pageSize, offset: (query.page - 1) * pageSize }),
        repo.countByStatus(db),
      ]);
      const statusCounts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
      for (const c of counts) statusCounts[c.status as OrderStatus] = c.n;
      return {
        orders: await load(rows, true),
        pagination: { page: query.page, totalPages: Math.max(1, Math.ceil(total / pageSize)), total },
        statusCounts,
      };
    },

    adminDetail,

    money,

    /** POST /api/admin/orders/:n/payments: money staff took. */
    async recordPayment(orderNumber: string, input: RecordPaymentInput, user: SessionUser): Promise<Payment> {
      const { payment, nowPaid } = await money.staffRecord(orderNumber, input, user);
      if (nowPaid) await statusChanged(nowPaid, null);
      return payment;
    },

    /**
     * A staff status change: checked against the order's delivery method and the allowed moves, applied
     * only if nobody changed the order since it was read, kept in the history, e-mailed to the customer.
     */
    async changeStatus(orderNumber: string, change: OrderStatusChange, user: SessionUser): Promise<AdminOrderDetail> {
      const before = await byNumber(orderNumber);
      const note = change.note || null;
      const after = await inTransaction(db, async (t) => {
        // The lifecycle's refusal first, then the money's. The customer's e-mail carries staff's note; a
        // reason to go ahead without the money stays in the history.
        assertMoveAllowed(before, change.status);
        const overridden = await money.statusGate(t, before, change.status, change.override);
        return changeStatusOrThrow(t, before, change.status, { note: [note, overridden].filter(Boolean).join('\n') || null, by: staffActor(user) });
      });
      await statusChanged(after, note);
      return adminDetail(orderNumber);
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
