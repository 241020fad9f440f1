import { describe, expect, it } from 'vitest';
import { missingRuns } from './day-figures';
import { percentile } from './period-figures';

describe('percentile', () => {
  it("interpolates between the two nearest values, as PostgreSQL's percentile_cont does", () => {
    const took = Float64Array.from([2, 6, 24, 54]);
    expect(percentile(took, 0.5)).toBe(15);
    expect(percentile(took, 0.9)).toBeCloseTo(45, 10);
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([], 0.5)).toBeNull();
  });
});

describe('missingRuns', () => {
  it('lists the days not kept as runs, joining runs less than a week apart', () => {
    const kept = new Set([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
    expect(missingRuns(10, 30, kept)).toEqual([]);
    expect(missingRuns(5, 32, kept)).toEqual([[5, 10], [30, 32]]);
    kept.delete(12);
    kept.delete(15);
    kept.delete(25);
    // 12 and 15 are three days apart: one run; 25 is ten days after 15: a run of its own.
    expect(missingRuns(10, 30, kept)).toEqual([[12, 16], [25, 26]]);
  });
});
