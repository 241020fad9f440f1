import { sql } from 'drizzle-orm';
import { REFERENCE_ALPHABET } from '../../src/shared/constants';
import type { Db } from '../../src/server/db/client';
import { randomReference } from '../../src/server/lib/tokens';
import { dashboardHistory } from './dashboard-history';

/** The one request the end-to-end server starts with; the dashboard's story finds it by this part name. */
export const LATE_REQUEST_PART = 'Starter motor, 12V';

/**
 * The staff dashboard's story (tests/e2e/admin-dashboard.spec.ts) opens a request from the "Late now"
 * list, and a request is late only with history: one that came in more than 24 hours ago and that staff
 * have not looked at (docs/dashboard.md, "Promises kept"). Requests sent through the API are always new,
 * so this one is written with its time, three days back: the only backdated row of the suite. It is
 * pending, with no quote, payment or account, so no other story sees it unless it lists every request
 * (none counts them). The part's name has a comma, so the late list's CSV must quote it.
 *
 * The history helper numbers its requests in hex; the staff screens take only real request numbers
 * (`?request=` must match REQUEST_NUMBER_PATTERN), so this one gets a number as the store makes them.
 */
export async function seedLateRequest(db: Db): Promise<void> {
  const at = new Date(Date.now() - 3 * 24 * 60 * 60_000).toISOString();
  const { id } = await dashboardHistory(db).request({ at, status: 'pending' });
  const number = randomReference('REQ', REFERENCE_ALPHABET);
  await db.execute(sql`update part_requests set part_name = ${LATE_REQUEST_PART}, request_number = ${number} where id = ${id}`);
}
