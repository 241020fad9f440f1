import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempts counted per key in a fixed window, shared by every app server on one PostgreSQL (a sign-in
 * limit of 30 an address stays 30 with two servers). On the embedded database the counts stay in the one
 * process's memory and this table is unused (lib/rate-limit-store.ts).
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** What is counted and for whom: `<route or limiter>|<address or account>`. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)],
);
