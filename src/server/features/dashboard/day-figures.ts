import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { dateOfDay, dayNumber, kingstonDate, kingstonMidnight } from '../../../shared/kingston-time';
import type { PromiseMeasure } from '../../../shared/schemas/dashboard';
import * as repo from './repository';

// A period's figures, a Kingston day at a time (docs/decisions/021-dashboard-days.md). A day that has
// closed is worked out once from the orders, requests and ledger and kept in dashboard_days; the
// database's triggers mark a kept day stale whenever a write touches it, and such a day is worked out
// again the next time a period needs it. Today is always read as it is (firstOpenDay). A year's dashboard then reads
// 730 kept rows, not every order and request of two years. The shop's order lines, a hundred or more a
// day, are kept beside them in dashboard_day_lines, for SQL to sum the best sellers.

/** How long after midnight a day is still read as it is: far longer than any transaction runs. */
const SETTLE_MS = 15 * 60_000;
/** Missing days this close together are worked out in one pass rather than one pass each. */
const JOIN_GAP_DAYS = 7;

/**
 * The shape of DayFigures kept: a kept day of another shape (an older version of this file) is worked out
 * again, as if it were missing. Add one whenever DayFigures changes.
 */
export const FIGURES_VERSION = 1;

/** One Kingston day's figures, as kept (JSON) in dashboard_days. */
export type DayFigures = {
  v: typeof FIGURES_VERSION;
  sales: Omit<repo.SalesRow, 'day'>[];
  funnel: Omit<repo.FunnelRow, 'day'>[];
  /** Each promise's durations met that day, in order. */
  took: Partial<Record<PromiseMeasure, number[]>>;
  /** A row per supplier, as a list rather than named fields: a supplier a request, 25 or more a day. */
  suppliers: SupplierDay[];
};

export type SupplierDay = [
  supplierId: number,
  sourced: number,
  quotedCents: number,
  costed: number,
  costedQuotedCents: number,
  paidCents: number,
  leads: number[],
];

/**
 * The first day read as it is rather than kept, at `now`: today, and yesterday too in the first quarter
 * hour after midnight. The triggers mark nothing for the day that is today when a write began (the
 * checkout's hot path then writes no mark at all), so a write that began before midnight and committed
 * just after it would leave yesterday unmarked; a day is kept only once such a write is long in.
 */
export function firstOpenDay(now: Date): number {
  return dayNumber(kingstonDate(new Date(now.getTime() - SETTLE_MS)));
}

/**
 * The figures of every day in [from, to) (day numbers): the days before `openFrom` (firstOpenDay) from
 * what is kept, working out and keeping those missing or stale, and the days from `openFrom` on read as
 * they are.
 */
export async function figuresOfDays(db: Db, from: number, to: number, openFrom: number): Promise<Map<number, DayFigures>> {
  const closedEnd = Math.max(from, Math.min(to, openFrom));
  const byDay = new Map<number, DayFigures>();
  if (from < closedEnd) {
    for (const k of await repo.keptDays(db, from, closedEnd, FIGURES_VERSION)) byDay.set(k.day, k.figures as DayFigures);
    const runs = missingRuns(from, closedEnd, byDay);
    if (runs.length > 0) {
      const worked = await inTransaction(db, async (tx) => {
        await repo.lockKeptDays(tx);
        const all = new Map<number, DayFigures>();
        for (const [a, b] of runs) {
          // The marks come off first, in this transaction: a write committed after this still leaves its
          // mark, so a day worked out from a snapshot without that write is worked out again next time.
          await repo.clearStale(tx, a, b);
          for (const [day, figures] of await workOut(tx, a, b)) all.set(day, figures);
          await repo.keepLines(tx, rangeOf(a, b), a, b);
        }
        await repo.keepDays(tx, [...all].map(([day, figures]) => ({ day, figures })));
        return all;
      });
      for (const [day, figures] of worked) byDay.set(day, figures);
    }
  }
  if (closedEnd < to) for (const [day, figures] of await workOut(db, closedEnd, to)) byDay.set(day, figures);
  return byDay;
}

/**
 * The best sellers of the days [from, to): the lines kept for the days before `openFrom` (figuresOfDays
 * has brought them up to date) and the others' read as they are.
 */
export function bestSellersOf(db: Db, from: number, to: number, openFrom: number, limit: number): Promise<repo.BestSellerRow[]> {
  const closedEnd = Math.max(from, Math.min(to, openFrom));
  return repo.bestSellers(db, from, closedEnd, closedEnd < to ? rangeOf(closedEnd, to) : null, limit);
}

/** The instants the days [from, to) span, from Kingston midnight to Kingston midnight. */
const rangeOf = (from: number, to: number) => ({ from: kingstonMidnight(dateOfDay(from)), to: kingstonMidnight(dateOfDay(to)) });

/** The days of [from, to) not in `have`, as runs [a, b), runs closer than a week joined. */
export function missingRuns(from: number, to: number, have: { has(day: number): boolean }): [number, number][] {
  const runs: [number, number][] = [];
  for (let day = from; day < to; day++) {
    if (have.has(day)) continue;
    const last = runs.at(-1);
    if (last && day - last[1] < JOIN_GAP_DAYS) last[1] = day + 1;
    else runs.push([day, day + 1]);
  }
  return runs;
}

/** Every day of [from, to) worked out from the orders, requests and ledger, a quiet day with empty figures. */
async function workOut(db: Db, from: number, to: number): Promise<Map<number, DayFigures>> {
  const range = rangeOf(from, to);
  // One after another: in a transaction they share one connection, which takes a statement at a time.
  const sales = await repo.salesByDay(db, range);
  const funnel = await repo.funnelByDay(db, range);
  const took = await repo.tookByDay(db, range);
  const suppliers = await repo.suppliersByDay(db, range);
  const days = new Map<number, DayFigures>();
  for (let day = from; day < to; day++) days.set(day, { v: FIGURES_VERSION, sales: [], funnel: [], took: {}, suppliers: [] });
  const of = (day: number) => days.get(day)!;
  for (const { day, ...row } of sales) of(day).sales.push(row);
  for (const { day, ...row } of funnel) of(day).funnel.push(row);
  for (const { day, measure, took: values } of took) of(day).took[measure] = values;
  for (const r of suppliers) of(r.day).suppliers.push([r.supplierId, r.sourced, r.quotedCents, r.costed, r.costedQuotedCents, r.paidCents, r.leads]);
  return days;
}
