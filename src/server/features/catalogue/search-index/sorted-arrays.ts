import type { PrefixTable } from './index-data';

/** The first place in `keys` (ascending) whose key is not below `s`. */
export function lowerBound<T extends string | number>(keys: ArrayLike<T>, s: T): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid]! < s) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The places [from, to) in `table` of the strings starting with `prefix`. */
export function prefixRange(table: PrefixTable, prefix: string): { from: number; to: number } {
  const from = lowerBound(table.keys, prefix);
  let to = from;
  while (to < table.keys.length && table.keys[to]!.startsWith(prefix)) to++;
  return { from, to };
}

/** The parts in any of `lists` (each ascending), ascending, each once: the lists merged two at a time. */
export function unionOf(lists: Int32Array[]): Int32Array {
  let out = lists[0] ?? new Int32Array(0);
  for (let k = 1; k < lists.length; k++) {
    const a = out;
    const b = lists[k]!;
    const merged = new Int32Array(a.length + b.length);
    let i = 0;
    let j = 0;
    let m = 0;
    while (i < a.length && j < b.length) {
      const x = a[i]!;
      const y = b[j]!;
      if (x <= y) i++;
      if (y <= x) j++;
      merged[m++] = x < y ? x : y;
    }
    while (i < a.length) merged[m++] = a[i++]!;
    while (j < b.length) merged[m++] = b[j++]!;
    out = merged.subarray(0, m);
  }
  return out;
}
