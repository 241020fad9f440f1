import { distance } from 'fastest-levenshtein';

// The shop's search: word by word, in any order, forgiving a typo in a word of letters, never in a model
// number (README, "Local shop"). The shop holds hundreds of products, so they are read with the other
// filters and searched here, in memory, with no statement per word.

/** The words of a text, lower-cased: letters and digits, split on everything else ("A14/A14 5G" → a14, a14, 5g). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

/** How many letters a query word may have wrong: none in a short word or one with a digit (A14 is not A15). */
function typosAllowed(word: string): number {
  if (/\d/.test(word) || word.length < 4) return 0;
  return word.length >= 8 ? 2 : 1;
}

/** A product's searchable words: its name, brand, model, the models it also fits, its category and description. */
export type Searchable = { name: string; brand: string; model: string; compatibility: readonly string[]; category: string; description: string };

const searchableWords = (p: Searchable) => wordsOf([p.name, p.brand, p.model, ...p.compatibility, p.category, p.description].join(' '));

/**
 * A query word as the shop knows it: kept when some product has a word starting with it ("scr" for
 * screen); otherwise, for a word of letters, the shop's closest word one or two letters off it or its
 * start ("scren" → screen, "galxy" → galaxy), the commoner on a tie, so a typo means what most of the
 * shop means by it; otherwise kept, and it matches nothing.
 */
function understood(query: string, vocabulary: ReadonlyMap<string, number>): string {
  const words = [...vocabulary.keys()];
  if (words.some((w) => w.startsWith(query))) return query;
  const allowed = typosAllowed(query);
  if (allowed === 0) return query;
  let best: { word: string; off: number; count: number } | undefined;
  for (const [word, count] of vocabulary) {
    const off = Math.min(distance(query, word), word.length > query.length ? distance(query, word.slice(0, query.length)) : Infinity);
    if (off > allowed) continue;
    if (!best || off < best.off || (off === best.off && count > best.count)) best = { word, off, count };
  }
  return best?.word ?? query;
}

/**
 * The products every word of the query is found in, in any order ("a14 screen", "galxy a14 scren"),
 * in the order given. A word is found when one of the product's words starts with it, once typos are
 * read as the shop's words (understood).
 */
export function searchProducts<T>(products: readonly T[], query: string, fields: (p: T) => Searchable): T[] {
  const wanted = wordsOf(query);
  if (wanted.length === 0) return [...products];
  const wordsByProduct = products.map((p) => searchableWords(fields(p)));
  const vocabulary = new Map<string, number>();
  for (const words of wordsByProduct) for (const w of new Set(words)) vocabulary.set(w, (vocabulary.get(w) ?? 0) + 1);
  const terms = wanted.map((w) => understood(w, vocabulary));
  return products.filter((_, i) => terms.every((term) => wordsByProduct[i]!.some((w) => w.startsWith(term))));
}
