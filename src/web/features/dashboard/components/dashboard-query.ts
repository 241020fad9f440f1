import { DASHBOARD_PERIODS, type DashboardPeriod, type DashboardQuery } from '@shared/schemas/dashboard';
import { readOneOf } from '@web/lib/url-params';

// The dashboard's period lives in the address (/admin?period=7d, /admin?period=custom&from=…&to=…), so a
// reload, Back or a shared link shows the same figures. Read leniently: a period the page does not know
// falls back to the server's default, and custom dates go to the server as typed, so a bad range comes back
// as the API's 400 and is shown by the date inputs in the API's own words.

/** The server's default (DashboardQuerySchema): the address leaves it out. */
export const DEFAULT_PERIOD: DashboardPeriod = '30d';

export type DashboardChoice = { period: DashboardPeriod; from: string; to: string };

export function readDashboardQuery(params: URLSearchParams): DashboardChoice {
  const period = readOneOf(params.get('period'), DASHBOARD_PERIODS) ?? DEFAULT_PERIOD;
  if (period !== 'custom') return { period, from: '', to: '' };
  return { period, from: params.get('from')?.trim() ?? '', to: params.get('to')?.trim() ?? '' };
}

export function writeDashboardQuery(choice: DashboardChoice): URLSearchParams {
  const params = new URLSearchParams();
  if (choice.period !== DEFAULT_PERIOD) params.set('period', choice.period);
  if (choice.period === 'custom') {
    if (choice.from) params.set('from', choice.from);
    if (choice.to) params.set('to', choice.to);
  }
  return params;
}

/** What the API is asked: only a custom range carries dates (the schema refuses them on the others). */
export function toApiQuery(choice: DashboardChoice): DashboardQuery {
  return choice.period === 'custom' ? { period: 'custom', from: choice.from || undefined, to: choice.to || undefined } : { period: choice.period };
}
