import { describe, expect, it } from 'vitest';
import { bucketOf, bucketStarts, resolvePeriod } from './periods';

describe('resolvePeriod', () => {
  // 04:30 UTC on 1 April 2026 is 23:30 on 31 March in Kingston.
  const lateOnTheLastOfMarch = new Date('2026-04-01T04:30:00Z');

  it('reads today in Kingston, not in UTC', () => {
    expect(resolvePeriod({ period: 'today' }, lateOnTheLastOfMarch)).toMatchObject({
      from: '2026-03-31',
      to: '2026-03-31',
      days: 1,
      previous: { from: '2026-03-30', to: '2026-03-30' },
      start: new Date('2026-03-31T05:00:00Z'),
      end: new Date('2026-04-01T05:00:00Z'),
      previousStart: new Date('2026-03-30T05:00:00Z'),
    });
  });

  it('compares this month so far with as many days before the 1st', () => {
    expect(resolvePeriod({ period: 'month' }, lateOnTheLastOfMarch)).toMatchObject({ from: '2026-03-01', to: '2026-03-31', days: 31, previous: { from: '2026-01-29', to: '2026-02-28' } });
  });

  it('counts the last 7 and 30 days with today, a bar a day; a year in weeks', () => {
    expect(resolvePeriod({ period: '7d' }, lateOnTheLastOfMarch)).toMatchObject({ from: '2026-03-25', to: '2026-03-31', bucket: 'day' });
    expect(resolvePeriod({ period: '30d' }, lateOnTheLastOfMarch)).toMatchObject({ from: '2026-03-02', days: 30, bucket: 'day' });
    expect(resolvePeriod({ period: 'custom', from: '2025-04-01', to: '2026-03-31' }, lateOnTheLastOfMarch)).toMatchObject({ days: 365, bucket: 'week' });
  });
});

describe('bucketStarts and bucketOf', () => {
  const p = { from: '2026-03-04', to: '2026-03-17', bucket: 'week' as const };
  it('starts the first week on the first day and the others on Mondays', () => {
    expect(bucketStarts(p)).toEqual(['2026-03-04', '2026-03-09', '2026-03-16']);
    expect(['2026-03-04', '2026-03-08', '2026-03-09', '2026-03-15', '2026-03-17'].map((d) => bucketOf(d, p))).toEqual([
      '2026-03-04',
      '2026-03-04',
      '2026-03-09',
      '2026-03-09',
      '2026-03-16',
    ]);
  });
});
