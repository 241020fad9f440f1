import { useSyncExternalStore } from 'react';

/**
 * A value kept in browser storage under one key, readable as a live React value. Writes in this tab
 * announce themselves with an event; other tabs are heard through `storage`. Storage that is full,
 * disabled or holds junk reads as the fallback: a broken value never breaks a page.
 */
export function createLocalStore<T>(key: string, parse: (raw: unknown) => T, fallback: T) {
  const changed = `local-store:${key}`;
  // useSyncExternalStore needs the same object back while nothing changed.
  let lastRaw: string | null | undefined;
  let lastValue = fallback;

  function read(): T {
    let raw: string | null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      raw = null;
    }
    if (raw === lastRaw) return lastValue;
    lastRaw = raw;
    try {
      lastValue = raw === null ? fallback : parse(JSON.parse(raw));
    } catch {
      lastValue = fallback;
    }
    return lastValue;
  }

  function write(value: T | undefined): void {
    try {
      if (value === undefined) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Private mode or full storage: the value lives until the page closes.
      lastRaw = undefined;
      lastValue = value ?? fallback;
    }
    window.dispatchEvent(new Event(changed));
  }

  function subscribe(onChange: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === key) onChange();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(changed, onChange);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(changed, onChange);
    };
  }

  function useValue(): T {
    return useSyncExternalStore(subscribe, read, () => fallback);
  }

  return { read, write, useValue };
}
