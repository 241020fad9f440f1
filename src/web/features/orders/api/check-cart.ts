import { useQuery } from '@tanstack/react-query';
import type { ShopSettings } from '@shared/schemas/orders';
import type { InventoryProduct } from '@shared/schemas/shop';
import { apiRequest, urlFromQueryKey } from '@web/lib/api-client';
import { readCart, replaceCart } from '@web/lib/cart';
import { orderLimitsKeys } from '@web/lib/order-limits';
import { cartChanged, reconcileCart, type CartChange } from '../components/reconcile-cart';
import { orderKeys } from './keys';

/**
 * Checkout's look at the shelf: asks `GET /api/inventory?ids=` for today's price and stock of the cart's
 * products, brings the cart in line with it (the server's figures win) and answers what changed, so the
 * customer is told before paying. It runs when checkout opens and when an order is refused for price or
 * stock; the order itself is priced on the server again.
 */
async function checkCart(): Promise<CartChange[]> {
  if (readCart().length === 0) return [];
  const lines = readCart().filter((l) => !l.kind);
  const ids = [...new Set(lines.map((l) => l.id))].sort((a, b) => a - b).join(',');
  // The shop's cap on one item per order comes with the shelf: a cart filled above it comes down to it.
  const [products, limits] = await Promise.all([
    lines.length > 0 ? apiRequest<InventoryProduct[]>('GET', urlFromQueryKey(orderKeys.shelf(ids))) : Promise.resolve([]),
    apiRequest<ShopSettings>('GET', urlFromQueryKey(orderLimitsKeys.all())),
  ]);
  // Read again: the customer may have changed the cart while the answer was on its way.
  const cart = readCart();
  const { lines: next, changes } = reconcileCart(cart, products, limits.maxUnitsPerOrder);
  if (cartChanged(cart, next)) replaceCart(next);
  return changes;
}

export function useCartCheck() {
  return useQuery({
    queryKey: orderKeys.cartCheck(),
    queryFn: checkCart,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
