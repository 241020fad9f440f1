import type { Db } from '../../db/client';
import { DELIVERY_PROMISE_BUSINESS_DAYS, QUOTE_PROMISE_BUSINESS_DAYS, REQUEST_REVIEW_HOURS } from '../../../shared/constants';
import { fromCents } from '../../../shared/money';
import type { PaymentMethod } from '../../../shared/payments';
import { addBusinessDays } from '../../../shared/orders';
import { LOW_STOCK_THRESHOLD } from '../../../shared/schemas/admin-shop';
import {
  FUNNEL_STEPS,
  LOSS_REASONS,
  PROMISE_MEASURES,
  type Dashboard,
  type DashboardPeriod,
  type PromiseMeasure,
  type SalesFigures,
} from '../../../shared/schemas/dashboard';
import type { RequestStatus } from '../../../shared/statuses';
import { bucketOf, bucketStarts, resolvePeriod } from './periods';
import * as repo from './repository';

// How the business is doing (docs/dashboard.md): the repository's aggregates shaped into the answer.

const PROMISE: Record<PromiseMeasure, number> = {
  review: REQUEST_REVIEW_HOURS,
  quote: QUOTE_PROMISE_BUSINESS_DAYS,
  delivery: DELIVERY_PROMISE_BUSINESS_DAYS,
};
const UNIT: Record<PromiseMeasure, 'hours' | 'business_days'> = { review: 'hours', quote: 'business_days', delivery: 'business_days' };
const LATE_SHOWN = 50;
const SHELF_SHOWN = 50;
const BEST_SELLERS_SHOWN = 10;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

const jmd = (cents: number) => fromCents(Math.round(cents))!;
/** One decimal: a duration or a percentage as the dashboard shows it. */
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export function createDashboardService(db: Db) {
  return {
    async dashboard(q: { period: DashboardPeriod; from?: string; to?: string }, now = new Date()): Promise<Dashboard> {
      const p = resolvePeriod(q, now);
      const [days, funnelRows, promiseRows, open, money, shelves, sellers, suppliers] = await Promise.all([
        repo.salesByDay(db, p),
        repo.funnel(db, p, p.today),
        repo.promises(db, p, PROMISE),
        repo.possiblyLate(db, now, PROMISE),
        repo.owed(db),
        repo.lowShelves(db, LOW_STOCK_THRESHOLD, SHELF_SHOWN * 2),
        repo.bestSellers(db, p, BEST_SELLERS_SHOWN),
        repo.supplierFigures(db, p),
      ]);

      const late = lateOf(open, now);
      const dated = days.map((d) => ({ ...d, date: new Date(d.day * DAY_MS).toISOString().slice(0, 10) }));
      const current = dated.filter((d) => d.date >= p.from);
      const previous = dated.filter((d) => d.date < p.from);
      const owedOf = (subject: 'request' | 'order') => owedSum(money.owed.find((r) => r.subject === subject));
      const requests = owedOf('request');
      const orders = owedOf('order');

      return {
        period: { period: p.period, from: p.from, to: p.to, days: p.days, bucket: p.bucket, previous: p.previous, today: p.today },
        sales: {
          current: salesFigures(current),
          previous: salesFigures(previous),
          series: seriesOf(current, p),
        },
        funnel: funnelOf(funnelRows),
        promises: {
          measures: PROMISE_MEASURES.map((measure) => {
            const figures = (cur: boolean) => promiseFigures(promiseRows.find((r) => r.measure === measure && r.cur === cur));
            return { measure, unit: UNIT[measure], promise: PROMISE[measure], ...figures(true), previous: figures(false) };
          }),
          late: late.slice(0, LATE_SHOWN),
          lateCount: late.length,
        },
        money: {
          outstanding: {
            amount: jmd(requests.cents + orders.cents),
            count: requests.count + orders.count,
            requests: { amount: jmd(requests.cents), count: requests.count },
            orders: { amount: jmd(orders.cents), count: orders.count },
          },
          awaitingConfirmation: { amount: jmd(money.awaiting.cents), count: money.awaiting.count },
        },
        stock: {
          lowStockAt: LOW_STOCK_THRESHOLD,
          outOfStock: shelves.filter((s) => s.stock === 0).slice(0, SHELF_SHOWN),
          lowStock: shelves.filter((s) => s.stock > 0).slice(0, SHELF_SHOWN),
          bestSellers: sellers.map((s) => ({ name: s.name, sku: s.sku, units: s.units, sales: jmd(s.cents) })),
        },
        suppliers: suppliers.map((s) => ({
          id: s.id,
          name: s.name,
          sourced: s.sourced,
          medianLeadDays: s.medianLeadDays === null ? null : oneDecimal(s.medianLeadDays),
          quotedUsd: fromCents(s.quotedCents)!,
          costed: s.costed,
          costedQuotedUsd: fromCents(s.costedQuotedCents)!,
          paidUsd: fromCents(s.paidCents)!,
          // Paid over quoted, as a percentage of quoted, for the requests with both; null when none has.
          paidOverQuotedPercent: s.costed === 0 || s.costedQuotedCents === 0 ? null : oneDecimal(((s.paidCents - s.costedQuotedCents) / s.costedQuotedCents) * 100),
        })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;

function owedSum(row: repo.OwedRow | undefined): { count: number; cents: number } {
  return { count: row?.count ?? 0, cents: row?.cents ?? 0 };
}

function salesFigures(days: repo.DayRow[]): SalesFigures {
  const total = (source: repo.DayRow['source'], field: 'count' | 'cents') => days.reduce((sum, d) => (d.source === source ? sum + d[field] : sum), 0);
  const shopOrders = total('order', 'count');
  const sourcedParts = total('request', 'count');
  const shopCents = total('order', 'cents');
  const sourcedCents = total('request', 'cents');
  const inCents = total('payment', 'cents');
  const outCents = total('refund', 'cents');
  const byMethod = new Map<PaymentMethod, { cents: number; count: number }>();
  for (const d of days) {
    if (d.source !== 'payment' || d.method === null) continue;
    const m = byMethod.get(d.method) ?? { cents: 0, count: 0 };
    byMethod.set(d.method, { cents: m.cents + d.cents, count: m.count + d.count });
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

function seriesOf(days: (repo.DayRow & { date: string })[], p: Parameters<typeof bucketStarts>[0]): Dashboard['sales']['series'] {
  const bars = new Map(bucketStarts(p).map((start) => [start, { start, shop: 0, sourced: 0, taken: 0 }]));
  for (const d of days) {
    const bar = bars.get(bucketOf(d.date, p));
    if (!bar) continue;
    if (d.source === 'order') bar.shop += d.cents;
    if (d.source === 'request') bar.sourced += d.cents;
    if (d.source === 'payment') bar.taken += d.cents;
  }
  return [...bars.values()].map((b) => ({ start: b.start, shopSales: jmd(b.shop), sourcedSales: jmd(b.sourced), takings: jmd(b.taken) }));
}

function funnelOf(rows: repo.FunnelRow[]): Dashboard['funnel'] {
  const reached = (cur: boolean, level: number) => rows.filter((r) => r.cur === cur && r.level >= level).reduce((n, r) => n + r.count, 0);
  const steps = FUNNEL_STEPS.map((step, i) => {
    const count = reached(true, i + 1);
    const before = i === 0 ? 0 : reached(true, i);
    return { step, count, previousCount: reached(false, i + 1), conversion: i === 0 || before === 0 ? null : oneDecimal((count / before) * 100) };
  });
  const lost = FUNNEL_STEPS.flatMap((step, i) =>
    LOSS_REASONS.map((reason) => ({
      step,
      reason,
      count: rows.filter((r) => r.cur && r.level === i + 1 && r.lost === reason).reduce((n, r) => n + r.count, 0),
    })),
  ).filter((l) => l.count > 0);
  return { steps, lost };
}

function promiseFigures(row: repo.PromiseRow | undefined) {
  return {
    count: row?.count ?? 0,
    median: row?.median == null ? null : oneDecimal(row.median),
    p90: row?.p90 == null ? null : oneDecimal(row.p90),
    kept: row?.kept ?? 0,
  };
}

/**
 * Which open requests are late now, on the first promise they broke: not reviewed within 24 hours, not
 * quoted within the business days promised, or (sourced abroad) not delivered within the business days
 * promised after the deposit. The latest first.
 */
function lateOf(rows: repo.OpenRequestRow[], now: Date): Dashboard['promises']['late'] {
  const late: Dashboard['promises']['late'] = [];
  for (const r of rows) {
    const due = (waitingFor: PromiseMeasure, dueAt: Date) => {
      if (dueAt < now) {
        late.push({
          id: r.id,
          requestNumber: r.requestNumber,
          customerName: r.customerName,
          partName: r.partName,
          status: r.status as RequestStatus,
          waitingFor,
          dueAt: dueAt.toISOString(),
          hoursLate: oneDecimal((now.getTime() - dueAt.getTime()) / HOUR_MS),
        });
        return true;
      }
      return false;
    };
    if (!r.reviewed && due('review', new Date(r.createdAt.getTime() + PROMISE.review * HOUR_MS))) continue;
    if (!r.quoted && r.status === 'pending' && due('quote', addBusinessDays(r.createdAt, PROMISE.quote))) continue;
    if (r.depositAt) due('delivery', addBusinessDays(r.depositAt, PROMISE.delivery));
  }
  return late.sort((a, b) => b.hoursLate - a.hoursLate || a.requestNumber.localeCompare(b.requestNumber));
}
