import { REFERENCE_ALPHABET } from '../../../shared/constants';
import type { ConfirmOrderInput, Order, OrderInput, ShopRules, TrackedOrder } from '../../../shared/schemas/orders';
import { addBusinessDays, CARD_PAYMENT_WINDOW_MINUTES, DEFAULT_UNCONFIRMED_SHARE_OF_STOCK } from '../../../shared/orders';
import { DEFAULT_LIMITS } from '../../config';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { retryOnDuplicateNumber } from '../../db/retry-unique';
import { AppError } from '../../lib/errors';
import { oncePerKey, requestDigest } from '../../lib/idempotency';
import { isOwner, ownerSql } from '../../lib/mail/verified-addresses';
import { jmd } from '../../lib/mail/wording';
import { digestToken, newToken, randomReference } from '../../lib/tokens';
import { updateFrom } from '../../modules/messaging/templates';
import { centsOf, deliveryFeeCents } from '../../modules/money/cents';
import type { SessionUser } from '../../plugins/auth';
import { addressKey, emailKey, phoneKey } from './customer-keys';
import { orderPlacedEmail } from './emails';
import { settingsOf, type OrderCore } from './order-core';
import { createLineChecks, mergeLines, type Line, type ReservedLine } from './place-lines';
import * as repo from './repository';
import { ORDER_NOT_FOUND } from './status';
import { toOrder } from './views';

// The customer's side of shop orders: placing one (priced from the shelf, reserved, held to the shop's
// caps; docs/shop-holds.md), confirming it from the e-mailed link, their list, and tracking one by its
// number and e-mail.

export type PlaceOptions = {
  /** The clock for pay_by (tests of the expiry pass their own). */
  now?: Date;
  /** Card checkout e-mails the order only once its payment has been set up (a failed set-up cancels it). */
  deferEmail?: boolean;
  /** The client's Idempotency-Key: a retry with it is answered with the order it placed (lib/idempotency.ts). */
  idempotencyKey?: string;
  /** The client's address, for the daily cap on forms that message a number (modules/messaging/reach.ts). */
  clientIp: string;
};

type PaymentMethod = 'pay_later' | 'card';
type Placing = { input: OrderInput; user: SessionUser | null; paymentMethod: PaymentMethod; opts: PlaceOptions & { digest: string | null } };

const ORDER_NUMBER_CONSTRAINT = 'orders_order_number_unique';
const ORDER_KEY_CONSTRAINT = 'orders_idempotency_key_unique';
const CONFIRM_LINK_WRONG = 'That confirmation link is not right. Open it again from the e-mail we sent, or call the shop.';

export function createCustomerOrderService(core: OrderCore) {
  const { db, deps } = core;
  const checks = createLineChecks(deps);
  const newOrderNumber = deps.newOrderNumber ?? (() => randomReference('ORD', REFERENCE_ALPHABET));
  const confirmLink = (orderNumber: string, token: string) => `${deps.publicUrl}/confirm-order#number=${encodeURIComponent(orderNumber)}&code=${token}`;

  const placedEmail = (order: Order, owner: boolean, token: string | null = null) =>
    orderPlacedEmail({ order, owner, trackingLink: core.trackingLink(order), confirm: token ? { link: confirmLink(order.orderNumber, token), token } : null, store: deps.store });

  const placedUpdate = (order: Order) => ({
    ...updateFrom('order_placed', [order.orderNumber, `${jmd(order.total)} ${order.deliveryMethod === 'shipping' ? 'with delivery' : 'for pickup'}`, core.orderLink(order)]),
    phone: order.customerPhone,
    orderId: order.id,
  });

  /** For a card order, once its payment is set up: the order is committed already, so a failure is only logged. */
  async function sendPlacedEmail(order: Order, userId: string | null): Promise<void> {
    await core.notify(async () => placedEmail(order, await isOwner(db, userId, order.customerEmail)));
    await deps.messaging.sendAfterCommit(placedUpdate(order));
  }

  /** The order's total from its reserved lines and the delivery chosen; a 409 when the customer was shown another. */
  function totalsOf(input: OrderInput, reserved: ReservedLine[]): { subtotalCents: number; shippingCents: number; totalCents: number } {
    const subtotalCents = reserved.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
    const shippingCents = deliveryFeeCents(input.deliveryMethod);
    const totalCents = subtotalCents + shippingCents;
    if (input.amount !== undefined && centsOf(input.amount) !== totalCents) {
      throw new AppError('conflict', `Your total is now ${jmd(totalCents / 100)}. Please check your order.`, [{ path: 'amount', message: 'The total changed' }]);
    }
    return { subtotalCents, shippingCents, totalCents };
  }

  /**
   * One attempt at placing, inside its transaction: the customer's locks and the caps, the stock reserved
   * and priced, the order, its items and its first history row, and its e-mail staged with it.
   */
  async function placeIn(t: Db, p: Placing, lines: Line[], customer: repo.CustomerKeys, now: Date) {
    const { input, user, paymentMethod, opts } = p;
    // The customer's locks, the caps and whether the buyer owns the address, in one round trip, before the
    // stock is locked: the contended stock row is then held for as few round trips as can be.
    const start = await repo.lockCustomer(t, customer, ownerSql(user?.id ?? null, input.customerEmail));
    const caps = settingsOf(start);
    const owner = !opts.deferEmail && start.owner;
    // Stock held with nobody's word but the form's (docs/shop-holds.md): bounded per connection and per product.
    const unconfirmed = paymentMethod === 'pay_later' && !start.owner;
    await checks.checkOrderCap(t, lines, caps.maxUnitsPerOrder);
    await checks.checkDailyCap(t, lines, customer, caps.maxUnitsPerCustomerPerDay, now);
    if (unconfirmed) checks.checkAddressHold(lines, start.heldFromAddress);
    const reserved = await checks.reserveLines(t, lines, unconfirmed);
    const { subtotalCents, shippingCents, totalCents } = totalsOf(input, reserved);
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
    const email = opts.deferEmail ? undefined : await deps.mailer.stage(t, placedEmail(placedOrder, owner, token));
    return { placedOrder, email };
  }

  /**
   * Places an order: prices from the shelf, stock reserved line by line with one conditional update
   * each, the order, its items and its first history row, all in one transaction. Any line that cannot
   * be reserved, or whose price the customer did not see, fails the whole order and moves no stock.
   */
  async function placeOnce(p: Placing): Promise<Order> {
    const { input, user, opts } = p;
    const now = opts.now ?? new Date();
    const lines = mergeLines(input.items);
    deps.messaging.checkChoice(input.updates, input.customerPhone);
    const customer: repo.CustomerKeys = {
      userId: user?.id ?? null,
      emailKey: emailKey(input.customerEmail),
      phoneKey: phoneKey(input.customerPhone),
      addressKey: addressKey(opts.clientIp),
    };

    const placed = await retryOnDuplicateNumber(ORDER_NUMBER_CONSTRAINT, () => inTransaction(db, (t) => placeIn(t, p, lines, customer, now)));

    await placed.email?.afterCommit();
    // A card order's "placed" goes once its payment is set up (sendPlacedEmail); its choice is recorded now.
    await deps.messaging.afterForm({ phoneText: input.customerPhone, choice: input.updates, source: 'checkout', userId: user?.id ?? null, clientIp: opts.clientIp, first: opts.deferEmail ? null : placedUpdate(placed.placedOrder) });
    return placed.placedOrder;
  }

  /**
   * Places an order, or, for a retry with the Idempotency-Key of one already placed, answers that order
   * with `repeated` (no second order, stock or e-mail). The key with another request is a 409.
   */
  async function placeOrRepeat(input: OrderInput, user: SessionUser | null, paymentMethod: PaymentMethod, opts: PlaceOptions): Promise<{ order: Order; repeated: boolean }> {
    const key = opts.idempotencyKey;
    const digest = key === undefined ? null : requestDigest({ input, userId: user?.id ?? null, paymentMethod });
    const { value: order, repeated } = await oncePerKey({
      key,
      digest,
      find: (k) => repo.findOrderByIdempotencyKey(db, k),
      answer: (row) => core.loadOne(row),
      constraint: ORDER_KEY_CONSTRAINT,
      create: () => placeOnce({ input, user, paymentMethod, opts: { ...opts, digest } }),
    });
    return { order, repeated };
  }

  return {
    /** Places an order (placeOnce), or answers a retry of one with the order it placed. */
    async place(input: OrderInput, user: SessionUser | null, paymentMethod: PaymentMethod, opts: PlaceOptions): Promise<Order> {
      return (await placeOrRepeat(input, user, paymentMethod, opts)).order;
    },
    placeOrRepeat,
    sendPlacedEmail,

    /** GET /api/shop-settings: staff's settings and the server's bounds on unconfirmed orders, for checkout to state. */
    async rules(): Promise<ShopRules> {
      return {
        ...(await core.settings()),
        unitsPerConnection: deps.unconfirmedUnitsPerAddress ?? DEFAULT_LIMITS.unconfirmedUnitsPerAddress,
        shareOfStockPercent: Math.round((deps.unconfirmedShareOfStock ?? DEFAULT_UNCONFIRMED_SHARE_OF_STOCK) * 100),
      };
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
      const confirmed = await core.confirmOnce(row, { userId: null, label: 'Customer' }, 'Confirmed by the customer from the e-mailed link', now);
      return core.trackedOf(confirmed ?? row);
    },

    /**
     * An order by its number, only with the e-mail it was placed with (a wrong e-mail reads as not found),
     * and without who placed it: knowing the two is not proof of being that customer.
     */
    async track(orderNumber: string, email: string): Promise<TrackedOrder> {
      const row = await repo.findOrderByNumber(db, orderNumber);
      if (!row || row.customerEmail !== email) throw new AppError('not_found', ORDER_NOT_FOUND);
      return core.trackedOf(row);
    },

    async mine(userId: string): Promise<Order[]> {
      return core.load(await repo.ordersOfUser(db, userId));
    },
  };
}
export type CustomerOrderService = ReturnType<typeof createCustomerOrderService>;
