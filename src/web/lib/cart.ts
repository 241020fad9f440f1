import { CART_STORAGE_KEY, ORDER_LINE_MAX_QUANTITY } from '@shared/constants';
import { createLocalStore } from './local-store';

/**
 * The one cart (docs/choices.md #9): `/shop`, the dashboard's Phone Parts tab, the part page and the header badge
 * all use the browser-storage key `shopping-cart`. Prices here are what the customer saw when adding;
 * checkout asks the server for today's price and stock, and the server's figures win.
 */
export type CartLine = {
  /** Shop inventory product id; or the catalogue part id when kind is 'part'. */
  id: number;
  /** A catalogue part sold by the Kingston shop (docs/choices.md #10): priced in US dollars, no stock count. */
  kind?: 'part';
  name: string;
  /** JMD for shop products, USD for catalogue parts, as shown when added. */
  price: number;
  quantity: number;
  imageUrl?: string;
  /** How many the shelf held when last seen: the line's quantity never goes above it. */
  stockCount: number;
};

export type CartProduct = { id: number; name: string; price: number; imageUrl?: string; stockCount: number };
export type AddResult = 'added' | 'at_stock_limit' | 'out_of_stock';

const isLine = (value: unknown): value is CartLine => {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.id) &&
    (v.kind === undefined || v.kind === 'part') &&
    typeof v.name === 'string' &&
    typeof v.price === 'number' &&
    Number.isFinite(v.price) &&
    Number.isInteger(v.quantity) &&
    (v.quantity as number) > 0 &&
    Number.isInteger(v.stockCount) &&
    (v.imageUrl === undefined || typeof v.imageUrl === 'string')
  );
};

// Lines written by an older version (or by hand) that don't have today's shape are dropped, not shown half-broken.
const store = createLocalStore<CartLine[]>(CART_STORAGE_KEY, (raw) => (Array.isArray(raw) ? raw.filter(isLine) : []), []);

const sameLine = (a: Pick<CartLine, 'id' | 'kind'>, b: Pick<CartLine, 'id' | 'kind'>) => a.id === b.id && a.kind === b.kind;
/**
 * The most of one line a cart can hold: the stock, and never more than one order takes of an item
 * (`perOrder`, the shop's cap from useOrderLimits; the schema's ceiling when not given).
 */
export const lineLimit = (line: Pick<CartLine, 'stockCount'>, perOrder: number = ORDER_LINE_MAX_QUANTITY) =>
  Math.max(0, Math.min(line.stockCount, perOrder, ORDER_LINE_MAX_QUANTITY));

export const readCart = store.read;
export const useCart = store.useValue;

/** Adds `quantity` of a line (or more of one already there), up to what the shelf holds and one order takes. */
export function addLine(line: Omit<CartLine, 'quantity'>, quantity = 1, perOrder?: number): AddResult {
  const lines = store.read();
  const limit = lineLimit(line, perOrder);
  if (limit === 0) return 'out_of_stock';
  const existing = lines.find((l) => sameLine(l, line));
  const had = existing?.quantity ?? 0;
  if (had >= limit) return 'at_stock_limit';
  const next = { ...line, quantity: Math.min(limit, had + Math.max(1, Math.floor(quantity))) };
  store.write(existing ? lines.map((l) => (l === existing ? next : l)) : [...lines, next]);
  return 'added';
}

export function addToCart(product: CartProduct, quantity = 1, perOrder?: number): AddResult {
  return addLine({ id: product.id, name: product.name, price: product.price, imageUrl: product.imageUrl, stockCount: product.stockCount }, quantity, perOrder);
}

/** 0 or less removes the line (docs/product.md §5); more than the stock is held at the stock. */
/** docs/product.md §8's words once something lands in the cart: 'Added to Cart' / '{name} has been added to your cart.' */
export const ADDED_TO_CART = 'Added to Cart';
export function addedToCartText(name: string, quantity: number): string {
  return quantity === 1 ? `${name} has been added to your cart.` : `${quantity} × ${name} have been added to your cart.`;
}

export function setCartQuantity(id: number, quantity: number, kind?: 'part', perOrder?: number): void {
  const lines = store.read();
  const wanted = Math.floor(quantity);
  store.write(
    wanted <= 0
      ? lines.filter((l) => !sameLine(l, { id, kind }))
      : lines.map((l) => (sameLine(l, { id, kind }) ? { ...l, quantity: Math.min(wanted, lineLimit(l, perOrder)) } : l)),
  );
}

export function removeFromCart(id: number, kind?: 'part'): void {
  store.write(store.read().filter((l) => !sameLine(l, { id, kind })));
}

/** Checkout writes back what the server said (prices, stock, lines gone). */
export function replaceCart(lines: CartLine[]): void {
  store.write(lines.filter((l) => l.quantity > 0));
}

export function clearCart(): void {
  store.write(undefined);
}

export function cartTotals(lines: CartLine[]): { count: number; subtotal: number } {
  let count = 0;
  let cents = 0;
  for (const l of lines) {
    count += l.quantity;
    cents += Math.round(l.price * 100) * l.quantity;
  }
  return { count, subtotal: cents / 100 };
}

/** The number of items in the cart (sum of quantities), kept live: the header badge. */
export function useCartCount(): number {
  return cartTotals(store.useValue()).count;
}
