import type { FastifyBaseLogger } from 'fastify';
import { ISLAND_SHIPPING_JMD, REFERENCE_ALPHABET } from '../../../shared/constants';
import { toCents } from '../../../shared/money';
import type { AdminOrderList, AdminOrderQuery, Order, OrderInput, OrderStatusChange } from '../../../shared/schemas/orders';
import { ADMIN_ORDERS_PAGE_SIZE, CARD_PAYMENT_WINDOW_MINUTES, ORDER_STATUSES, partPriceJmdCents, type OrderStatus } from '../../../shared/orders';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/errors';
import type { MailMessage, Mailer } from '../../lib/mail/mailer';
import { randomReference } from '../../lib/tokens';
import type { SessionUser } from '../../plugins/auth';
import { jmd, usd } from '../../lib/mail/wording';
import { orderPlacedEmail, orderStatusEmail } from './emails';
import * as repo from './repository';
import { emailKey, phoneKey } from './customer-keys';
import { changeStatusOrThrow, type StatusActor } from './status';
import { toOrder } from './views';

export type OrderServiceDeps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  store: Config['store'];
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Tests pass a fixed sequence to see a collision retried; production draws at random. */
  newOrderNumber?: () => string;
};

export type PlaceOptions = {
  /** The clock for pay_by (tests of the expiry pass their own). */
  now?: Date;
  /** Card checkout e-mails the order only once its payment has been set up (a failed set-up cancels it). */
  deferEmail?: boolean;
};

export const ORDER_NOT_FOUND = 'Order Not Found';
const ORDER_NUMBER_CONSTRAINT = 'orders_order_number_unique';
const ORDER_NUMBER_ATTEMPTS = 5;
const SHIPPING_CENTS = toCents(ISLAND_SHIPPING_JMD);

const staff = (user: SessionUser): StatusActor => ({ userId: user.id, label: `${user.firstName} ${user.lastName} (staff)` });

type Line = { id: number; kind: 'product' | 'part'; quantity: number; priceCents: number; index: number };

/** The cart's lines with one line per product or part (one listed twice is one line with both quantities). */
function mergeLines(items: OrderInput['items']): Line[] {
  const byKey = new Map<string, Line>();
  items.forEach((item, index) => {
    const kind = item.kind ?? 'product';
    const line = byKey.get(`${kind}:${item.id}`);
    if (line) line.quantity += item.quantity;
    else byKey.set(`${kind}:${item.id}`, { id: item.id, kind, quantity: item.quantity, priceCents: toCents(item.price), index });
  });
  // Rows are locked in product-id order, so two orders sharing products never wait on each other in a cycle.
  return [...byKey.values()].sort((a, b) => a.id - b.id);
}

export function createOrderService(deps: OrderServiceDeps) {
  const { db, mailer, log } = deps;
  const newOrderNumber = deps.newOrderNumber ?? (() => randomReference('ORD', REFERENCE_ALPHABET));
  const trackingLink = (order: { orderNumber: string; customerEmail: string }) =>
    `${deps.publicUrl}/track-order?number=${encodeURIComponent(order.orderNumber)}&email=${encodeURIComponent(order.customerEmail)}`;

  async function notify(message: MailMessage): Promise<void> {
    try {
      await mailer.send(message);
    } catch (err) {
      log.error({ err, kind: message.kind }, 'could not queue an e-mail');
    }
  }

  async function load(rows: repo.OrderRow[], forStaff = false): Promise<Order[]> {
    const ids = rows.map((r) => r.id);
    const [items, history] = await Promise.all([repo.itemsOf(db, ids), repo.historyOf(db, ids)]);
    return rows.map((row) => toOrder(row, items, history, forStaff));
  }

  async function loadOne(row: repo.OrderRow, forStaff = false): Promise<Order> {
    const [order] = await load([row], forStaff);
    return order!;
  }

  async function byNumber(orderNumber: string): Promise<repo.OrderRow> {
    const row = await repo.findOrderByNumber(db, orderNumber);
    if (!row) throw new AppError('not_found', ORDER_NOT_FOUND);
    return row;
  }

  async function sendPlacedEmail(order: Order): Promise<void> {
    await notify(orderPlacedEmail({ order, trackingLink: trackingLink(order), store: deps.store }));
  }

  /** The customer hears of every status change, after it is committed (a rolled-back change sends nothing). */
  async function statusChanged(row: repo.OrderRow, note: string | null): Promise<void> {
    const order = await loadOne(row);
    await notify(orderStatusEmail({ order, note, trackingLink: trackingLink(order), store: deps.store }));
  }

  /** Why a line could not be reserved, in words the customer can act on. */
  async function unavailable(tx: Db, line: { id: number; quantity: number; index: number }): Promise<AppError> {
    const [product] = await repo.productsByIds(tx, [line.id]);
    const path = `items.${line.index}.quantity`;
    if (!product) return new AppError('invalid_data', 'One of the items is not sold in the shop any more', [{ path: `items.${line.index}.id`, message: 'Remove it from your cart' }]);
    if (product.stockCount === 0) return new AppError('conflict', `${product.name} is out of stock`, [{ path, message: 'Remove it from your cart' }]);
    return new AppError('conflict', `Only ${product.stockCount} of ${product.name} left in stock`, [{ path, message: `Choose ${product.stockCount} or fewer` }]);
  }

  /**
   * Catalogue parts the Kingston shop sells (DECISIONS 10): only marketplace 'local', only in stock (they
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

  return {
    /**
     * Places an order: prices from the shelf, stock reserved line by line with one conditional update
     * each, the order, its items and its first history row, all in one transaction. Any line that cannot
     * be reserved, or whose price the customer did not see, fails the whole order and moves no stock.
     */
    async place(input: OrderInput, user: SessionUser | null, paymentMethod: 'pay_later' | 'card', opts: PlaceOptions = {}): Promise<Order> {
      const now = opts.now ?? new Date();
      const lines = mergeLines(input.items);
      for (const line of lines) {
        if (line.quantity > 99) throw new AppError('invalid_data', 'At most 99 of one item per order', [{ path: `items.${line.index}.quantity`, message: 'Choose 99 or fewer' }]);
      }

      let placed: Order | undefined;
      for (let attempt = 1; !placed; attempt++) {
        try {
          placed = await db.transaction(async (tx) => {
            const t = tx as unknown as Db;
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
            reserved.push(...(await pricePartLines(t, lines.filter((l) => l.kind === 'part'))));
            const subtotalCents = reserved.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
            const shippingCents = input.deliveryMethod === 'shipping' ? SHIPPING_CENTS : 0;
            const totalCents = subtotalCents + shippingCents;
            if (input.amount !== undefined && toCents(input.amount) !== totalCents) {
              throw new AppError('conflict', `Your total is now ${jmd(totalCents / 100)}. Please check your order.`, [{ path: 'amount', message: 'The total changed' }]);
            }
            const order = await repo.insertOrder(t, {
              orderNumber: newOrderNumber(),
              userId: user?.id ?? null,
              status: 'pending',
              deliveryMethod: input.deliveryMethod,
              paymentMethod,
              customerName: input.customerName,
              customerEmail: input.customerEmail,
              customerPhone: input.customerPhone!,
              emailKey: emailKey(input.customerEmail),
              phoneKey: phoneKey(input.customerPhone!),
              address: input.deliveryMethod === 'shipping' ? input.address! : null,
              parish: input.deliveryMethod === 'shipping' ? input.parish! : null,
              subtotalCents,
              shippingCents,
              totalCents,
              // An unpaid card order holds its stock only this long (the expiry sweep releases it).
              payBy: paymentMethod === 'card' ? new Date(now.getTime() + CARD_PAYMENT_WINDOW_MINUTES * 60_000) : null,
            });
            const items = await repo.insertItems(
              t,
              reserved.map((l) => ({
                orderId: order.id,
                productId: l.kind === 'product' ? l.id : null,
                partId: l.kind === 'part' ? l.id : null,
                name: l.name,
                imageUrl: l.imageUrl,
                unitPriceCents: l.priceCents,
                quantity: l.quantity,
              })),
            );
            const history = await repo.insertHistory(t, {
              orderId: order.id,
              status: 'pending',
              note: 'Order placed',
              changedBy: null,
              changedByLabel: user ? 'Customer' : 'Guest',
            });
            // Answered from what was just written: reading it back costs two more round trips per order.
            return toOrder(order, items, history, false);
          });
        } catch (err) {
          if (attempt < ORDER_NUMBER_ATTEMPTS && isUniqueViolation(err, ORDER_NUMBER_CONSTRAINT)) continue;
          throw err;
        }
      }

      if (!opts.deferEmail) await sendPlacedEmail(placed);
      return placed;
    },

    sendPlacedEmail,
    statusChanged,
    view: loadOne,
    notify,

    /** An order by its number, only with the e-mail it was placed with (a wrong e-mail reads as not found). */
    async track(orderNumber: string, email: string): Promise<Order> {
      const row = await repo.findOrderByNumber(db, orderNumber);
      if (!row || row.customerEmail !== email) throw new AppError('not_found', ORDER_NOT_FOUND);
      const [order] = await load([row]);
      return order!;
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

    async adminDetail(orderNumber: string): Promise<Order> {
      return loadOne(await byNumber(orderNumber), true);
    },

    /**
     * A staff status change: checked against the order's delivery method and the allowed moves, applied
     * only if nobody changed the order since it was read, kept in the history, e-mailed to the customer.
     */
    async changeStatus(orderNumber: string, change: OrderStatusChange, user: SessionUser): Promise<Order> {
      const before = await byNumber(orderNumber);
      const note = change.note || null;
      const after = await db.transaction((tx) => changeStatusOrThrow(tx as unknown as Db, before, change.status, { note, by: staff(user) }));
      await statusChanged(after, note);
      return loadOne(after, true);
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
