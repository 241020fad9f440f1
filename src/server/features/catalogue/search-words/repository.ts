import { asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { categories, parts, searchPhrases, searchVocabulary } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { live } from '../repository';

export type VocabularyHit = { input: string; word: string; frequency: number; similarity: number };

/** Every word of the search vocabulary (a few thousand: the words part titles are made of) and how many parts use it. */
export async function vocabulary(db: Db): Promise<{ word: string; frequency: number }[]> {
  return db.select({ word: searchVocabulary.word, frequency: searchVocabulary.frequency }).from(searchVocabulary);
}

/**
 * For each input word (with its spelling variants), the closest words of the vocabulary by trigram
 * similarity: the `%` operator uses the GIN trigram index, and the table holds a few thousand words.
 * A word that is in the vocabulary is its own closest word (similarity 1) and is not compared with the
 * others: most searches are spelled right, and the comparisons cost a few milliseconds on PGlite.
 * Ties go to the more used word, then the first alphabetically, so the answer is the same every time and
 * the same as search-index/trigrams.ts works out in memory. Used when no vocabulary is kept in memory.
 */
export async function similarWords(db: Db, pairs: { input: string; variant: string }[]): Promise<VocabularyHit[]> {
  if (pairs.length === 0) return [];
  const inputs = pairs.map((p) => p.input).join(' ');
  const variants = pairs.map((p) => p.variant).join(' ');
  return rowsOf<VocabularyHit>(
    await db.execute(sql`
      with q as (select * from unnest(string_to_array(${inputs}, ' '), string_to_array(${variants}, ' ')) as q(input, variant)),
      known as (select word, frequency from search_vocabulary where word in (select input from q))
      select word as input, word, frequency, 1::float8 as similarity from known
      union all
      select q.input, v.word, v.frequency, v.sim::float8 as similarity
      from q cross join lateral (
        select word, frequency, similarity(word, q.variant) as sim
        from search_vocabulary where word % q.variant
        order by sim desc, frequency desc, word collate "C" limit 3
      ) v
      where q.input not in (select word from known)`),
  );
}

/**
 * The catalogue's words that begin with `letter`, with how many parts use each: the candidates the search
 * box finishes a word from (word-completion.ts). The vocabulary holds a few hundred words.
 */
export async function wordsBeginningWith(db: Db, letter: string) {
  return rowsOf<{ word: string; frequency: number }>(
    await db.execute(sql`select word, frequency from search_vocabulary where starts_with(word, ${letter})`),
  );
}

/** Of these search texts, those some part has all the words of (each probe stops at its first hit), in the order given. */
export async function searchesWithMatches(db: Db, texts: string[]): Promise<string[]> {
  if (texts.length === 0) return [];
  const found = rowsOf<{ q: string }>(
    await db.execute(sql`
      select q from unnest(string_to_array(${texts.join('\n')}, E'\n')) with ordinality as t(q, n)
      where exists (select 1 from ${parts} where ${parts.searchDoc} @@ plainto_tsquery('english', q) and ${live})
      order by n`),
  );
  return found.map((r) => r.q);
}

/** Title phrases (two neighbouring words) that begin with `prefix`, the most used first. */
export async function phrasesStartingWith(db: Db, prefix: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ phrase: searchPhrases.phrase })
    .from(searchPhrases)
    .where(sql`starts_with(${searchPhrases.phrase}, ${prefix})`)
    .orderBy(desc(searchPhrases.frequency), asc(searchPhrases.phrase))
    .limit(limit);
  return rows.map((r) => r.phrase);
}

/** Parts whose part number starts with `n` (normalised), through the part-number index. */
export async function partsByNumberPrefix(db: Db, n: string, limit: number) {
  return db
    .select({ id: parts.id, partNumber: parts.partNumber, title: parts.title })
    .from(parts)
    .where(sql`${parts.partNumberNorm} like ${`${n}%`} and ${live}`)
    .orderBy(asc(parts.partNumberNorm), asc(parts.id))
    .limit(limit);
}

/** Auto-part categories with a word that starts with `prefix` ("cool" → Cooling & Radiators). */
export async function categoriesMatching(db: Db, prefix: string, limit: number) {
  return db
    .select({ slug: categories.slug, name: categories.name })
    .from(categories)
    .where(sql`${categories.type} = 'auto' and exists (select 1 from regexp_split_to_table(lower(${categories.name}), '[^a-z0-9]+') w where left(w, ${prefix.length}) = ${prefix})`)
    .orderBy(asc(categories.name))
    .limit(limit);
}
