import { describe, expect, it } from 'vitest';
import type { InventoryProduct } from '@shared/schemas/shop';
import type { CartLine } from '@web/lib/cart';
import { testInventoryProduct } from '@web/lib/inventory-product.test-support';
import { reconcileCart } from './reconcile-cart';

// The Galaxy A14 screen the cart lines below hold.
const A14_SCREEN = { name: 'Galaxy A14 Screen', model: 'Galaxy A14', price: 4500, stockCount: 5, rating: 4.5, reviewCount: 3, sellerPhone: '876-555-0142' };
const product = (over: Partial<InventoryProduct>): InventoryProduct => testInventoryProduct({ ...A14_SCREEN, ...over });
const line = (over: Partial<CartLine>): CartLine => ({ id: 1, name: 'Galaxy A14 Screen', price: 4500, quantity: 1, stockCount: 5, ...over });

describe('reconcileCart', () => {
  it('keeps a line the shelf still matches, saying nothing', () => {
    expect(reconcileCart([line({})], [product({})])).toEqual({ lines: [line({ imageUrl: '/images/shop/phone-screens.svg' })], changes: [] });
  });

  it('takes the server price and says so', () => {
    const r = reconcileCart([line({ price: 4000 })], [product({ price: 4500 })]);
    expect(r.lines[0]?.price).toBe(4500);
    expect(r.changes.map((c) => c.message)).toEqual(['The price of Galaxy A14 Screen changed from J$4,000.00 to J$4,500.00.']);
  });

  it('brings a quantity down to the stock, and drops lines out of stock or no longer sold', () => {
    const r = reconcileCart(
      [line({ id: 1, quantity: 4 }), line({ id: 2, name: 'iPhone 11 Battery' }), line({ id: 3, name: 'Old thing' })],
      [product({ id: 1, stockCount: 2 }), product({ id: 2, name: 'iPhone 11 Battery', stockCount: 0, inStock: false })],
    );
    expect(r.lines.map((l) => [l.id, l.quantity, l.stockCount])).toEqual([[1, 2, 2]]);
    expect(r.changes.map((c) => c.message)).toEqual([
      'Only 2 of Galaxy A14 Screen left: your cart now holds 2.',
      'iPhone 11 Battery is out of stock and was removed from your cart.',
      'Old thing is no longer sold and was removed from your cart.',
    ]);
  });

  it('leaves catalogue-part lines to the server', () => {
    const part = line({ id: 1, kind: 'part', price: 45 });
    expect(reconcileCart([part], [])).toEqual({ lines: [part], changes: [] });
  });

  it("holds every line to the shop's cap on one item per order, and says so", () => {
    const part = line({ id: 7, kind: 'part', name: 'Brake pads', price: 45, quantity: 12, stockCount: 99 });
    const r = reconcileCart([line({ id: 1, quantity: 15, stockCount: 40 }), part], [product({ id: 1, stockCount: 40 })], 10);
    expect(r.lines.map((l) => [l.id, l.quantity])).toEqual([[1, 10], [7, 10]]);
    expect(r.changes.map((c) => c.message)).toEqual([
      'One order takes at most 10 of Galaxy A14 Screen: your cart now holds 10. Call the shop for more.',
      'One order takes at most 10 of Brake pads: your cart now holds 10. Call the shop for more.',
    ]);
  });
});
