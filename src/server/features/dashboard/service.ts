import type { Db } from '../../db/client';
import { DELIVERY_PROMISE_BUSINESS_DAYS, QUOTE_PROMISE_BUSINESS_DAYS, REQUEST_REVIEW_HOURS } from '../../../shared/constants';
import { fromCents } from '../../../shared/money';
import { addBusinessDays } from '../../../shared/orders';
import { LOW_STOCK_THRESHOLD } from '../../../shared/schemas/admin-shop';
import { PROMISE_MEASURES, type Dashboard, type DashboardPeriod, type PromiseMeasure } from '../../../shared/schemas/dashboard';
import type { RequestStatus } from '../../../shared/statuses';
import { dayNumber } from '../../../shared/kingston-time';
import { bestSellersOf, figuresOfDays, firstOpenDay } from './day-figures';
import { funnelOf, jmd, oneDecimal, promiseFigures, salesFigures, seriesOf, splitDays, supplierTotals } from './period-figures';
import { resolvePeriod } from './periods';
import * as repo from './repository';

// How the business is doing (docs/dashboard.md): the period's days (day-figures.ts) added up
// (period-figures.ts), with what is true now whatever the period.

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

/** The nightly job keeps this many closed days: a year and the year before it. */
const KEEP_DAYS = 2 * 366;

export function createDashboardService(db: Db) {
  return {
    /** The closed days of the last two years, worked out where missing or stale and kept. Answers how many are kept. */
    async keepClosedDays(now = new Date()): Promise<number> {
      const open = firstOpenDay(now);
      return (await figuresOfDays(db, open - KEEP_DAYS, open, open)).size;
    },

    async dashboard(q: { period: DashboardPeriod; from?: string; to?: string }, now = new Date()): Promise<Dashboard> {
      const p = resolvePeriod(q, now);
      const [byDay, open, money, shelves] = await Promise.all([
        figuresOfDays(db, dayNumber(p.previous.from), dayNumber(p.to) + 1, firstOpenDay(now)),
        repo.possiblyLate(db, now, PROMISE),
        repo.owed(db),
        repo.lowShelves(db, LOW_STOCK_THRESHOLD, SHELF_SHOWN * 2),
      ]);
      // The best sellers are summed by the database while the days are added up here.
      const sellersRead = bestSellersOf(db, dayNumber(p.from), dayNumber(p.to) + 1, firstOpenDay(now), BEST_SELLERS_SHOWN);
      const { current, previous } = splitDays(byDay, p.from);
      const suppliers = supplierTotals(current);
      const namesRead = repo.supplierNames(db, suppliers.map((s) => s.id));
      const figures = {
        sales: { current: salesFigures(current), previous: salesFigures(previous), series: seriesOf(current, p) },
        funnel: funnelOf(current, previous, p.today),
        measures: PROMISE_MEASURES.map((measure) => ({
          measure,
          unit: UNIT[measure],
          promise: PROMISE[measure],
          ...promiseFigures(current, measure, PROMISE[measure]),
          previous: promiseFigures(previous, measure, PROMISE[measure]),
        })),
      };
      const [sellers, supplierNames] = await Promise.all([sellersRead, namesRead]);
      const nameOf = new Map(supplierNames.map((x) => [x.id, x.name]));

      const late = lateOf(open, now);
      const owedOf = (subject: 'request' | 'order') => owedSum(money.owed.find((r) => r.subject === subject));
      const requests = owedOf('request');
      const orders = owedOf('order');

      return {
        period: { period: p.period, from: p.from, to: p.to, days: p.days, bucket: p.bucket, previous: p.previous, today: p.today },
        sales: figures.sales,
        funnel: figures.funnel,
        promises: {
          measures: figures.measures,
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
        suppliers: suppliers
          .map((s) => ({
            id: s.id,
            name: nameOf.get(s.id) ?? 'A deleted supplier',
            sourced: s.sourced,
            medianLeadDays: s.medianLeadDays === null ? null : oneDecimal(s.medianLeadDays),
            quotedUsd: fromCents(s.quotedCents)!,
            costed: s.costed,
            costedQuotedUsd: fromCents(s.costedQuotedCents)!,
            paidUsd: fromCents(s.paidCents)!,
            // Paid over quoted, as a percentage of quoted, for the requests with both; null when none has.
            paidOverQuotedPercent:
              s.costed === 0 || s.costedQuotedCents === 0 ? null : oneDecimal(((s.paidCents - s.costedQuotedCents) / s.costedQuotedCents) * 100),
          }))
          .sort((a, b) => b.sourced - a.sourced || a.name.localeCompare(b.name)),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;

function owedSum(row: repo.OwedRow | undefined): { count: number; cents: number } {
  return { count: row?.count ?? 0, cents: row?.cents ?? 0 };
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
