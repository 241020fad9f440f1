import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';

/**
 * Background work as durable jobs in the database, through pg-boss (docs/decisions/013-job-queue.md): the
 * same engine on PostgreSQL and on the embedded PGlite, its tables in the `pgboss` schema. A job is a row
 * until a worker completes it, so it survives a restart or a crash; a failed job is retried with backoff;
 * a scheduled job is sent once per slot however many servers run, and jobs are taken with SKIP LOCKED, so
 * one job is never worked by two servers at once.
 */

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

export type JobDefinition<T> = {
  /** Letters, digits and dashes: `mail-deliver`. */
  name: string;
  /** What the queue does, in staff's words (shown at /admin/jobs). */
  label: string;
  handler: JobHandler<T>;
  /**
   * `standard`; `stately`: at most one job per key waiting and one running (sending the same key again
   * while one waits is a no-op); `singleton`: at most one running per key, for sweeps.
   */
  policy?: 'standard' | 'stately' | 'singleton';
  /** Tries after the first (default 5), the first after retryDelaySeconds (default 30), doubling each time. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A job still running after this long is taken to have died with its server and is tried again. */
  expireInSeconds?: number;
  /** Cron (UTC) for work that recurs: `* * * * *` every minute. */
  every?: string;
  /**
   * Jobs a server takes at once, worked one after another (default 1). A worker waits its polling interval
   * between takes, so light jobs that come in bursts (mail) are taken several at a time.
   */
  batchSize?: number;
};

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export type QueueOverview = { name: string; label: string; counts: Record<JobState, number>; every: string | null };

export type JobRow = {
  id: string;
  name: string;
  state: JobState;
  data: unknown;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  startAfter: Date;
  /** For a failed try: what the handler threw. */
  error: string | null;
};

export type JobQueue = {
  /** Called by features while the app is built, before start(). */
  define<T>(definition: JobDefinition<T>): void;
  /** Stores a job; null when a `stately` queue already has one waiting with this key. */
  send(name: string, data: object, opts?: { key?: string; startAfterSeconds?: number }): Promise<string | null>;
  /** Creates the schema and the queues (idempotent). The queue then takes jobs; nothing is worked yet. */
  start(): Promise<void>;
  /** Whether a job with this key waits or runs; a dead server's job runs until it expires and is retried. */
  hasLive(name: string, key: string): Promise<boolean>;
  /** Starts working jobs and sending scheduled ones, polling every pollSeconds (a worker's role). */
  work(opts?: { pollSeconds?: number }): Promise<void>;
  /** Works every job of these queues (all by default) that is due, here and now, until none is (tests). */
  drain(names?: string[]): Promise<number>;
  overview(): Promise<QueueOverview[]>;
  jobs(filter: { state?: JobState; name?: string; limit: number }): Promise<JobRow[]>;
  /** Sends a failed job round again; false when there is no failed job with that id in that queue. */
  retry(name: string, id: string): Promise<boolean>;
  /** Stops taking jobs and waits (up to timeoutSeconds) for the ones in hand. */
  stop(opts?: { timeoutSeconds?: number }): Promise<void>;
};

const STATES: JobState[] = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'];

/** How soon a job not yet due still counts as due for drain(): a clock's step, not a retry's delay (seconds). */
export const MOMENT_MS = 10;
/** The queue settings a definition fixes, compared with what the database holds before writing them again. */
const SETTINGS = ['policy', 'retryLimit', 'retryDelay', 'retryBackoff', 'expireInSeconds'] as const;

export function createJobQueue(deps: { database: Database; log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void } }): JobQueue {
  const db: PgBoss.Db = { executeSql: (text, values) => deps.database.query(text, values) };
  const definitions = new Map<string, JobDefinition<unknown>>();
  // One instance sends and reads (no timers, so tests and web-only servers run none); a second, made by
  // work(), polls, schedules and keeps the tables tidy.
  const sender = new PgBoss({ db, supervise: false, schedule: false, migrate: true });
  let worker: PgBoss | undefined;
  let started: Promise<void> | undefined;
  sender.on('error', (err) => deps.log.error({ err }, 'job queue error'));

  const definition = (name: string) => {
    const d = definitions.get(name);
    if (!d) throw new Error(`No job queue named ${name}`);
    return d;
  };

  function ensureStarted(): Promise<void> {
    // A failed start (the database was down) is tried again by the next call, so a server that came
    // up while its database was away sends its jobs once the database is back.
    started ??= (async () => {
      await sender.start();
      // Each queue's settings and schedule are those of this version. What is already so is left alone:
      // read once, a restart writes nothing (three statements a queue cost 150 ms of a PGlite restart).
      const queues = new Map((await sender.getQueues()).map((q) => [q.name, q]));
      // Each schedule row also holds its time zone (pg-boss's type leaves it out).
      const schedules = new Map((await sender.getSchedules()).map((s) => [s.name, s as PgBoss.Schedule & { timezone?: string }]));
      for (const d of definitions.values()) {
        const options = {
          name: d.name,
          policy: d.policy ?? 'standard',
          retryLimit: d.retryLimit ?? 5,
          retryDelay: d.retryDelaySeconds ?? 30,
          retryBackoff: true,
          expireInSeconds: d.expireInSeconds ?? 15 * 60,
        };
        const queue = queues.get(d.name);
        if (!queue) await sender.createQueue(d.name, options);
        else if (SETTINGS.some((key) => queue[key] !== options[key])) await sender.updateQueue(d.name, options);
        const schedule = schedules.get(d.name);
        if (d.every) {
          if (schedule?.cron !== d.every || schedule.timezone !== 'UTC') await sender.schedule(d.name, d.every, {}, { tz: 'UTC' });
        } else if (schedule) await sender.unschedule(d.name);
      }
    })().catch((err: unknown) => {
      started = undefined;
      throw err;
    });
    return started;
  }

  async function run(d: JobDefinition<unknown>, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    await d.handler(job.data, { id: job.id, retryCount: job.retryCount });
  }

  return {
    define(d) {
      if (started) throw new Error(`Job queue ${d.name} defined after the queue started`);
      if (!/^[a-z0-9-]+$/.test(d.name)) throw new Error(`Job queue names are lower-case letters, digits and dashes: ${d.name}`);
      definitions.set(d.name, d as JobDefinition<unknown>);
    },

    async send(name, data, opts = {}) {
      definition(name);
      await ensureStarted();
      return sender.send(name, data, {
        singletonKey: opts.key,
        startAfter: opts.startAfterSeconds,
      });
    },

    start: ensureStarted,

    async hasLive(name, key) {
      definition(name);
      await ensureStarted();
      const { rows } = await deps.database.query(
        `select 1 from pgboss.job where name = $1 and singleton_key = $2 and state in ('created', 'retry', 'active') limit 1`,
        [name, key],
      );
      return rows.length > 0;
    },

    async work(opts = {}) {
      await ensureStarted();
      if (worker) return;
      // Maintenance (one server at a time) is what notices a job whose server died: it fails the jobs that
      // outlived their expiry so they are tried again. Every 30 s, not pg-boss's 2 minutes, so such a job
      // waits at most its expiry, 30 s and its retry delay.
      const w = new PgBoss({ db, supervise: true, schedule: true, migrate: false, maintenanceIntervalSeconds: 30 });
      worker = w;
      w.on('error', (err) => deps.log.error({ err }, 'job queue error'));
      await w.start();
      for (const d of definitions.values()) {
        // A server works the jobs of one queue one after another (OCR takes a whole core); a batch only
        // takes several at once, for light work that comes in bursts.
        const batchSize = d.batchSize ?? 1;
        // Filled in once work() answers; a batch taken before that just waits the interval.
        const registered: { id?: string } = {};
        registered.id = await w.work(d.name, { batchSize, includeMetadata: true, pollingIntervalSeconds: opts.pollSeconds ?? 2 }, async (batch) => {
          for (const job of batch) {
            try {
              await run(d, job);
            } catch (err) {
              // This job alone is tried again later; pg-boss completes the others of the batch when we return.
              await w.fail(d.name, job.id, failureOf(err));
            }
          }
          // A full batch means more may be waiting: take the next at once instead of after the polling
          // interval (pg-boss waits it after every batch unless told; 40 jobs a second became 100s).
          if (batch.length === batchSize && registered.id) w.notifyWorker(registered.id);
        });
      }
    },

    async drain(names) {
      /**
       * pg-boss takes a job once `start_after < now()`, and the embedded database's clock counts whole
       * milliseconds (and a machine's clock may step back a little): a job sent the moment before the
       * fetch can be not yet due and the round find nothing. A job due within MOMENT_MS makes the drain
       * wait that long and go round again instead of ending; retries wait seconds, so they stay waiting.
       */
      const queues = names ?? [...definitions.keys()];
      const dueInAMoment = async () => {
        const { rows } = await deps.database.query(
          `select exists (select 1 from pgboss.job where name = any($1) and state in ('created', 'retry')
             and start_after < now() + make_interval(secs => $2::float8 / 1000)) as soon`,
          [queues, MOMENT_MS],
        );
        if (!(rows[0] as { soon: boolean }).soon) return false;
        await new Promise((r) => setTimeout(r, MOMENT_MS + 1));
        return true;
      };
      await ensureStarted();
      let worked = 0;
      for (let round = 0; round < 100; round++) {
        let found = 0;
        for (const name of queues) {
          const d = definition(name);
          for (;;) {
            const [job] = await sender.fetch(name, { batchSize: 1, includeMetadata: true });
            if (!job) break;
            found++;
            try {
              await run(d, job);
              await sender.complete(name, job.id);
            } catch (err) {
              await sender.fail(name, job.id, failureOf(err));
            }
          }
        }
        worked += found;
        // A job may have sent another (mail after an upload): go round until a round finds nothing.
        if (found === 0 && !(await dueInAMoment())) break;
      }
      return worked;
    },

    async overview() {
      await ensureStarted();
      const { rows } = await deps.database.query(
        `select q.name, j.state, count(j.id)::int as n
         from pgboss.queue q left join pgboss.job j on j.name = q.name
         group by q.name, j.state`,
      );
      const schedules = new Map((await sender.getSchedules()).map((s) => [s.name, s.cron]));
      const byName = new Map<string, QueueOverview>();
      for (const d of definitions.values()) {
        byName.set(d.name, { name: d.name, label: d.label, counts: Object.fromEntries(STATES.map((s) => [s, 0])) as Record<JobState, number>, every: schedules.get(d.name) ?? null });
      }
      for (const r of rows as { name: string; state: JobState | null; n: number }[]) {
        const q = byName.get(r.name);
        if (q && r.state) q.counts[r.state] = r.n;
      }
      return [...byName.values()];
    },

    async jobs(filter) {
      await ensureStarted();
      // Only our queues: pg-boss keeps its own bookkeeping jobs (__pgboss__send-it) in the same table.
      const values: unknown[] = [[...definitions.keys()]];
      const where: string[] = ['name = any($1::text[])'];
      if (filter.state) {
        values.push(filter.state);
        where.push(`state = $${values.length}::pgboss.job_state`);
      }
      if (filter.name) {
        values.push(filter.name);
        where.push(`name = $${values.length}`);
      }
      values.push(filter.limit);
      const { rows } = await deps.database.query(
        `select id, name, state, data, retry_count, retry_limit, created_on, started_on, completed_on, start_after, output
         from pgboss.job ${where.length ? `where ${where.join(' and ')}` : ''}
         order by created_on desc, id limit $${values.length}`,
        values,
      );
      return (rows as Record<string, unknown>[]).map((r) => ({
        id: String(r.id),
        name: String(r.name),
        state: r.state as JobState,
        data: r.data,
        retryCount: Number(r.retry_count),
        retryLimit: Number(r.retry_limit),
        createdOn: new Date(r.created_on as string),
        startedOn: r.started_on ? new Date(r.started_on as string) : null,
        completedOn: r.completed_on ? new Date(r.completed_on as string) : null,
        startAfter: new Date(r.start_after as string),
        error: errorOf(r.output),
      }));
    },

    async retry(name, id) {
      await ensureStarted();
      if (!definitions.has(name)) return false;
      const job = await sender.getJobById(name, id);
      if (!job || job.state !== 'failed') return false;
      await sender.retry(name, id);
      return true;
    },

    async stop(opts = {}) {
      const timeout = (opts.timeoutSeconds ?? 15) * 1000;
      if (worker) await worker.stop({ graceful: true, wait: true, timeout });
      if (started) await sender.stop({ graceful: true, wait: true, timeout, close: false });
    },
  };
}

/** What a failed try is recorded with: its message, which staff read at /admin/jobs. */
const failureOf = (err: unknown) => ({ message: err instanceof Error ? err.message : String(err) });

/** pg-boss keeps a failed try's error in `output` as the serialised error or the object we failed it with. */
function errorOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const o = output as { message?: unknown; value?: { message?: unknown } };
  if (typeof o.message === 'string') return o.message;
  if (typeof o.value?.message === 'string') return o.value.message;
  return null;
}
