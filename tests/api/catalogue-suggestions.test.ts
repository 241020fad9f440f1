import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PartSuggestionsSchema, type PartSuggestions } from '../../src/shared/schemas/catalogue';
import { createTestApp, rows, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: true });
});
afterAll(() => t.close());

const suggest = async (query: string): Promise<PartSuggestions> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/parts/suggestions?query=${encodeURIComponent(query)}` });
  expect(res.statusCode, res.body).toBe(200);
  return PartSuggestionsSchema.parse(res.json());
};

describe('GET /api/parts/suggestions', () => {
  it('finishes the last word from the catalogue’s words, forgiving a slip, the words before it corrected', async () => {
    // "corr": how people spell Corolla; no word begins so, one begins a letter away.
    const corr = await suggest('corr');
    expect(corr.searches[0]).toBe('corolla');
    expect((await suggest('coro')).searches[0]).toBe('corolla');
    expect((await suggest('brkae pa')).searches).toContain('brake pads');
    expect((await suggest('brake p')).searches[0]).toBe('brake pads');
    expect((await suggest('toyota corolla a')).searches).toEqual(['toyota corolla axio']);
    const pads = await suggest('Rear brake pa');
    expect(pads.searches).toContain('rear brake pads');
    expect(pads.searches.every((s) => s.startsWith('rear brake pa'))).toBe(true);
    // Each offered search finds parts.
    for (const s of [...corr.searches, ...pads.searches]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/parts?query=${encodeURIComponent(s)}&limit=1` });
      expect((res.json() as { pagination: { total: number } }).pagination.total, s).toBeGreaterThan(0);
    }
  });

  it('offers parts by the start of their number, however it is typed, and categories by a word', async () => {
    const [part] = await rows<{ id: number; part_number: string; part_number_norm: string }>(t, sql`select id, part_number, part_number_norm from parts where part_number ~ '^0 986' order by id limit 1`);
    const typed = part!.part_number_norm.slice(0, 7).toLowerCase().split('').join(' ');
    const byNumber = await suggest(typed);
    expect(byNumber.partNumbers.length).toBeGreaterThan(0);
    expect(byNumber.partNumbers.every((p) => p.partNumber.toUpperCase().replace(/[^A-Z0-9]/g, '').startsWith(part!.part_number_norm.slice(0, 7)))).toBe(true);
    expect(byNumber.partNumbers[0]).toHaveProperty('title');
    expect((await suggest('cool')).categories).toEqual([{ slug: 'cooling', name: expect.stringMatching(/^Cooling/) }]);
  });

  it('says "did you mean" when nothing starts with what was typed', async () => {
    const typo = await suggest('zbrkae');
    expect(typo.searches).toEqual([]);
    expect(typo.didYouMean).not.toBeNull();
    const twoWords = await suggest('brkae xqzt');
    expect(twoWords.searches).toEqual([]);
    expect(twoWords.didYouMean).toMatch(/^brake /);
    const fine = await suggest('brake');
    expect(fine.didYouMean).toBeNull();
  });

  it('refuses an empty or overlong query with a message, and answers odd text without failing', async () => {
    for (const [url, message] of [
      ['/api/parts/suggestions', 'Type something to search for'],
      ['/api/parts/suggestions?query=%20%20', 'Type something to search for'],
      [`/api/parts/suggestions?query=${'a'.repeat(121)}`, 'Search text must be at most 120 characters'],
      ['/api/parts/suggestions?query=x&extra=1', 'Unrecognized key: "extra"'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(message);
    }
    for (const odd of ["o'brien%_\\", '——', '1', 'ü', ')(*&^']) {
      const r = await suggest(odd);
      expect(r.searches.length + r.partNumbers.length, odd).toBeLessThanOrEqual(10);
    }
  });
});
