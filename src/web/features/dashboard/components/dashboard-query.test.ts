import { describe, expect, it } from 'vitest';
import { readDashboardQuery, toApiQuery, writeDashboardQuery } from './dashboard-query';

const read = (query: string) => readDashboardQuery(new URLSearchParams(query));

describe('the period in the address', () => {
  it('reads a period, and falls back to the server’s default for one it does not know', () => {
    expect(read('period=7d')).toEqual({ period: '7d', from: '', to: '' });
    expect(read('')).toEqual({ period: '30d', from: '', to: '' });
    expect(read('period=year')).toEqual({ period: '30d', from: '', to: '' });
  });

  it('keeps custom dates as typed, so the server judges them', () => {
    expect(read('period=custom&from=2026-11-01&to=2026-10-01')).toEqual({ period: 'custom', from: '2026-11-01', to: '2026-10-01' });
    expect(read('period=7d&from=2026-11-01')).toEqual({ period: '7d', from: '', to: '' });
  });

  it('writes short addresses: the default left out, dates only with a custom range', () => {
    expect(writeDashboardQuery({ period: '30d', from: '2026-11-01', to: '' }).toString()).toBe('');
    expect(writeDashboardQuery({ period: 'today', from: '', to: '' }).toString()).toBe('period=today');
    expect(writeDashboardQuery({ period: 'custom', from: '2026-11-01', to: '2026-11-27' }).toString()).toBe('period=custom&from=2026-11-01&to=2026-11-27');
  });

  it('asks the API for dates only with a custom range', () => {
    expect(toApiQuery({ period: 'month', from: '2026-11-01', to: '2026-11-27' })).toEqual({ period: 'month' });
    expect(toApiQuery({ period: 'custom', from: '2026-11-01', to: '' })).toEqual({ period: 'custom', from: '2026-11-01', to: undefined });
  });
});
