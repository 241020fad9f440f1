import type { Postings } from './index-data';

/** The matches of a search with words, in id order, and for each query lexeme its posting of each match (at[i][m]). */
export type Matched = { docs: Int32Array; postings: Postings[]; at: Int32Array[] };

/** The parts in every one of `postings` (a query's lexemes) that pass `keep`, in id order. */
export function partsInAll(postings: Postings[], keep: (d: number) => boolean): Matched {
  // Walk the shortest list and find each of its parts in the others (their cursors only move forward).
  let lead = 0;
  for (let i = 1; i < postings.length; i++) if (postings[i]!.docs.length < postings[lead]!.docs.length) lead = i;
  const leadDocs = postings[lead]!.docs;
  const cursors = new Int32Array(postings.length);
  const out = new Int32Array(leadDocs.length);
  const at = postings.map(() => new Int32Array(leadDocs.length));
  let m = 0;
  outer: for (let j = 0; j < leadDocs.length; j++) {
    const d = leadDocs[j]!;
    for (let i = 0; i < postings.length; i++) {
      if (i === lead) continue;
      const docs = postings[i]!.docs;
      let c = cursors[i]!;
      // Gallop, then bisect: a common word's list is long.
      let step = 1;
      while (c + step < docs.length && docs[c + step]! < d) step *= 2;
      let lo = c;
      let hi = Math.min(c + step, docs.length - 1);
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (docs[mid]! < d) lo = mid + 1;
        else hi = mid;
      }
      c = lo;
      cursors[i] = c;
      if (docs[c] !== d) {
        if (docs[c]! < d) break outer;
        continue outer;
      }
    }
    if (!keep(d)) continue;
    for (let i = 0; i < postings.length; i++) at[i]![m] = i === lead ? j : cursors[i]!;
    out[m++] = d;
  }
  return { docs: out.subarray(0, m), postings, at: at.map((a) => a.subarray(0, m)) };
}
