import { fromCents } from '../../../shared/money';
import type { PaymentMethod } from '../../../shared/payments';
import { FUNNEL_STEPS, LOSS_REASONS, type Dashboard, type PromiseMeasure, type SalesFigures } from '../../../shared/schemas/dashboard';
import { dateOfDay } from '../../../shared/kingston-time';
import type { DayFigures } from './day-figures';
import { bucketOf, bucketStarts, type ResolvedPeriod } from './periods';
import type { SalesRow } from './repository';

// A period's figures added up from its days' (day-figures.ts): pure arithmetic, no database.

export type Day = { day: number; date: string; figures: DayFigures };

export const jmd = (cents: number) => fromCents(Math.round(cents))!;
/** One decimal: a duration or a percentage as the dashboard shows it. */
export const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** The days in order with their Kingston dates, split into the period and the one before it. */
export function splitDays(byDay: Map<number, DayFigures>, from: string): { current: Day[]; previous: Day[] } {
  const days = [...byDay].sort(([a], [b]) => a - b).map(([day, figures]) => ({ day, date: dateOfDay(day), figures }));
  return { current: days.filter((d) => d.date >= from), previous: days.filter((d) => d.date < from) };
}

/**
 * The value below which `q` of the sorted values fall, interpolating between the two nearest as
 * PostgreSQL's percentile_cont does; null when there are none.
 */
export function percentile(sorted: ArrayLike<number>, q: number): number | null {
  if (sorted.length === 0) return null;
  const at = q * (sorted.length - 1);
  const below = Math.floor(at);
  const above = Math.ceil(at);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

/** The lists' numbers in one sorted list (a typed array sorts numbers as numbers, several times faster). */
function sortedNumbers(lists: readonly (readonly number[] | undefined)[]): Float64Array {
  const all = new Float64Array(lists.reduce((n, l) => n + (l?.length ?? 0), 0));
  let at = 0;
  for (const l of lists) {
    if (!l) continue;
    all.set(l, at);
    at += l.length;
  }
  return all.sort();
}

export function salesFigures(days: readonly Day[]): SalesFigures {
  const rows = days.flatMap((d) => d.figures.sales);
  const total = (source: SalesRow['source'], field: 'count' | 'cents') => rows.reduce((sum, r) => (r.source === source ? sum + r[field] : sum), 0);
  const shopOrders = total('order', 'count');
  const sourcedParts = total('request', 'count');
  const shopCents = total('order', 'cents');
  const sourcedCents = total('request', 'cents');
  const inCents = total('payment', 'cents');
  const outCents = total('refund', 'cents');
  const byMethod = new Map<PaymentMethod, { cents: number; count: number }>();
  for (const r of rows) {
    if (r.source !== 'payment' || r.method === null) continue;
    const m = byMethod.get(r.method) ?? { cents: 0, count: 0 };
    byMethod.set(r.method, { cents: m.cents + r.cents, count: m.count + r.count });
  }
  const count = shopOrders + sourcedParts;
  return {
    shopOrders,
    shopSales: jmd(shopCents),
    sourcedParts,
    sourcedSales: jmd(sourcedCents),
    averageOrder: count === 0 ? 0 : jmd((shopCents + sourcedCents) / count),
    takings: jmd(inCents),
    refunds: jmd(outCents),
    net: jmd(inCents - outCents),
    byMethod: [...byMethod]
      .sort(([a, x], [b, y]) => y.cents - x.cents || a.localeCompare(b))
      .map(([method, m]) => ({ method, amount: jmd(m.cents), count: m.count })),
  };
}

/** The chart's bars: each day's or week's shop sales, sourced sales and takings, a quiet one at zero. */
export function seriesOf(days: readonly Day[], p: Pick<ResolvedPeriod, 'from' | 'to' | 'bucket'>): Dashboard['sales']['series'] {
  const bars = new Map(bucketStarts(p).map((start) => [start, { start, shop: 0, sourced: 0, taken: 0 }]));
  for (const d of days) {
    const bar = bars.get(bucketOf(d.date, p));
    if (!bar) continue;
    for (const r of d.figures.sales) {
      if (r.source === 'order') bar.shop += r.cents;
      if (r.source === 'request') bar.sourced += r.cents;
      if (r.source === 'payment') bar.taken += r.cents;
    }
  }
  return [...bars.values()].map((b) => ({ start: b.start, shopSales: jmd(b.shop), sourcedSales: jmd(b.sourced), takings: jmd(b.taken) }));
}

/**
 * The requests made in each period by the furthest step reached, the conversion from the step before,
 * and those of the period that stopped at each step and why: declined, cancelled, or a quote whose last
 * day is before `today` left unanswered (expired).
 */
export function funnelOf(current: readonly Day[], previous: readonly Day[], today: string): Dashboard['funnel'] {
  // Requests by the furthest step reached (index 0 is step 1), and the period's stopped ones by step and why.
  const byLevel = (days: readonly Day[], lost?: Map<string, number>) => {
    const counts = FUNNEL_STEPS.map(() => 0);
    for (const d of days) {
      for (const r of d.figures.funnel) {
        counts[r.level - 1]! += r.count;
        const reason = r.stopped ?? (r.validUntil !== null && r.validUntil < today ? 'expired' : null);
        if (lost && reason) lost.set(`${r.level} ${reason}`, (lost.get(`${r.level} ${reason}`) ?? 0) + r.count);
      }
    }
    // Reaching a step counts as reaching every step before it.
    for (let i = counts.length - 2; i >= 0; i--) counts[i]! += counts[i + 1]!;
    return counts;
  };
  const stopped = new Map<string, number>();
  const cur = byLevel(current, stopped);
  const prev = byLevel(previous);
  const steps = FUNNEL_STEPS.map((step, i) => {
    const before = i === 0 ? 0 : cur[i - 1]!;
    return { step, count: cur[i]!, previousCount: prev[i]!, conversion: i === 0 || before === 0 ? null : oneDecimal((cur[i]! / before) * 100) };
  });
  const lost = FUNNEL_STEPS.flatMap((step, i) => LOSS_REASONS.map((reason) => ({ step, reason, count: stopped.get(`${i + 1} ${reason}`) ?? 0 }))).filter(
    (l) => l.count > 0,
  );
  return { steps, lost };
}

/** How long a promise took over the days: how many, the median and 90th percentile, and how many within `promise`. */
export function promiseFigures(days: readonly Day[], measure: PromiseMeasure, promise: number) {
  const took = sortedNumbers(days.map((d) => d.figures.took[measure]));
  const median = percentile(took, 0.5);
  const p90 = percentile(took, 0.9);
  return {
    count: took.length,
    median: median === null ? null : oneDecimal(median),
    p90: p90 === null ? null : oneDecimal(p90),
    kept: took.reduce((n, t) => (t <= promise ? n + 1 : n), 0),
  };
}

export type SupplierTotal = {
  id: number;
  sourced: number;
  medianLeadDays: number | null;
  quotedCents: number;
  costed: number;
  costedQuotedCents: number;
  paidCents: number;
};

/** Each supplier's requests accepted over the days, added up, with the median of their lead times. */
export function supplierTotals(days: readonly Day[]): SupplierTotal[] {
  const totals = new Map<number, SupplierTotal & { leads: number[][] }>();
  for (const d of days) {
    for (const [id, sourced, quotedCents, costed, costedQuotedCents, paidCents, leads] of d.figures.suppliers) {
      const t = totals.get(id) ?? { id, sourced: 0, medianLeadDays: null, quotedCents: 0, costed: 0, costedQuotedCents: 0, paidCents: 0, leads: [] };
      t.sourced += sourced;
      t.quotedCents += quotedCents;
      t.costed += costed;
      t.costedQuotedCents += costedQuotedCents;
      t.paidCents += paidCents;
      t.leads.push(leads);
      totals.set(id, t);
    }
  }
  return [...totals.values()].map(({ leads, ...t }) => ({ ...t, medianLeadDays: percentile(sortedNumbers(leads), 0.5) }));
}
