import { describe, expect, it } from 'vitest';
import { batchPace } from './batch-pace';

describe('batchPace', () => {
  it('sizes a batch to take about the target at the pace of the last ones, at most doubling', () => {
    let target = 40;
    const pace = batchPace(() => target);
    expect(pace.size()).toBe(40); // no pace known yet: twice the first 20
    pace.took(40, 10); // 0.25 ms a row: 160 rows would take 40 ms
    expect(pace.size()).toBe(80); // but at most twice the last
    expect(pace.size()).toBe(160);
    expect(pace.size()).toBe(160);
    // Customers arrive: the target drops, and the next batch with it.
    target = 5;
    expect(pace.size()).toBe(20);
    pace.took(20, 20); // slower now (1 ms a row, smoothed with the 0.25 before)
    expect(pace.size()).toBe(Math.round(5 / (0.7 * 0.25 + 0.3 * 1)));
  });

  it('keeps between 5 and 2,000 rows', () => {
    const pace = batchPace(() => 1);
    pace.took(10, 1000);
    expect(pace.size()).toBe(5);
    const fast = batchPace(() => 10_000);
    for (let i = 0; i < 20; i++) fast.size();
    fast.took(100, 1);
    expect(fast.size()).toBe(2000);
  });
});
