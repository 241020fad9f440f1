import { z } from 'zod';
import { dayNumber } from '../kingston-time';
import { PAYMENT_METHODS } from '../payments';
import { REQUEST_STATUSES } from '../statuses';

// The staff dashboard (GET /api/admin/dashboard): how the business did over a period, beside the period
// before it. Every figure is worked out by the server from the orders, the part requests' status
// histories and the payments ledger (docs/dashboard.md says how each is counted). Money in J$.

export const DASHBOARD_PERIODS = ['today', '7d', '30d', 'month', 'custom'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  month: 'This month',
  custom: 'Custom range',
};
/** A custom range may span at most this many days (two years: the history the dashboard is sized for). */
export const DASHBOARD_MAX_DAYS = 731;

const kingstonDate = (label: string) => z.iso.date(`${label} must be a date (YYYY-MM-DD)`);

export const DashboardQuerySchema = z
  .strictObject({
    period: z.enum(DASHBOARD_PERIODS, 'Period must be one of today, 7d, 30d, month or custom').default('30d'),
    /** Kingston dates, both days included; only with period=custom. */
    from: kingstonDate('From').optional(),
    to: kingstonDate('To').optional(),
  })
  .superRefine((q, ctx) => {
    if (q.period !== 'custom') {
      if (q.from !== undefined) ctx.addIssue({ code: 'custom', path: ['from'], message: 'From goes only with period=custom' });
      if (q.to !== undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To goes only with period=custom' });
      return;
    }
    if (q.from === undefined) ctx.addIssue({ code: 'custom', path: ['from'], message: 'A custom range needs From' });
    if (q.to === undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: 'A custom range needs To' });
    if (q.from === undefined || q.to === undefined) return;
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
    else if (daysBetween(q.from, q.to) > DASHBOARD_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `A custom range can span at most ${DASHBOARD_MAX_DAYS} days` });
    }
  });
export type DashboardQuery = z.input<typeof DashboardQuerySchema>;

/** Days from `from` to `to`, both included (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

const Range = z.object({ from: z.string(), to: z.string() });

const SalesFiguresSchema = z.object({
  /** Shop orders placed in the period and not cancelled, and what they came to. */
  shopOrders: z.number().int(),
  shopSales: z.number(),
  /** Part requests whose quote was accepted in the period and not cancelled, and what was agreed. */
  sourcedParts: z.number().int(),
  sourcedSales: z.number(),
  /** (shopSales + sourcedSales) / (shopOrders + sourcedParts); 0 with none. */
  averageOrder: z.number(),
  /** Money that came in during the period (the ledger's payments, by the day they settled). */
  takings: z.number(),
  /** Money given back during the period. */
  refunds: z.number(),
  net: z.number(),
  byMethod: z.array(z.object({ method: z.enum(PAYMENT_METHODS), amount: z.number(), count: z.number().int() })),
});
export type SalesFigures = z.infer<typeof SalesFiguresSchema>;

export const FUNNEL_STEPS = ['requested', 'quoted', 'accepted', 'deposit_paid', 'delivered'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  requested: 'Requested',
  quoted: 'Quoted',
  accepted: 'Accepted',
  deposit_paid: 'Deposit paid',
  delivered: 'Delivered',
};
export const LOSS_REASONS = ['cancelled', 'declined', 'expired'] as const;
export type LossReason = (typeof LOSS_REASONS)[number];

export const PROMISE_MEASURES = ['review', 'quote', 'delivery'] as const;
export type PromiseMeasure = (typeof PROMISE_MEASURES)[number];

const PromiseFiguresSchema = z.object({
  /** How many were measured: the reviews, quotes or deliveries that happened in the period. */
  count: z.number().int(),
  /** In the measure's unit; null with nothing measured. */
  median: z.number().nullable(),
  p90: z.number().nullable(),
  /** How many of them were within the promise. */
  kept: z.number().int(),
});

export const DashboardSchema = z.object({
  period: Range.extend({
    period: z.enum(DASHBOARD_PERIODS),
    days: z.number().int(),
    /** The chart's bars: one a day up to 62 days, one a week (from Monday) beyond. */
    bucket: z.enum(['day', 'week']),
    previous: Range,
    /** Kingston's date when the figures were worked out. */
    today: z.string(),
  }),
  sales: z.object({
    current: SalesFiguresSchema,
    previous: SalesFiguresSchema,
    /** One entry per day or week of the period, with nothing left out (a quiet day is zeros). */
    series: z.array(z.object({ start: z.string(), shopSales: z.number(), sourcedSales: z.number(), takings: z.number() })),
  }),
  /** Requests made in the period (and in the period before), by the furthest step each has reached. */
  funnel: z.object({
    steps: z.array(
      z.object({
        step: z.enum(FUNNEL_STEPS),
        count: z.number().int(),
        previousCount: z.number().int(),
        /** Percent of the step before that reached this one (one decimal); null for the first step or with none before. */
        conversion: z.number().nullable(),
      }),
    ),
    /** Requests of the period that stopped: at the furthest step they reached, and why. */
    lost: z.array(z.object({ step: z.enum(FUNNEL_STEPS), reason: z.enum(LOSS_REASONS), count: z.number().int() })),
  }),
  promises: z.object({
    measures: z.array(
      PromiseFiguresSchema.extend({
        measure: z.enum(PROMISE_MEASURES),
        unit: z.enum(['hours', 'business_days']),
        /** The promise, in the unit: 24 hours to a first review, 3 business days to a quote, 14 from deposit to delivery. */
        promise: z.number(),
        previous: PromiseFiguresSchema,
      }),
    ),
    /** Requests late on a promise right now, the latest first (at most 50; `lateCount` is all of them). */
    late: z.array(
      z.object({
        id: z.string(),
        requestNumber: z.string(),
        customerName: z.string(),
        partName: z.string(),
        status: z.enum(REQUEST_STATUSES),
        waitingFor: z.enum(PROMISE_MEASURES),
        /** When the promise ran out (ISO). */
        dueAt: z.string(),
        hoursLate: z.number(),
      }),
    ),
    lateCount: z.number().int(),
  }),
  /** Now, whatever the period: what customers owe and what waits for staff to confirm. */
  money: z.object({
    outstanding: z.object({
      amount: z.number(),
      count: z.number().int(),
      requests: z.object({ amount: z.number(), count: z.number().int() }),
      orders: z.object({ amount: z.number(), count: z.number().int() }),
    }),
    awaitingConfirmation: z.object({ amount: z.number(), count: z.number().int() }),
  }),
  stock: z.object({
    /** A product with this many or fewer on the shelf is low. */
    lowStockAt: z.number().int(),
    outOfStock: z.array(z.object({ id: z.number(), sku: z.string(), name: z.string(), stock: z.number().int() })),
    lowStock: z.array(z.object({ id: z.number(), sku: z.string(), name: z.string(), stock: z.number().int() })),
    /** The period's shop orders (not cancelled), by units sold: the top ten. */
    bestSellers: z.array(z.object({ name: z.string(), sku: z.string().nullable(), units: z.number().int(), sales: z.number() })),
  }),
  /** Suppliers of requests accepted in the period, most requests first. */
  suppliers: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      /** Requests accepted in the period with this supplier chosen. */
      sourced: z.number().int(),
      /** Business days from the deposit to the part leaving the US; null until one has. */
      medianLeadDays: z.number().nullable(),
      /** The accepted options' part price and US shipping, in US$. */
      quotedUsd: z.number(),
      /** Of those requests, how many have what we paid the supplier recorded (the final cost). */
      costed: z.number().int(),
      /** For the costed requests: what their accepted options quoted, and what we paid, in US$. */
      costedQuotedUsd: z.number(),
      paidUsd: z.number(),
      /** (paid − quoted) ÷ quoted for the costed requests, in per cent to one decimal: above 0, the supplier cost more than quoted. Null when none is costed. */
      paidOverQuotedPercent: z.number().nullable(),
    }),
  ),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
