import { ORDER_LINE_MAX_QUANTITY } from '../../../shared/constants';
import type { OrderInput } from '../../../shared/schemas/orders';
import { DEFAULT_UNCONFIRMED_SHARE_OF_STOCK, partPriceJmdCents, unconfirmedLimit } from '../../../shared/orders';
import { DEFAULT_LIMITS } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { jmd, usd } from '../../lib/mail/wording';
import { centsOf } from '../../modules/money/cents';
import * as repo from './repository';

// A cart's lines on their way into an order (docs/shop-holds.md): merged, held to the shop's caps and
// to what unconfirmed orders may hold, then reserved off the shelf and priced, each refusal in words
// the customer can act on. Everything here runs in the placing order's transaction.

export type Line = { id: number; kind: 'product' | 'part'; quantity: number; priceCents: number; index: number };
export type ReservedLine = { kind: 'product' | 'part'; id: number; name: string; imageUrl: string; priceCents: number; quantity: number };

const DAY_MS = 24 * 60 * 60_000;
/** The daily cap counts a customer's orders of the last 24 hours (a rolling day: no reset at midnight to wait for). */
const CAP_WINDOW_MS = DAY_MS;

/** The cart's lines with one line per product or part (one listed twice is one line with both quantities), each within ORDER_LINE_MAX_QUANTITY. */
export function mergeLines(items: OrderInput['items']): Line[] {
  const byKey = new Map<string, Line>();
  items.forEach((item, index) => {
    const kind = item.kind ?? 'product';
    const line = byKey.get(`${kind}:${item.id}`);
    if (line) line.quantity += item.quantity;
    else byKey.set(`${kind}:${item.id}`, { id: item.id, kind, quantity: item.quantity, priceCents: centsOf(item.price), index });
  });
  // Rows are locked in product-id order, so two orders sharing products never wait on each other in a cycle.
  const lines = [...byKey.values()].sort((a, b) => a.id - b.id);
  for (const line of lines) {
    // The schema bounds each line; merged lines of the same item are bounded here.
    if (line.quantity > ORDER_LINE_MAX_QUANTITY) {
      throw new AppError('invalid_data', `At most ${ORDER_LINE_MAX_QUANTITY} of one item per order`, [{ path: `items.${line.index}.quantity`, message: `Choose ${ORDER_LINE_MAX_QUANTITY} or fewer` }]);
    }
  }
  return lines;
}

export type LineRules = {
  store: { phone: string };
  /** What unconfirmed pay-later orders from one client address may hold (RateLimits; docs/shop-holds.md). */
  unconfirmedUnitsPerAddress?: number;
  /** The share of a product's units such orders may hold together (RateLimits; docs/shop-holds.md). */
  unconfirmedShareOfStock?: number;
};

export function createLineChecks(deps: LineRules) {
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
   * Catalogue parts the Kingston shop sells (docs/choices.md #10): only marketplace 'local', only in stock (they
   * have no count to reserve, so nothing is taken off a shelf), at the catalogue's USD price the customer
   * saw, charged in JMD at the exchange rate in force. Answers each line's JMD unit price.
   */
  async function pricePartLines(tx: Db, lines: Line[]): Promise<ReservedLine[]> {
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
   * Every line reserved and priced: each product's stock taken with one conditional update (a line that
   * cannot be, or whose price the customer did not see, fails the order), an unconfirmed order held to
   * its share of each product, then the catalogue parts priced.
   */
  async function reserveLines(tx: Db, lines: Line[], unconfirmed: boolean): Promise<ReservedLine[]> {
    const reserved: ReservedLine[] = [];
    for (const line of lines.filter((l) => l.kind === 'product')) {
      const product = await repo.reserveStock(tx, line.id, line.quantity);
      if (!product) throw await unavailable(tx, line);
      if (product.priceCents !== line.priceCents) {
        throw new AppError('conflict', `The price of ${product.name} is now ${jmd(product.priceCents / 100)}. Please check your cart.`, [
          { path: `items.${line.index}.price`, message: `Now ${jmd(product.priceCents / 100)}` },
        ]);
      }
      reserved.push({ ...line, ...product });
    }
    if (unconfirmed) await checkProductHolds(tx, lines.filter((l) => l.kind === 'product'));
    reserved.push(...(await pricePartLines(tx, lines.filter((l) => l.kind === 'part'))));
    return reserved;
  }

  return { checkOrderCap, checkDailyCap, checkAddressHold, reserveLines };
}
export type LineChecks = ReturnType<typeof createLineChecks>;
