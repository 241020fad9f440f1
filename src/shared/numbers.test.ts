import { describe, expect, it } from 'vitest';
import { formatCount, formatTwoDecimals, naturalSort } from './numbers';

// Deterministic pseudo-random values, so a failure names the same value on every run.
function* values(count: number): Generator<number> {
  let seed = 42;
  for (let i = 0; i < count; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const magnitude = 10 ** (seed % 10);
    yield ((seed / 2 ** 31) * 2 - 1) * magnitude;
  }
}

describe('numbers written like Intl.NumberFormat en-US', () => {
  const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

  it('writes two decimals exactly as Intl does, for 5,000 values and the awkward ones', () => {
    const awkward = [0, 0.005, 1.005, 2.675, -2.675, 999.995, 1000, 999999.999, -1234567.891, 0.1 + 0.2, 1e15];
    for (const value of [...awkward, ...values(5000)]) expect(formatTwoDecimals(value), String(value)).toBe(twoDecimals.format(value));
    // Where it differs, on purpose: a negative zero is just zero (Intl writes "-0.00").
    expect(formatTwoDecimals(-0)).toBe('0.00');
    expect(formatTwoDecimals(Number.NaN)).toBe('NaN');
  });

  it('writes counts with thousands separators', () => {
    for (const value of [0, 7, 999, 1000, 12345, 1234567, 10000]) expect(formatCount(value)).toBe(whole.format(value));
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe('naturalSort', () => {
  it('orders like the numeric, case-blind collator for plain names', () => {
    const names = ['iPhone 10', 'iphone 9', 'Galaxy S21', 'galaxy S3', 'Moto G Power', 'Pixel 7a', 'Pixel 7', 'A', 'b', 'iPhone 11 Pro', 'iPhone 11'];
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
    expect(naturalSort(names)).toEqual([...names].sort(collator.compare));
  });
});
