import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as repo from '../../src/server/features/catalogue/search-words/repository';
import { correctTypos } from '../../src/server/features/catalogue/typo-correction';
import { SIMILARITY_THRESHOLD, similarEnough, similarityOf, trigramsOf, WordTrigrams } from '../../src/server/features/catalogue/search-index/trigrams';
import { createTestApp, rows, type TestApp } from '../support/test-app';

// Typo correction works in memory when the vocabulary is kept (search-index/trigrams.ts): it must correct
// every word exactly as pg_trgm in the database does.
let t: TestApp;
let sent: string[] = [];
let vocabulary: { word: string; frequency: number }[];
beforeAll(async () => {
  t = await createTestApp({ seeded: true, env: { CATALOGUE_INDEX: 'memory' }, onQuery: (s) => sent.push(s) });
  vocabulary = await repo.vocabulary(t.db.database.db);
});
afterAll(() => t.close());

const db = () => t.db.database.db;

/** The misspellings people make of a word: a letter dropped, doubled, swapped with the next, or replaced. */
function typosOf(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < word.length; i++) {
    out.add(word.slice(0, i) + word.slice(i + 1));
    out.add(word.slice(0, i) + word[i] + word.slice(i));
    if (i < word.length - 1) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    out.add(word.slice(0, i) + (word[i] === 'e' ? 'a' : 'e') + word.slice(i + 1));
  }
  out.delete(word);
  return [...out];
}

describe('typo correction in memory', () => {
  it("makes pg_trgm's trigrams", async () => {
    const [row] = await rows<{ trigrams: string[] }>(t, sql`select show_trgm('brake') as trigrams`);
    expect([...trigramsOf('brake')].sort()).toEqual([...row!.trigrams].sort());
    expect(trigramsOf('aaaa').length).toBe(4); // each trigram once, as show_trgm('aaaa') has four
  });

  it("computes pg_trgm's similarity and its % threshold, to the same float4, on both sides of the threshold", async () => {
    // Every vocabulary word against misspellings of a sample of others: pairs well above, at and below 0.3.
    const sample = vocabulary.filter((_, i) => i % 7 === 0).slice(0, 40);
    const pairs: [string, string][] = [];
    for (const w of sample) for (const typo of typosOf(w.word).slice(0, 6)) for (const v of vocabulary.slice(0, 60)) pairs.push([typo, v.word]);
    const got = await rows<{ a: string; b: string; similarity: number; similar: boolean }>(
      t,
      sql`select a, b, similarity(a, b)::float8 as similarity, a % b as similar
          from unnest(string_to_array(${pairs.map((p) => p[0]).join(' ')}, ' '), string_to_array(${pairs.map((p) => p[1]).join(' ')}, ' ')) as q(a, b)`,
    );
    expect(got.length).toBe(pairs.length);
    let atThreshold = 0;
    let similar = 0;
    for (const r of got) {
      const ta = trigramsOf(r.a);
      const tb = new Set(trigramsOf(r.b));
      const mine = similarityOf(ta.filter((x) => tb.has(x)).length, ta.length, tb.size);
      expect(mine, `${r.a} ~ ${r.b}`).toBe(r.similarity);
      expect(similarEnough(mine), `${r.a} % ${r.b}`).toBe(r.similar);
      if (mine === Math.fround(SIMILARITY_THRESHOLD)) atThreshold++;
      if (r.similar) similar++;
    }
    expect(atThreshold).toBeGreaterThan(0); // the boundary itself was tried
    expect(similar).toBeGreaterThan(0);
    expect(similar).toBeLessThan(got.length);
  });

  it('corrects every misspelling of every vocabulary word as the database does, without a statement', async () => {
    const words = new WordTrigrams(vocabulary);
    // Every other misspelling: the database's side takes a statement each, slow on PGlite with other suites running.
    const texts = vocabulary.flatMap((w) => typosOf(w.word)).filter((typo, i) => i % 2 === 0 && !words.has(typo));
    expect(texts.length).toBeGreaterThan(1000);
    let corrected = 0;
    // A few at a time, as searches of several words are corrected together.
    for (let i = 0; i < texts.length; i += 3) {
      const text = texts.slice(i, i + 3).join(' ');
      const inDatabase = await correctTypos(db(), text);
      sent = [];
      const inMemory = await correctTypos(db(), text, words);
      expect(sent, text).toEqual([]);
      expect(inMemory, text).toEqual(inDatabase);
      if (inMemory.corrected) corrected++;
    }
    expect(corrected).toBeGreaterThan(texts.length / 6);
  }, 60_000);

  it('leaves a search spelled right, and words nothing resembles, as they are', async () => {
    const words = new WordTrigrams(vocabulary);
    expect(await correctTypos(db(), 'brake pads', words)).toEqual({ text: 'brake pads', corrected: false });
    expect(await correctTypos(db(), 'zzzqqq', words)).toEqual(await correctTypos(db(), 'zzzqqq'));
    expect(await correctTypos(db(), 'bosh brake pda', words)).toEqual({ text: 'bosch brake pads', corrected: true });
  });

  it('GET /api/parts corrects a typo without asking the vocabulary table', async () => {
    await t.app.inject({ method: 'GET', url: '/api/parts?query=altenator' }); // the vocabulary is read once per catalogue version
    sent = [];
    const res = await t.app.inject({ method: 'GET', url: '/api/parts?query=altenator%20bosh' });
    expect(res.statusCode).toBe(200);
    expect(res.json().searchedFor).toBe('alternator bosch');
    expect(sent.filter((s) => s.includes('search_vocabulary'))).toEqual([]);
  });
});
