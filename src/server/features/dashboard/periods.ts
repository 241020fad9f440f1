import { addDays, kingstonDate, kingstonMidnight } from '../../../shared/kingston-time';
import { daysBetween, type DashboardPeriod } from '../../../shared/schemas/dashboard';

/** Up to this many days the chart has a bar a day; beyond, a bar a week. */
const DAILY_UP_TO_DAYS = 62;

export type ResolvedPeriod = {
  period: DashboardPeriod;
  /** Kingston dates, both included. */
  from: string;
  to: string;
  days: number;
  bucket: 'day' | 'week';
  /** The same number of days just before `from`. */
  previous: { from: string; to: string };
  today: string;
  /** The instants the two periods span: [previousStart, start) and [start, end). */
  previousStart: Date;
  start: Date;
  end: Date;
};

/**
 * The Kingston days a period covers at `now`, and the period before it: as many days, ending the day
 * before it starts (this month so far is compared with the same number of days before the 1st).
 */
export function resolvePeriod(q: { period: DashboardPeriod; from?: string; to?: string }, now: Date): ResolvedPeriod {
  const today = kingstonDate(now);
  const [from, to] =
    q.period === 'today'
      ? [today, today]
      : q.period === '7d'
        ? [addDays(today, -6), today]
        : q.period === '30d'
          ? [addDays(today, -29), today]
          : q.period === 'month'
            ? [`${today.slice(0, 8)}01`, today]
            : [q.from!, q.to!];
  const days = daysBetween(from, to);
  const previous = { from: addDays(from, -days), to: addDays(from, -1) };
  return {
    period: q.period,
    from,
    to,
    days,
    bucket: days <= DAILY_UP_TO_DAYS ? 'day' : 'week',
    previous,
    today,
    previousStart: kingstonMidnight(previous.from),
    start: kingstonMidnight(from),
    end: kingstonMidnight(addDays(to, 1)),
  };
}

/**
 * Every bar of the chart, in order, so a quiet day or week still has its place: each day, or each week
 * from Monday with the first one starting on `from` (the weeks of a custom range rarely start on a Monday).
 */
export function bucketStarts(p: Pick<ResolvedPeriod, 'from' | 'to' | 'bucket'>): string[] {
  const starts: string[] = [];
  if (p.bucket === 'day') {
    for (let d = p.from; d <= p.to; d = addDays(d, 1)) starts.push(d);
    return starts;
  }
  starts.push(p.from);
  for (let d = nextMonday(p.from); d <= p.to; d = addDays(d, 7)) starts.push(d);
  return starts;
}

/** The Monday of the week holding `date` (YYYY-MM-DD), clipped to `from`: the bar a day falls in. */
export function bucketOf(date: string, p: Pick<ResolvedPeriod, 'from' | 'bucket'>): string {
  if (p.bucket === 'day') return date;
  const monday = addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
  return monday < p.from ? p.from : monday;
}

function nextMonday(date: string): string {
  return addDays(date, 7 - ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
}
