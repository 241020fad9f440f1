import { describe, expect, it } from 'vitest';
import { formatJmd, formatUsd } from './money';

describe('formatJmd and formatUsd', () => {
  it('write major units with thousands separators and two decimals', () => {
    expect(formatJmd(7000)).toBe('J$7,000.00');
    expect(formatJmd(0)).toBe('J$0.00');
    expect(formatUsd(45)).toBe('US$45.00');
    expect(formatUsd(1234.5)).toBe('US$1,234.50');
  });

  it('put the minus sign before the currency, as people write it (and as the web app does)', () => {
    expect(formatJmd(-5)).toBe('-J$5.00');
    expect(formatJmd(-7000.25)).toBe('-J$7,000.25');
    expect(formatUsd(-45)).toBe('-US$45.00');
  });
});
