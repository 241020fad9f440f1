import type { Part } from '@shared/schemas/catalogue';
import { readCart, writeCart, type CartItem } from '@web/lib/cart';

/**
 * DECISIONS 9/10: a local-marketplace catalogue part goes into the one cart (`shopping-cart`). Its id is
 * prefixed (`part-<id>`) so it can never be mistaken for a shop inventory product with the same number,
 * and it says its price is in US dollars (catalogue prices are USD; the shop's are JMD).
 */
export type CataloguePartCartItem = CartItem & { partId: number; currency: 'USD' };

export function cartIdOfPart(partId: number): string {
  return `part-${partId}`;
}

export function addPartToCart(part: Pick<Part, 'id' | 'title' | 'price' | 'imageUrl'>, quantity: number): void {
  const id = cartIdOfPart(part.id);
  const items = readCart();
  const existing = items.find((item) => String(item.id) === id);
  if (existing) {
    writeCart(items.map((item) => (item === existing ? { ...item, quantity: item.quantity + quantity } : item)));
    return;
  }
  const item: CataloguePartCartItem = {
    id,
    partId: part.id,
    name: part.title,
    price: part.price,
    currency: 'USD',
    quantity,
    imageUrl: part.imageUrl,
  };
  writeCart([...items, item]);
}
