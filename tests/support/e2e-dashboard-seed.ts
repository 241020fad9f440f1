import type { Db } from '../../src/server/db/client';
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
 */
export async function seedLateRequest(db: Db): Promise<void> {
  const at = new Date(Date.now() - 3 * 24 * 60 * 60_000).toISOString();
  await dashboardHistory(db).request({ at, status: 'pending', partName: LATE_REQUEST_PART });
}
