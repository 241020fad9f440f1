import type { Db } from '../../db/client';
import * as repo from './search-words/repository';
import { closestFirst, type WordTrigrams } from './search-index/trigrams';

/** Words never "corrected" (English stop words the full-text search ignores anyway). */
const STOP_WORDS = new Set(['and', 'for', 'the', 'with', 'from', 'set', 'kit', 'pair', 'fit', 'fits', 'car', 'new', 'used']);
/** The closest words taken for each spelling of a word (repository.similarWords' limit). */
const CANDIDATES = 3;

/** Each word with its adjacent-letter swaps: trigrams forgive dropped and doubled letters, not swaps ("pda"). */
function variantsOf(word: string): string[] {
  const out = new Set([word]);
  for (let i = 0; i < word.length - 1; i++) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  return [...out];
}

/**
 * Replaces each query word that is not in the vocabulary with its closest vocabulary word, if one is
 * similar enough. Returns the corrected text and whether anything changed.
 * With the vocabulary at hand (kept per catalogue version) the words are compared in memory, as pg_trgm
 * would compare them (search-index/trigrams.ts), and no statement is sent; without it, one statement
 * against the small vocabulary table (repository.similarWords).
 */
export async function correctTypos(db: Db, text: string, vocabulary?: WordTrigrams): Promise<{ text: string; corrected: boolean }> {
  const words = text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).slice(0, 12);
  // A word of the vocabulary is its own correction: with the vocabulary at hand only the others are looked up.
  const checkable = [...new Set(words.filter((w) => w.length >= 3 && !/\d/.test(w) && !STOP_WORDS.has(w) && !vocabulary?.has(w)))];
  if (checkable.length === 0) return { text: words.join(' '), corrected: false };
  const pairs = checkable.flatMap((input) => variantsOf(input).map((variant) => ({ input, variant })));
  const hits: repo.VocabularyHit[] = vocabulary
    ? pairs.flatMap(({ input, variant }) => vocabulary.similarTo(variant, CANDIDATES).map((w) => ({ input, ...w })))
    : await repo.similarWords(db, pairs);
  const best = new Map<string, repo.VocabularyHit>();
  const exact = new Set<string>();
  for (const h of hits) {
    if (h.word === h.input) exact.add(h.input);
    const cur = best.get(h.input);
    if (!cur || closestFirst(h, cur) < 0) best.set(h.input, h);
  }
  let corrected = false;
  const out = words.map((w) => {
    const b = best.get(w);
    if (exact.has(w) || !b) return w;
    corrected = true;
    return b.word;
  });
  return { text: out.join(' '), corrected };
}
