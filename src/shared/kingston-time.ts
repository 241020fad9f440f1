// The store's calendar. Jamaica keeps UTC-5 all year (no daylight saving), so a Kingston day is a fixed
// span of UTC: the 9th runs from 05:00 UTC on the 9th to 05:00 UTC on the 10th.

export const KINGSTON_OFFSET_MS = 5 * 60 * 60_000;
const DAY_MS = 86_400_000;

/** Kingston's calendar day of an instant, as YYYY-MM-DD. */
export function kingstonDate(d: Date): string {
  return new Date(d.getTime() - KINGSTON_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Kingston day (YYYY-MM-DD) starts. */
export function kingstonMidnight(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + KINGSTON_OFFSET_MS);
}

/** The calendar day `days` after (or before, when negative) a YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A Kingston date (YYYY-MM-DD) as a day number: days since 1 January 1970, the database's kingston_day. */
export function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

/** A day number back as its Kingston date. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

const KINGSTON_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Jamaica',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant as Kingston reads it on a clock: "Wed, Dec 2, 5:40 PM". */
export function kingstonClock(d: Date): string {
  return KINGSTON_CLOCK.format(d);
}
