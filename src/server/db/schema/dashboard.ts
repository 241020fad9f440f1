import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The staff dashboard's figures for each closed Kingston day (day = days since 1 January 1970 in Kingston),
 * worked out from the orders, requests and ledger the first time a period needs that day and kept, so a
 * year's dashboard reads 730 rows instead of every order and request (docs/decisions/021-dashboard-days.md).
 * The shape of `figures` is src/server/features/dashboard/day-figures.ts's DayFigures.
 */
export const dashboardDays = pgTable('dashboard_days', {
  day: integer('day').primaryKey(),
  figures: jsonb('figures').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Days whose kept figures may be out of date: the database's own triggers (migration 0027) add the days an
 * order, a request or a payment belongs to whenever one is written, and the dashboard works such a day out
 * again, and deletes its mark, the next time it needs it.
 */
export const dashboardStaleDays = pgTable('dashboard_stale_days', {
  day: integer('day').primaryKey(),
});

/**
 * The shop order lines of each kept day, a row per product or part sold that day (units and takings), for
 * the best sellers: summed by SQL over a period, too many a day to carry in `figures`. Written and
 * replaced with the day's `figures`, in the same transaction.
 */
export const dashboardDayLines = pgTable(
  'dashboard_day_lines',
  {
    day: integer('day').notNull(),
    productId: integer('product_id'),
    partId: integer('part_id'),
    name: text('name').notNull(),
    units: integer('units').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('dashboard_day_lines_day_idx').on(t.day)],
);
