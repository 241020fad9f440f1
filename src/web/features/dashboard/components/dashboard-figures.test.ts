import { describe, expect, it } from 'vitest';
import { formatMoney } from '@web/lib/format';
import { bucketLabel, changeOf, durationWords, keptWords, lateWords, paidOverQuotedWords, percentWords, periodLine, rangeWords, shortDay } from './dashboard-figures';

const jmd = (n: number) => formatMoney(n, 'JMD');

describe('changeOf', () => {
  it('says up or down in words with the earlier figure', () => {
    expect(changeOf(11_200, 10_000, jmd)).toEqual({ direction: 'up', words: 'Up 12% on the period before (J$10,000.00)' });
    expect(changeOf(5, 10)).toEqual({ direction: 'down', words: 'Down 50% on the period before (10)' });
  });

  it('says the same, and from none, without dividing by zero', () => {
    expect(changeOf(0, 0).words).toBe('Same as the period before');
    expect(changeOf(3, 0)).toEqual({ direction: 'up', words: 'Up from none the period before' });
  });

  it('never rounds a real change down to 0%', () => {
    expect(changeOf(1001, 1000).words).toBe('Up less than 1% on the period before (1000)');
  });
});

describe('dates', () => {
  it('writes a range, and one day once', () => {
    expect(rangeWords({ from: '2026-11-21', to: '2026-11-27' })).toBe('21 Nov 2026 to 27 Nov 2026');
    expect(rangeWords({ from: '2026-11-27', to: '2026-11-27' })).toBe('27 Nov 2026');
  });

  it('says the period and the one it is compared with', () => {
    const period = { from: '2026-11-21', to: '2026-11-27', previous: { from: '2026-11-14', to: '2026-11-20' } };
    expect(periodLine(period as never, 'Last 7 days')).toBe('Last 7 days: 21 Nov 2026 to 27 Nov 2026, compared with 14 Nov 2026 to 20 Nov 2026');
  });

  it('names a day with its weekday and a week by its Monday', () => {
    expect(bucketLabel('2026-11-21', 'day')).toBe('Sat 21 Nov 2026');
    expect(bucketLabel('2026-11-16', 'week')).toBe('Week of 16 Nov 2026');
    expect(shortDay('2026-11-21')).toBe('21 Nov');
  });
});

describe('times and shares', () => {
  it('writes durations in their unit, a dash when nothing was measured', () => {
    expect(durationWords(18.46, 'hours')).toBe('18.5 hours');
    expect(durationWords(1, 'business_days')).toBe('1 business day');
    expect(durationWords(null, 'hours')).toBe('—');
  });

  it('says how late in hours, then days', () => {
    expect(lateWords(0.2)).toBe('1 hour late');
    expect(lateWords(30)).toBe('30 hours late');
    expect(lateWords(73)).toBe('3 days late');
  });

  it('counts the promises kept', () => {
    expect(keptWords(12, 15)).toBe('12 of 15 within the promise (80%)');
    expect(keptWords(0, 0)).toBe('None measured');
    expect(percentWords(62.54)).toBe('62.5%');
    expect(percentWords(null)).toBe('—');
  });

  it('sets what we paid a supplier against the quote, with how many invoices that rests on', () => {
    expect(paidOverQuotedWords(5.3, 3, 5)).toBe('+5.3% (3 of 5 recorded)');
    expect(paidOverQuotedWords(-5, 1, 1)).toBe('−5% (1 of 1 recorded)');
    expect(paidOverQuotedWords(0, 2, 2)).toBe('±0% (2 of 2 recorded)');
    expect(paidOverQuotedWords(null, 0, 4)).toBe('No invoice recorded');
  });
});
