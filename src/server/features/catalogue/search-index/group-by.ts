/**
 * A stable counting sort of entries by group: `order[i]` is the entry at place i, and group g's entries
 * are at places starts[g] … starts[g + 1] - 1, in the order they were added.
 */
export function groupBy(groupOf: Int32Array | Uint8Array, groups: number): { starts: Int32Array; order: Int32Array } {
  const starts = new Int32Array(groups + 1);
  for (let i = 0; i < groupOf.length; i++) starts[groupOf[i]! + 1]!++;
  for (let g = 0; g < groups; g++) starts[g + 1]! += starts[g]!;
  const next = starts.slice(0, groups);
  const order = new Int32Array(groupOf.length);
  for (let i = 0; i < groupOf.length; i++) order[next[groupOf[i]!]!++] = i;
  return { starts, order };
}

/** Parts grouped by a code (categories, brands, conditions, marketplaces): a code's parts, ascending. */
export type Groups = { of(code: number): Int32Array };

/** Each code's parts (`codes`: one per part, each below `count`). */
export function groupsOf(codes: Int32Array | Uint8Array, count: number): Groups {
  const { starts, order } = groupBy(codes, count);
  return { of: (code) => (code < count ? order.subarray(starts[code]!, starts[code + 1]!) : new Int32Array(0)) };
}
