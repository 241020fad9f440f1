import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/server/db/transaction';
import { keepLines, lockKeptDays } from '../../src/server/features/dashboard/repository';
import { dayNumber, kingstonMidnight } from '../../src/shared/kingston-time';
import type { Dashboard } from '../../src/shared/schemas/dashboard';
import { dashboardHistory } from '../support/dashboard-history';
import { freshIp } from '../support/part-requests';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

// The dashboard's kept days (docs/decisions/021-dashboard-days.md) worked out by two at once, as two
// servers, or a server and the worker's nightly job, do on one PostgreSQL: the second waits for the
// first and replaces its order lines instead of keeping its own beside them. Two transactions at once
// need two connections, which the embedded database never has.

let t: TestApp;
let cookie: string;
const WEEK = 'period=custom&from=2026-03-02&to=2026-03-08';

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('The scale-out tests need PostgreSQL: run them with npm run test:pg');
  t = await createTestApp();
  cookie = (await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' })).cookie;
  const h = dashboardHistory(t.db.database.db);
  const screen = await h.product({ sku: 'SCR-12', name: 'iPhone 12 Screen', stock: 5, price: 5000 });
  await h.order({ at: '2026-03-03T15:00:00Z', lines: [{ productId: screen, price: 5000, quantity: 2 }] });
});
afterAll(async () => t?.close());

async function dashboard(): Promise<Dashboard> {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/dashboard?${WEEK}`, headers: { cookie }, remoteAddress: freshIp() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Dashboard;
}

describe("the dashboard's kept days on one PostgreSQL", () => {
  it('works days out one at a time: a read waits for another keeping the same days, then replaces its lines', async () => {
    const db = t.db.database.db;
    let read: Promise<Dashboard> | undefined;
    await inTransaction(db, async (tx) => {
      // Another server part-way through keeping the week's order lines, its transaction still open.
      await lockKeptDays(tx);
      await keepLines(tx, { from: kingstonMidnight('2026-03-02'), to: kingstonMidnight('2026-03-09') }, dayNumber('2026-03-02'), dayNumber('2026-03-09'));
      read = dashboard();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect((await read!).stock.bestSellers).toEqual([{ name: 'iPhone 12 Screen', sku: 'SCR-12', units: 2, sales: 10_000 }]);
    expect(await rows(t, sql`select day, product_id, part_id from dashboard_day_lines group by 1, 2, 3 having count(*) > 1`)).toEqual([]);
    expect((await dashboard()).stock.bestSellers[0]).toMatchObject({ units: 2 });
  });
});
