import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { createJobQueue, type JobQueue } from '../src/server/lib/jobs/queue';
import { count } from './lib/latency';
import { startPostgres } from './lib/postgres';

// Jobs per second through the job queue (issue 19): JOBS light jobs (a row written each, as a mail
// delivery writes its outbox row) sent at once, then worked by WORKERS queues on one database, as that
// many worker servers would, with the mail queue's settings (20 taken at a time, polling every 2 s).
// Every job must be worked exactly once. On PGlite one queue works alone (one process).
const JOBS = Number(process.env.BENCH_JOBS ?? 5_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const BATCH = 20;
const silent = { error: (obj: object, msg: string) => console.error(msg, obj), warn() {} };

export async function runJobsThroughputBench(): Promise<void> {
  console.log(`Job queue: ${count(JOBS)} jobs, batches of ${BATCH}, node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-bench-jobs-'));
  try {
    const embedded = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    try {
      await measure('PGlite (embedded), 1 worker', [embedded], embedded);
    } finally {
      await embedded.close();
    }
    const cluster = await startPostgres();
    const pools: Database[] = [];
    try {
      for (let i = 0; i < WORKERS; i++) pools.push(await openDatabase({ databaseUrl: cluster.url, dataDir: dir }));
      await measure(`PostgreSQL, ${WORKERS} workers`, pools, pools[0]!);
    } finally {
      for (const p of pools) await p.close();
      await cluster.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function measure(name: string, workerDatabases: Database[], main: Database): Promise<void> {
  await migrateDatabase(main);
  await main.query('create table if not exists bench_job_marks (job int primary key, worked_by int not null)');
  await main.query('truncate bench_job_marks');
  const queues: JobQueue[] = [];
  const worked = { n: 0 };
  let done!: () => void;
  const allDone = new Promise<void>((resolve) => (done = resolve));
  for (const [index, database] of workerDatabases.entries()) {
    const q = createJobQueue({ database, log: silent });
    q.define<{ n: number }>({
      name: 'bench-mark',
      label: 'Benchmark job',
      batchSize: BATCH,
      handler: async ({ n }) => {
        // A primary key: a job worked twice would fail here and be counted as failed.
        await database.query('insert into bench_job_marks (job, worked_by) values ($1, $2)', [n, index]);
        if (++worked.n === JOBS) done();
      },
    });
    await q.start();
    queues.push(q);
  }
  const sendStarted = performance.now();
  for (let i = 0; i < JOBS; i += 100) await Promise.all(Array.from({ length: Math.min(100, JOBS - i) }, (_, k) => queues[0]!.send('bench-mark', { n: i + k })));
  const sendMs = performance.now() - sendStarted;

  const workStarted = performance.now();
  for (const q of queues) await q.work({ pollSeconds: 0.5 });
  const timeout = setTimeout(done, 300_000);
  await allDone;
  clearTimeout(timeout);
  const workMs = performance.now() - workStarted;
  for (const q of queues) await q.stop();

  const { rows } = await main.query('select worked_by, count(*)::int as n from bench_job_marks group by 1 order by 1');
  const byWorker = (rows as { worked_by: number; n: number }[]).map((r) => r.n);
  const total = byWorker.reduce((a, b) => a + b, 0);
  console.log(`== ${name} ==`);
  console.log(`  sent ${count(JOBS)} jobs in ${(sendMs / 1000).toFixed(1)} s: ${Math.round(JOBS / (sendMs / 1000))} sends/s (100 at a time)`);
  console.log(`  worked ${count(total)} in ${(workMs / 1000).toFixed(1)} s: ${Math.round(total / (workMs / 1000))} jobs/s; by worker ${byWorker.join(' + ')}`);
  console.log(`  every job worked exactly once: ${total === JOBS && worked.n === JOBS ? 'yes' : `NO (${total} marks, ${worked.n} runs)`}\n`);
  if (total !== JOBS || worked.n !== JOBS) process.exitCode = 1;
}
