import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Frees the space of old row versions and refreshes the planner's statistics, every table. PostgreSQL's
 * autovacuum does this by itself; PGlite has none, so the embedded store runs it as a nightly job (app.ts).
 */
export async function vacuumAnalyze(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}
