import { createLocalStore } from '@web/lib/local-store';

/** The last searches made on this device, newest first, offered when the search box is empty. */
const RECENT_MAX = 5;

const store = createLocalStore<string[]>(
  'recent-part-searches',
  (raw) => (Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string' && x.length > 0).slice(0, RECENT_MAX) : []),
  [],
);

export const useRecentSearches = store.useValue;

export function rememberSearch(text: string): void {
  const query = text.trim();
  if (!query) return;
  const rest = store.read().filter((q) => q.toLowerCase() !== query.toLowerCase());
  store.write([query, ...rest].slice(0, RECENT_MAX));
}

export function forgetSearches(): void {
  store.write(undefined);
}
