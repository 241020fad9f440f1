import { ORDER_LINE_MAX_QUANTITY } from '@shared/constants';
import type { InventoryProduct } from '@shared/schemas/shop';
import { lineLimit, type CartLine } from '@web/lib/cart';
import { formatMoney } from '@web/lib/format';

export type CartChange = { id: number; message: string };

/**
 * Brings the cart's shop lines up to date with the shelf (the server's price and stock win): a product no
 * longer sold or out of stock leaves the cart, a quantity above the stock, or above what one order takes
 * of an item (`perOrder`, the shop's cap), comes down to it, and a new price replaces the old. Each change
 * is said in words the customer can act on. Catalogue-part lines are only held to the cap.
 */
export function reconcileCart(
  lines: CartLine[],
  products: InventoryProduct[],
  perOrder: number = ORDER_LINE_MAX_QUANTITY,
): { lines: CartLine[]; changes: CartChange[] } {
  const byId = new Map(products.map((p) => [p.id, p]));
  const changes: CartChange[] = [];
  const next: CartLine[] = [];
  for (const line of lines) {
    if (line.kind) {
      if (line.quantity > perOrder) {
        changes.push({ id: line.id, message: `One order takes at most ${perOrder} of ${line.name}: your cart now holds ${perOrder}. Call the shop for more.` });
        next.push({ ...line, quantity: perOrder });
      } else {
        next.push(line);
      }
      continue;
    }
    const product = byId.get(line.id);
    if (!product) {
      changes.push({ id: line.id, message: `${line.name} is no longer sold and was removed from your cart.` });
      continue;
    }
    const updated: CartLine = { ...line, name: product.name, price: product.price, imageUrl: product.imageUrl, stockCount: product.stockCount };
    const limit = lineLimit(updated, perOrder);
    if (limit === 0) {
      changes.push({ id: line.id, message: `${product.name} is out of stock and was removed from your cart.` });
      continue;
    }
    if (line.quantity > limit) {
      changes.push({
        id: line.id,
        message:
          limit < product.stockCount
            ? `One order takes at most ${limit} of ${product.name}: your cart now holds ${limit}. Call the shop for more.`
            : `Only ${limit} of ${product.name} left: your cart now holds ${limit}.`,
      });
      updated.quantity = limit;
    }
    if (Math.round(line.price * 100) !== Math.round(product.price * 100)) {
      changes.push({
        id: line.id,
        message: `The price of ${product.name} changed from ${formatMoney(line.price, 'JMD')} to ${formatMoney(product.price, 'JMD')}.`,
      });
    }
    next.push(updated);
  }
  return { lines: next, changes };
}

/** True when the two carts differ in anything the customer sees or pays. */
export function cartChanged(a: CartLine[], b: CartLine[]): boolean {
  return JSON.stringify(a) !== JSON.stringify(b);
}
