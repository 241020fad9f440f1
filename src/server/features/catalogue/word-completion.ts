/**
 * Finishing the word being typed in the search box. Exact beginnings come first, then words whose
 * beginning is one slip away (a letter wrong, missing, extra or two swapped: "corr" → "corolla", as
 * people spell it), two slips from the sixth letter on. Within each, the most used words first.
 */

/** Edits between a and b, a swap of two neighbours counting as one (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** How far `typed` is from the nearest beginning of `word` (its first letters, one fewer or one more). */
function prefixDistance(typed: string, word: string): number {
  let best = Infinity;
  for (const length of [typed.length - 1, typed.length, typed.length + 1]) {
    if (length >= 1 && length <= word.length) best = Math.min(best, editDistance(typed, word.slice(0, length)));
  }
  return best;
}

/** The vocabulary's words (those sharing the first letter will do) that finish `typed`, best first. */
export function completeWord(typed: string, vocabulary: { word: string; frequency: number }[], limit: number): string[] {
  const slips = typed.length >= 6 ? 2 : typed.length >= 3 ? 1 : 0;
  const scored = vocabulary
    .map((v) => ({ ...v, distance: v.word.startsWith(typed) ? 0 : prefixDistance(typed, v.word) }))
    .filter((v) => v.distance <= slips);
  scored.sort((a, b) => a.distance - b.distance || b.frequency - a.frequency || a.word.localeCompare(b.word));
  return scored.slice(0, limit).map((v) => v.word);
}
