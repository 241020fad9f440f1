import { useSyncExternalStore } from 'react';
import { TOAST_LIMIT } from '@shared/constants';

/**
 * A tiny toast store (shadcn's pattern, trimmed): at most TOAST_LIMIT (1) toast at a time (docs/product.md §9);
 * a new toast replaces the old one. `<Toaster />` renders it with Radix Toast.
 */

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title?: string;
  description?: string;
  variant?: ToastVariant;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

// Keeps a closed toast mounted briefly so Radix can finish closing it before it leaves the DOM.
const REMOVE_DELAY_MS = 300;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string): void {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) if (!t.open) scheduleRemoval(t.id);
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

export function useToast() {
  const items = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: items, toast, dismiss: dismissToast };
}
