import { ORDER_LINE_MAX_QUANTITY } from '@shared/constants';
import type { Part } from '@shared/schemas/catalogue';
import { addLine, type AddResult } from '@web/lib/cart';

/**
 * docs/choices.md #9/#10: a catalogue part the Kingston shop sells (marketplace "local") goes into the one cart as
 * a `kind: 'part'` line, priced in US dollars as the catalogue shows it. Catalogue parts have no stock
 * count, only in stock or not, so an in-stock part is capped at what one order line allows.
 */
export function addPartToCart(part: Pick<Part, 'id' | 'title' | 'price' | 'imageUrl' | 'inStock'>, quantity: number): AddResult {
  return addLine(
    { id: part.id, kind: 'part', name: part.title, price: part.price, imageUrl: part.imageUrl, stockCount: part.inStock ? ORDER_LINE_MAX_QUANTITY : 0 },
    quantity,
  );
}
