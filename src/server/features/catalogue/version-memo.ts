/** The most values kept for one version: a vehicle search's models are keyed by what the query names. */
const MAX_KEPT = 1000;

/**
 * Reads that depend only on the catalogue (its landed-cost rates, the models a vehicle names), kept for
 * the newest catalogue version seen: every change to those tables advances the version in its own
 * transaction (decision 024), so a value read at a version is right for as long as the version stands.
 * A search that knows its version (the memory index reads it) then sends one statement fewer for each.
 * Without a version, or with an older one than seen, the value is read.
 */
export function createVersionMemo() {
  let version = -1;
  let kept = new Map<string, Promise<unknown>>();
  return function memo<T>(at: number | undefined, key: string, read: () => Promise<T>): Promise<T> {
    if (at === undefined || at < version) return read();
    if (at > version) {
      version = at;
      kept = new Map();
    }
    const had = kept.get(key) as Promise<T> | undefined;
    if (had) return had;
    const value = read();
    if (kept.size < MAX_KEPT) {
      const map = kept;
      map.set(key, value);
      // A failed read is not kept: the next search reads again.
      value.catch(() => map.get(key) === value && map.delete(key));
    }
    return value;
  };
}
