import { describe, expect, it } from 'vitest';
import { pairWeight } from './ts-rank';

// calc_rank_and (tsrank.c) weighs each pair of positions as below, in single precision; the table in
// ts-rank.ts must give exactly these values for every weight and distance a tsvector can hold.
const f = Math.fround;
const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(f);
const wordDistance = (w: number) => (w > 100 ? f(1e-30) : f(1.0 / (1.005 + 0.05 * Math.exp(f(w) / 1.5 - 2))));

describe('pairWeight', () => {
  it("equals calc_rank_and's sqrt(wa * wb * word_distance(dist)) for every weight and distance", () => {
    let compared = 0;
    for (let wa = 0; wa < 4; wa++) {
      for (let wb = 0; wb < 4; wb++) {
        // A position holds its weight in the top two of 16 bits; distances run to 16,384 (MAXENTRYPOS).
        for (let dist = 1; dist <= 1 << 14; dist++) {
          const expected = f(Math.sqrt(f(f(WEIGHTS[wa]! * WEIGHTS[wb]!) * wordDistance(dist))));
          const got = pairWeight((wa << 14) | 5, (wb << 14) | 7, dist);
          if (got !== expected) expect({ wa, wb, dist, got }).toEqual({ wa, wb, dist, got: expected });
          compared++;
        }
      }
    }
    expect(compared).toBe(16 * (1 << 14));
  });
});
