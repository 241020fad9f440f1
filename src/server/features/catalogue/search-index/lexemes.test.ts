import { describe, expect, it } from 'vitest';
import { compareLexemes, forEachVectorEntry, parsePlainTsquery, parsePrefixTsquery } from './lexemes';

/** Each lexeme of a tsvector's text with a copy of its positions (weight << 14 | position). */
function parseTsvector(text: string): { lexeme: string; positions: number[] }[] {
  const out: { lexeme: string; positions: number[] }[] = [];
  forEachVectorEntry(text, (lexeme, positions) => out.push({ lexeme, positions: [...positions] }));
  return out;
}

describe('tsvector and tsquery text', () => {
  it('reads lexemes with their positions and weights (A 3, B 2, C 1, none D 0)', () => {
    expect(parseTsvector(`'brake':1A,5 'pad':2B,7C,9 'x'`)).toEqual([
      { lexeme: 'brake', positions: [(3 << 14) | 1, 5] },
      { lexeme: 'pad', positions: [(2 << 14) | 2, (1 << 14) | 7, 9] },
      { lexeme: 'x', positions: [] },
    ]);
  });

  it('undoes the doubled quote and backslash inside a lexeme', () => {
    expect(parseTsvector(`'o''brien':1 'back\\\\slash':2A`).map((e) => e.lexeme)).toEqual(["o'brien", 'back\\slash']);
    expect(parsePlainTsquery(`'o''brien' & 'back\\\\slash'`)).toEqual(['back\\slash', "o'brien"]);
  });

  it("takes plainto_tsquery's lexemes once each, in ts_rank's order; an empty query has none", () => {
    expect(parsePlainTsquery(`'pad' & 'brake' & 'pad'`)).toEqual(['brake', 'pad']);
    expect(parsePlainTsquery(`'wi-fi' & 'wi' & 'fi'`)).toEqual(['fi', 'wi', 'wi-fi']);
    expect(parsePlainTsquery('')).toEqual([]);
  });

  it('refuses what plainto_tsquery never makes, so such a query goes to the database', () => {
    for (const q of [`'a' | 'b'`, `!'a'`, `'a' <-> 'b'`, `'a':*`, `'a' &`]) expect(parsePlainTsquery(q), q).toBeUndefined();
  });

  it("takes an OEM prefix query's one lexeme, and refuses a number the parser split", () => {
    expect(parsePrefixTsquery(`'0446512345':*`)).toBe('0446512345');
    for (const q of [`'0446512345'`, `'1e5':* & 'x':*`, `'a':* <-> 'b':*`, '', `'a':*B`]) expect(parsePrefixTsquery(q), q).toBeUndefined();
  });

  it('orders lexemes by their bytes, a prefix first', () => {
    expect(['pads', 'pad', 'b', 'é', 'z'].sort(compareLexemes)).toEqual(['b', 'pad', 'pads', 'z', 'é']);
  });
});
