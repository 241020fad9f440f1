/**
 * pg_trgm's similarity, worked out in memory over the search vocabulary, so correcting a typo costs no
 * statement (docs/decisions/026-catalogue-index-in-memory.md). It must find what the database finds:
 * tests/api/catalogue-typos.test.ts compares the two word by word.
 *
 * Only what typo correction asks of pg_trgm is modelled: a single lower-case word of letters and digits
 * on each side (query words are split on everything else, and the vocabulary holds such words only; see
 * refreshSearchVocabulary), pg_trgm's default threshold, and similarity as pg_trgm rounds it (a float4).
 */

/** pg_trgm.similarity_threshold's default: `word % variant` holds at this similarity or above. */
export const SIMILARITY_THRESHOLD = 0.3;

/** A word's trigrams as pg_trgm makes them: the word padded with two spaces before and one after, cut into threes, each once. */
export function trigramsOf(word: string): string[] {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return [...out];
}

/** Shared trigrams over all the trigrams of both, rounded to a float4 as pg_trgm's similarity() answers. */
export function similarityOf(shared: number, sizeA: number, sizeB: number): number {
  const all = sizeA + sizeB - shared;
  return all === 0 ? 0 : Math.fround(shared / all);
}

/** Whether `a % b` holds for two words this similar. */
export function similarEnough(similarity: number): boolean {
  return similarity >= SIMILARITY_THRESHOLD;
}

export type VocabularyWord = { word: string; frequency: number };
export type SimilarWord = VocabularyWord & { similarity: number };

/** The search vocabulary with an inverted list of its trigrams: which words hold each one. */
export class WordTrigrams {
  private readonly sizes: Int32Array;
  private readonly holders = new Map<string, number[]>();
  private readonly known: Set<string>;

  constructor(private readonly words: readonly VocabularyWord[]) {
    this.sizes = new Int32Array(words.length);
    words.forEach((w, i) => {
      const trigrams = trigramsOf(w.word);
      this.sizes[i] = trigrams.length;
      for (const t of trigrams) {
        const list = this.holders.get(t);
        if (list) list.push(i);
        else this.holders.set(t, [i]);
      }
    });
    this.known = new Set(words.map((w) => w.word));
  }

  has(word: string): boolean {
    return this.known.has(word);
  }

  /**
   * The vocabulary's words for which `word % variant` holds, most similar first, then the most used, then
   * alphabetically; at most `limit`, as repository.similarWords takes them for each variant.
   */
  similarTo(variant: string, limit: number): SimilarWord[] {
    const trigrams = trigramsOf(variant);
    const shared = new Map<number, number>();
    for (const t of trigrams) for (const i of this.holders.get(t) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
    const out: SimilarWord[] = [];
    for (const [i, n] of shared) {
      const similarity = similarityOf(n, trigrams.length, this.sizes[i]!);
      if (similarEnough(similarity)) out.push({ ...this.words[i]!, similarity });
    }
    return out.sort(closestFirst).slice(0, limit);
  }
}

/** Most similar first, then the most used, then alphabetically (the order repository.similarWords uses). */
export function closestFirst(a: SimilarWord, b: SimilarWord): number {
  return b.similarity - a.similarity || b.frequency - a.frequency || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);
}
