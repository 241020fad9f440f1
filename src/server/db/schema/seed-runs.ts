import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per seed step that has run, so demo data is written once and never twice. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
