import type { Matched } from './match-words';
import { tsRank } from './ts-rank';

/** Up to this many parts, a match's rank and index fit in one float64 (32 + 21 bits) for sorting. */
const PACKED_PARTS = 2 ** 21;

/** A page of matches by ts_rank, highest first, then the higher id first: `order by ts_rank(…) desc, id desc`. */
export function pageByRank(matched: Matched, offset: number, limit: number, pool: Uint16Array, ids: Int32Array): number[] {
  const { docs, postings, at } = matched;
  const size = postings.length;
  const starts = new Int32Array(size);
  const counts = new Int32Array(size);
  const ranks = new Float32Array(docs.length);
  if (size === 1) {
    for (let m = 0; m < docs.length; m++) ranks[m] = postings[0]!.ranks[at[0]![m]!]!;
  } else {
    for (let m = 0; m < docs.length; m++) {
      for (let i = 0; i < size; i++) {
        const k = at[i]![m]!;
        starts[i] = postings[i]!.starts[k]!;
        counts[i] = postings[i]!.counts[k]!;
      }
      ranks[m] = tsRank(pool, starts, counts, size);
    }
  }
  const out: number[] = [];
  const end = Math.min(offset + limit, docs.length);
  if (ids.length <= PACKED_PARTS) {
    // One number per match: the rank's bits (a positive float's bits sort as the float does) above the
    // part's index, sorted natively, highest first.
    const bits = new Uint32Array(ranks.buffer);
    const keys = new Float64Array(docs.length);
    for (let m = 0; m < docs.length; m++) keys[m] = bits[m]! * PACKED_PARTS + docs[m]!;
    // A first page of many matches needs only the highest few: kept in a heap rather than all sorted.
    const highest = end * 8 <= keys.length ? largest(keys, end) : keys.sort().reverse();
    for (let i = offset; i < end; i++) out.push(ids[highest[i]! % PACKED_PARTS]!);
    return out;
  }
  const order = Int32Array.from({ length: docs.length }, (_, m) => m);
  order.sort((a, b) => ranks[b]! - ranks[a]! || docs[b]! - docs[a]!);
  for (let i = offset; i < end; i++) out.push(ids[docs[order[i]!]!]!);
  return out;
}

/** The `k` largest of `keys` (at least k of them), largest first: a min-heap of the k kept so far. */
function largest(keys: Float64Array, k: number): Float64Array {
  const heap = keys.slice(0, k).sort();
  for (let i = k; i < keys.length; i++) {
    const x = keys[i]!;
    if (x <= heap[0]!) continue;
    // x replaces the smallest kept, then sinks to its place.
    let c = 0;
    for (;;) {
      let child = 2 * c + 1;
      if (child >= k) break;
      if (child + 1 < k && heap[child + 1]! < heap[child]!) child++;
      if (heap[child]! >= x) break;
      heap[c] = heap[child]!;
      c = child;
    }
    heap[c] = x;
  }
  return heap.sort().reverse();
}
