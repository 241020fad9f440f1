/**
 * PostgreSQL's ts_rank(vector, query) with its default weights and no normalisation, for a query of
 * lexemes joined by `&` (what plainto_tsquery makes), worked out from the matched lexemes' positions:
 * the memory index (catalogue-index.ts) orders by relevance exactly as `order by ts_rank(…) desc` does.
 * It follows src/backend/utils/adt/tsrank.c (calc_rank_or, calc_rank_and) step by step, in the same
 * order and in single precision where C computes in `float` (Math.fround), because a rank one bit apart
 * reorders parts that tie; tests/api/catalogue-index.test.ts compares it with ts_rank on every part.
 */

/** ts_rank's default weights, indexed by a position's weight (D 0, C 1, B 2, A 3). */
const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround);
const f = Math.fround;
/** The largest position a tsvector holds, plus one (MAXENTRYPOS). */
const MAX_ENTRY_POS = 1 << 14;
const POS_MASK = MAX_ENTRY_POS - 1;
const weightOf = (wep: number) => WEIGHTS[wep >> 14]!;

function wordDistance(w: number): number {
  if (w > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(w) / 1.5 - 2)));
}

/** Past this distance every pair weighs the same (wordDistance's 1e-30). */
const FAR = 101;
/**
 * What a pair of positions adds, by the two weights and the distance (FAR for any beyond 100): the same
 * single-precision values calc_rank_and computes for each pair, worked out once rather than per pair.
 */
const PAIR_WEIGHT = new Float32Array(16 * (FAR + 1));
for (let wa = 0; wa < 4; wa++) {
  for (let wb = 0; wb < 4; wb++) {
    for (let dist = 1; dist <= FAR; dist++) {
      PAIR_WEIGHT[(wa * 4 + wb) * (FAR + 1) + dist] = f(Math.sqrt(f(f(WEIGHTS[wa]! * WEIGHTS[wb]!) * wordDistance(dist))));
    }
  }
}
export const pairWeight = (a: number, b: number, dist: number) => PAIR_WEIGHT[((a >> 14) * 4 + (b >> 14)) * (FAR + 1) + (dist > FAR ? FAR : dist)]!;

/**
 * The rank of one part. For each query lexeme, in ts_rank's order (lexemes.ts: parsePlainTsquery), its
 * positions in the part are pool[starts[i]] … pool[starts[i] + counts[i] - 1]; a count of 0 is a lexeme
 * stored without positions.
 */
export function tsRank(pool: Uint16Array, starts: ArrayLike<number>, counts: ArrayLike<number>, size: number): number {
  const res = size < 2 ? rankOr(pool, starts, counts, size) : rankAnd(pool, starts, counts, size);
  return res < 0 ? f(1e-20) : res;
}

function rankOr(pool: Uint16Array, starts: ArrayLike<number>, counts: ArrayLike<number>, size: number): number {
  let res = 0;
  for (let i = 0; i < size; i++) {
    const n = counts[i]!;
    const start = starts[i]!;
    let resj = 0;
    let wjm = -1;
    let jm = 0;
    // A lexeme without positions counts as one at weight D.
    const dimt = n === 0 ? 1 : n;
    for (let j = 0; j < dimt; j++) {
      const w = n === 0 ? WEIGHTS[0]! : weightOf(pool[start + j]!);
      resj = f(resj + f(w / ((j + 1) * (j + 1))));
      if (w > wjm) {
        wjm = w;
        jm = j;
      }
    }
    res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
  }
  return size > 0 ? f(res / size) : res;
}

function rankAnd(pool: Uint16Array, starts: ArrayLike<number>, counts: ArrayLike<number>, size: number): number {
  let res = -1;
  // A lexeme without positions stands at the last position with weight D (tsrank.c's POSNULL).
  const nullPos = MAX_ENTRY_POS - 1;
  for (let i = 0; i < size; i++) {
    const ni = counts[i]!;
    const si = starts[i]!;
    const dimt = ni === 0 ? 1 : ni;
    for (let k = 0; k < i; k++) {
      const nk = counts[k]!;
      const sk = starts[k]!;
      const lenct = nk === 0 ? 1 : nk;
      for (let l = 0; l < dimt; l++) {
        const a = ni === 0 ? nullPos : pool[si + l]!;
        for (let p = 0; p < lenct; p++) {
          const b = nk === 0 ? nullPos : pool[sk + p]!;
          let dist = Math.abs((a & POS_MASK) - (b & POS_MASK));
          if (dist !== 0 || ni === 0 || nk === 0) {
            if (dist === 0) dist = MAX_ENTRY_POS;
            const curw = pairWeight(a, b, dist);
            res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res;
}
