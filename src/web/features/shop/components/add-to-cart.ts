import type { InventoryProduct } from '@shared/schemas/shop';
import { toast } from '@web/components/ui/use-toast';
import { ADDED_TO_CART, addedToCartText, addToCart, lineLimit, type CartLine } from '@web/lib/cart';

/** How many of a product the cart holds. */
export function quantityInCart(lines: CartLine[], productId: number): number {
  // Catalogue-part lines (`kind: 'part'`) share the cart but not the shop's product ids.
  return lines.find((line) => line.kind === undefined && line.id === productId)?.quantity ?? 0;
}

/**
 * How many more the customer may add: the stock, and at most what one order takes of an item (`perOrder`,
 * the shop's cap), less what the cart already holds (docs/product.md §5).
 */
export function roomInCart(lines: CartLine[], product: Pick<InventoryProduct, 'id' | 'inStock' | 'stockCount'>, perOrder: number): number {
  if (!product.inStock) return 0;
  return Math.max(0, lineLimit(product, perOrder) - quantityInCart(lines, product.id));
}

/** True when the cart stops short of the stock because one order takes no more of an item. */
export function cappedByOrderLimit(product: Pick<InventoryProduct, 'stockCount'>, perOrder: number): boolean {
  return lineLimit(product, perOrder) < product.stockCount;
}

/** Puts a shop product in the one cart at the price shown, and says what happened in a toast. */
export function addProductToCart(
  product: Pick<InventoryProduct, 'id' | 'name' | 'price' | 'imageUrl' | 'stockCount'>,
  quantity: number,
  perOrder: number,
): void {
  const result = addToCart(
    { id: product.id, name: product.name, price: product.price, imageUrl: product.imageUrl, stockCount: product.stockCount },
    quantity,
    perOrder,
  );
  if (result === 'added') {
    toast({ title: ADDED_TO_CART, description: addedToCartText(product.name, quantity) });
  } else if (result === 'at_stock_limit' && cappedByOrderLimit(product, perOrder)) {
    toast({
      title: 'That is the most for one order',
      description: `One order takes at most ${lineLimit(product, perOrder)} of ${product.name}. Call the shop for more.`,
    });
  } else if (result === 'at_stock_limit') {
    toast({
      title: "That's all we have",
      description:
        product.stockCount === 1
          ? `The only ${product.name} in stock is already in your cart.`
          : `All ${product.stockCount} of ${product.name} in stock are in your cart.`,
    });
  } else {
    toast({ variant: 'destructive', title: 'Out of Stock', description: `${product.name} has just sold out.` });
  }
}
