import { useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY } from '@shared/constants';

/**
 * The one cart (DECISIONS 9): `/shop`, the dashboard's Phone Parts tab and the header badge all read the
 * browser-storage key `shopping-cart`. Writers call `writeCart`, which tells this tab through a
 * `cart-changed` event; other tabs hear the `storage` event.
 */

export type CartItem = { id: string | number; name: string; price: number; quantity: number; imageUrl?: string };

export const CART_CHANGED_EVENT = 'cart-changed';

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    (typeof item.id === 'string' || typeof item.id === 'number') &&
    typeof item.quantity === 'number' &&
    Number.isFinite(item.quantity)
  );
}

export function readCart(): CartItem[] {
  try {
    const raw = window.localStorage.getItem(CART_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isCartItem) : [];
  } catch {
    return [];
  }
}

export function writeCart(items: CartItem[]): void {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

export function cartItemCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + Math.max(0, Math.floor(item.quantity)), 0);
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

/** The number of items in the cart (sum of quantities), kept live. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, () => cartItemCount(readCart()), () => 0);
}
