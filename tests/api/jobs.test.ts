import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, MOMENT_MS, type JobQueue } from '../../src/server/lib/jobs/queue';
import { createTestDatabase, type TestDatabase } from '../support/databases';

// The job queue (docs/decisions/013-job-queue.md) on the test database, PGlite or PostgreSQL: jobs are
// rows that outlive the queue that sent them, failures are retried with backoff until the limit and then
// wait for staff, a stately queue keeps one job per key, and a worker polls for what arrives.

const silent = { error() {}, warn() {} };
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function queueWith(define: (q: JobQueue) => void): Promise<JobQueue> {
  const q = createJobQueue({ database: t.database, log: silent });
  define(q);
  await q.start();
  return q;
}

describe('the job queue', () => {
  it('keeps a job through a restart: a queue that sent it stops, the next one works it, once', async () => {
    const seen: unknown[] = [];
    const first = await queueWith((q) => q.define({ name: 'test-restart', label: 'Test restart', handler: async (data) => void seen.push(data) }));
    const id = await first.send('test-restart', { order: 'YP-1001' });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await first.stop();
    expect(seen).toEqual([]);

    const second = await queueWith((q) => q.define({ name: 'test-restart', label: 'Test restart', handler: async (data) => void seen.push(data) }));
    expect(await second.drain(['test-restart'])).toBe(1);
    expect(await second.drain(['test-restart'])).toBe(0);
    expect(seen).toEqual([{ order: 'YP-1001' }]);
    const [done] = await second.jobs({ name: 'test-restart', limit: 5 });
    expect(done).toMatchObject({ id, state: 'completed', retryCount: 0 });
    await second.stop();
  });

  it('retries a failing job after a delay that doubles, then keeps it as failed for staff to send round again', async () => {
    let calls = 0;
    let healthy = false;
    const q = await queueWith((q) =>
      q.define({
        name: 'test-retry',
        label: 'Test retry',
        retryLimit: 2,
        retryDelaySeconds: 1,
        handler: async () => {
          calls++;
          if (!healthy) throw new Error(`SMTP refused (try ${calls})`);
        },
      }),
    );
    const id = (await q.send('test-retry', {}))!;
    expect(await q.drain(['test-retry'])).toBe(1);
    let [job] = await q.jobs({ name: 'test-retry', limit: 1 });
    expect(job).toMatchObject({ state: 'retry', error: 'SMTP refused (try 1)' });
    const firstDelay = job!.startAfter.getTime() - Date.now();
    expect(firstDelay).toBeGreaterThan(0);
    // pg-boss's backoff: the delay doubles each try, with up to as much again at random so that many
    // failed jobs do not all come back at once: 1-2 s, then 2-4 s.
    expect(firstDelay).toBeLessThanOrEqual(2000);
    // Not due yet: nothing runs.
    expect(await q.drain(['test-retry'])).toBe(0);

    await sleep(firstDelay + 100);
    expect(await q.drain(['test-retry'])).toBe(1);
    [job] = await q.jobs({ name: 'test-retry', limit: 1 });
    expect(job).toMatchObject({ state: 'retry', retryCount: 1 });
    // Backoff: the second wait is at least 2 s.
    expect(job!.startAfter.getTime() - Date.now()).toBeGreaterThan(1500);

    await sleep(job!.startAfter.getTime() - Date.now() + 100);
    expect(await q.drain(['test-retry'])).toBe(1);
    [job] = await q.jobs({ name: 'test-retry', limit: 1 });
    expect(job).toMatchObject({ id, state: 'failed', retryCount: 2, retryLimit: 2, error: 'SMTP refused (try 3)' });
    expect((await q.overview()).find((o) => o.name === 'test-retry')?.counts).toMatchObject({ failed: 1, retry: 0, created: 0 });
    expect(await q.jobs({ state: 'failed', name: 'test-retry', limit: 5 })).toHaveLength(1);

    healthy = true;
    expect(await q.retry('test-retry', id)).toBe(true);
    expect(await q.retry('test-retry', id)).toBe(false); // no longer failed
    expect(await q.retry('no-such-queue', id)).toBe(false);
    expect(await q.drain(['test-retry'])).toBe(1);
    [job] = await q.jobs({ name: 'test-retry', limit: 1 });
    expect(job).toMatchObject({ state: 'completed' });
    expect(calls).toBe(4);
    await q.stop();
  });

  it('works a job sent the moment before, though the clock says it is due a few milliseconds later', async () => {
    let worked = 0;
    const q = await queueWith((q) => q.define({ name: 'test-at-once', label: 'Test at once', handler: async () => void worked++ }));
    // The embedded database's clock counts whole milliseconds, and a clock may step back: a job sent in the
    // same moment as the fetch is not yet due by pg-boss's reckoning. It is made so here, for certain.
    for (let i = 0; i < 3; i++) {
      await q.send('test-at-once', { i });
      await t.database.query(`update pgboss.job set start_after = now() + make_interval(secs => $1::float8 / 1000) where name = 'test-at-once' and state = 'created'`, [MOMENT_MS - 2]);
      expect(await q.drain(['test-at-once'])).toBe(1);
    }
    expect(worked).toBe(3);
    // A retry's delay (seconds) is not a moment: it waits.
    await q.send('test-at-once', { later: true }, { startAfterSeconds: 30 });
    expect(await q.drain(['test-at-once'])).toBe(0);
    await q.stop();
  });

  it('keeps one waiting job per key on a stately queue', async () => {
    const worked: string[] = [];
    const q = await queueWith((q) => q.define({ name: 'test-stately', label: 'Test stately', policy: 'stately', handler: async (d) => void worked.push((d as { id: string }).id) }));
    expect(await q.send('test-stately', { id: 'a' }, { key: 'a' })).not.toBeNull();
    expect(await q.send('test-stately', { id: 'a' }, { key: 'a' })).toBeNull();
    expect(await q.send('test-stately', { id: 'b' }, { key: 'b' })).not.toBeNull();
    await q.drain(['test-stately']);
    expect(worked.sort()).toEqual(['a', 'b']);
    // Once worked, the key is free again.
    expect(await q.send('test-stately', { id: 'a' }, { key: 'a' })).not.toBeNull();
    await q.stop();
  });

  it("starts with each queue's settings and schedule as defined, writing only what differs", async () => {
    const define = (q: JobQueue) => {
      q.define({ name: 'test-settings', label: 'Test settings', policy: 'singleton', retryLimit: 2, every: '5 4 * * *', handler: async () => {} });
      q.define({ name: 'test-unscheduled', label: 'Test unscheduled', handler: async () => {} });
    };
    const settings = async () =>
      (
        await t.database.query(
          `select q.name, q.policy, q.retry_limit, q.retry_delay, q.expire_seconds, s.cron, s.timezone, q.updated_on, s.updated_on as scheduled_on
           from pgboss.queue q left join pgboss.schedule s on s.name = q.name where q.name like 'test-%sched%' or q.name = 'test-settings' order by q.name`,
        )
      ).rows as Record<string, unknown>[];
    await (await queueWith(define)).stop();
    const first = await settings();
    expect(first.map(({ updated_on: _u, scheduled_on: _s, ...r }) => r)).toEqual([
      { name: 'test-settings', policy: 'singleton', retry_limit: 2, retry_delay: 30, expire_seconds: 900, cron: '5 4 * * *', timezone: 'UTC' },
      { name: 'test-unscheduled', policy: 'standard', retry_limit: 5, retry_delay: 30, expire_seconds: 900, cron: null, timezone: null },
    ]);

    // A restart with nothing changed writes nothing: not a queue's row, not a schedule's.
    await (await queueWith(define)).stop();
    expect(await settings()).toEqual(first);

    // What differs from the definitions (an older version's settings, a schedule since dropped) is put right.
    await t.database.query(`update pgboss.queue set retry_limit = 9 where name = 'test-settings'`);
    await t.database.query(`update pgboss.schedule set cron = '0 0 * * *' where name = 'test-settings'`);
    await t.database.query(`insert into pgboss.schedule (name, cron, timezone) values ('test-unscheduled', '* * * * *', 'UTC')`);
    await (await queueWith(define)).stop();
    expect((await settings()).map((r) => [r.name, r.retry_limit, r.cron])).toEqual([
      ['test-settings', 2, '5 4 * * *'],
      ['test-unscheduled', 5, null],
    ]);
  });

  it('works jobs as they arrive once working, and refuses unknown queues and bad names', async () => {
    const worked: unknown[] = [];
    const q = await queueWith((q) => q.define({ name: 'test-worker', label: 'Test worker', handler: async (d) => void worked.push(d) }));
    await q.work({ pollSeconds: 0.5 });
    await q.send('test-worker', { n: 1 });
    for (let i = 0; i < 40 && worked.length === 0; i++) await sleep(100);
    expect(worked).toEqual([{ n: 1 }]);
    await expect(q.send('test-nope', {})).rejects.toThrow('No job queue named test-nope');
    expect(() => createJobQueue({ database: t.database, log: silent }).define({ name: 'Bad Name', label: 'Bad', handler: async () => {} })).toThrow('lower-case letters');
    expect(() => q.define({ name: 'test-late', label: 'Test late', handler: async () => {} })).toThrow('defined after the queue started');
    await q.stop();
  });
});
