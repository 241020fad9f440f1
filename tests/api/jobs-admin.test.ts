import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vacuumAnalyze } from '../../src/server/db/maintenance';
import type { JobsOverview } from '../../src/shared/schemas/jobs';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

// Staff's view of the job queue: every queue with its counts and schedule, a failed job with what went
// wrong, and sending it round again; only for staff, and bad input is a 400 that says what is wrong.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let customer: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app);
  customer = await signUp(t.app);
});
afterAll(async () => t?.close());

const get = (url: string, cookie: string | null = admin.cookie) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string | null = admin.cookie) => t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });

describe('/api/admin/jobs', () => {
  it('is for staff only', async () => {
    expect((await get('/api/admin/jobs', null)).statusCode).toBe(401);
    expect((await get('/api/admin/jobs', customer.cookie)).statusCode).toBe(403);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await post(`/api/admin/jobs/ocr-read/${id}/retry`, null)).statusCode).toBe(401);
    expect((await post(`/api/admin/jobs/ocr-read/${id}/retry`, customer.cookie)).statusCode).toBe(403);
  });

  it('lists every queue with its counts, and the scheduled ones with their schedule', async () => {
    const res = await get('/api/admin/jobs');
    expect(res.statusCode).toBe(200);
    const body = res.json() as JobsOverview;
    const byName = Object.fromEntries(body.queues.map((q) => [q.name, q]));
    // On PostgreSQL the shared attempt counts have their sweep too (decision 014); the embedded database
    // has its nightly vacuum instead (PostgreSQL vacuums itself).
    const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
    const sweeps = onPostgres ? ['rate-limits-sweep'] : [];
    expect(Object.keys(byName).sort()).toEqual(
      ['card-pages-expire', 'catalogue-import', 'catalogue-import-photos', 'dashboard-days', ...(onPostgres ? [] : ['db-vacuum']), 'gallery-upkeep', 'mail-deliver', 'mail-sweep', 'message-send', 'ocr-read', 'orders-expire', ...sweeps, 'sessions-sweep'],
    );
    if (!onPostgres) expect(byName['db-vacuum']!.every).toBe('15 8 * * *');
    expect(byName['dashboard-days']!.every).toBe('30 5 * * *');
    expect(byName['orders-expire']).toMatchObject({ label: 'Release stock of unpaid and uncollected orders', every: '* * * * *' });
    expect(byName['mail-sweep']!.every).toBe('* * * * *');
    expect(byName['catalogue-import']).toMatchObject({ label: 'Apply and undo price-list imports', every: null });
    expect(byName['ocr-read']).toMatchObject({ every: null, counts: { created: 0, retry: 0, active: 0, completed: 0, cancelled: 0, failed: 0 } });
  });

  it('vacuums the database: the embedded one through its nightly job (it has no autovacuum), freeing old row versions', async () => {
    const db = t.db.database.db;
    const deadRows = async () => {
      // The statistics are written out lazily; ask for them now.
      await db.execute(sql`select pg_stat_force_next_flush()`);
      return (await rows<{ n: number }>(t, sql`select n_dead_tup::int as n from pg_stat_user_tables where relname = 'categories'`))[0]!.n;
    };
    await db.execute(sql`insert into categories (slug, name, type) select 'vacuum-' || g, 'Vacuum test', 'auto' from generate_series(1, 50) g`);
    await db.execute(sql`delete from categories where slug like 'vacuum-%'`);
    expect(await deadRows()).toBeGreaterThanOrEqual(50);
    if (process.env.TEST_DATABASE_URL) {
      // PostgreSQL has no such job (its autovacuum runs by itself): the same statement, run directly.
      await vacuumAnalyze(db);
    } else {
      await t.app.jobs.send('db-vacuum', {});
      expect(await t.app.jobs.drain(['db-vacuum'])).toBe(1);
    }
    expect(await deadRows()).toBe(0);
  });

  it('shows a failed job with its error, and sends it round again once', async () => {
    // A job whose image id is not an id fails inside the handler, as a job does when its database errs.
    const id = (await t.app.jobs.send('ocr-read', { imageId: 'not-an-id' }, { key: 'not-an-id' }))!;
    await t.db.database.db.execute(sql`update pgboss.job set retry_limit = 0 where id = ${id}`);
    await t.app.jobs.drain(['ocr-read']);

    const failed = (await get('/api/admin/jobs?state=failed&queue=ocr-read')).json() as JobsOverview;
    expect(failed.jobs).toHaveLength(1);
    expect(failed.jobs[0]).toMatchObject({ id, queue: 'ocr-read', state: 'failed', retryCount: 0, retryLimit: 0 });
    expect(failed.jobs[0]!.error).toMatch(/^Failed query: update "gallery_images"/);
    expect(failed.queues.find((q) => q.name === 'ocr-read')!.counts.failed).toBe(1);

    const retried = await post(`/api/admin/jobs/ocr-read/${id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ message: 'The job will be tried again' });
    const [row] = await rows<{ state: string }>(t, sql`select state::text from pgboss.job where id = ${id}`);
    expect(row!.state).toBe('retry');
    // Not failed any more: a second retry is a 404, as is a job of another queue or no job at all.
    expect((await post(`/api/admin/jobs/ocr-read/${id}/retry`)).statusCode).toBe(404);
    expect((await post(`/api/admin/jobs/mail-deliver/${id}/retry`)).statusCode).toBe(404);
    expect((await post('/api/admin/jobs/ocr-read/00000000-0000-4000-8000-000000000000/retry')).json()).toEqual({ message: 'No failed job with that id in that queue', issues: [] });
  });

  it('answers bad filters and ids with a 400 that names them', async () => {
    const state = await get('/api/admin/jobs?state=stuck');
    expect(state.statusCode).toBe(400);
    expect(state.json().issues[0].path).toBe('state');
    expect((await get('/api/admin/jobs?queue=../../etc')).json().issues[0]).toEqual({ path: 'queue', message: 'queue is a queue name such as mail-deliver' });
    expect((await get('/api/admin/jobs?limit=5')).statusCode).toBe(400);
    const id = await post('/api/admin/jobs/ocr-read/123/retry');
    expect(id.statusCode).toBe(400);
    expect(id.json().issues[0]).toEqual({ path: 'id', message: 'id is a job id' });
  });
});
