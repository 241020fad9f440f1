import { useCallback, useSyncExternalStore } from 'react';

/** docs/choices.md #10: the wishlist is kept in browser storage (part ids), live across tabs. */
export const WISHLIST_STORAGE_KEY = 'wishlist';
const CHANGED_EVENT = 'wishlist-changed';

function readWishlist(): number[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

function writeWishlist(ids: number[]): void {
  try {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or blocked (private mode): the heart simply doesn't stick.
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === WISHLIST_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED_EVENT, onChange);
  };
}

/** Whether a part is on the wishlist, and a toggle. */
export function useWishlisted(partId: number): [boolean, () => void] {
  const saved = useSyncExternalStore(subscribe, () => readWishlist().includes(partId), () => false);
  const toggle = useCallback(() => {
    const ids = readWishlist();
    writeWishlist(ids.includes(partId) ? ids.filter((id) => id !== partId) : [...ids, partId]);
  }, [partId]);
  return [saved, toggle];
}
