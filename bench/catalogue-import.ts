import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DEFAULT_LIMITS, loadConfig } from '../src/server/config';
import { VEHICLES } from '../src/server/db/seed/vehicles-data';
import { rowsOf } from '../src/server/db/rows';
import { startServer } from '../src/server/server';
import { driveHttp } from './lib/http-load';
import { count, ms, summarise, type Summary } from './lib/latency';
import { startPostgres } from './lib/postgres';
import { builtOrBuild, startStore } from './lib/compiled-store';
import { spawnSync } from 'node:child_process';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const CLIENTS = 4;
/** Searches the clients cycle while the import applies: words, a vehicle, a category, a deep page. */
const SEARCHES = ['/api/parts?query=brake%20pads', '/api/parts?query=radiator&chassis=nze141', '/api/parts?category=brakes-suspension&sort=price_asc', '/api/parts?query=filter&page=3', '/api/parts?query=alternator&brand=bosch'];

/**
 * A supplier's price list of `rows` parts, one vehicle each, in the columns a supplier would use: what
 * staff import (docs/catalogue-import.md). Deterministic, like the fixture tests import.
 */
export function priceList(rows: number, prefix = 'BX'): Buffer {
  const kinds = [['Front Brake Rotor', 'brakes-suspension', 14], ['Rear Shock Absorber', 'brakes-suspension', 9], ['Radiator', 'cooling', 16], ['Alternator', 'electrical', 12], ['Headlight Assembly Left', 'lighting', 7], ['CV Axle Front', 'transmission', 15]] as const;
  const brands = ['Ridgeway', 'Duralast', 'Westar', 'Kaizen', 'Blue Mountain'];
  const models = VEHICLES.flatMap((mk) => mk.models.map((m) => ({ make: mk.name, m })));
  const lines = ['SKU,Item name,Brand,Condition,Unit price,Part no,OEM,Category,Make,Model,Year from,Year to,Chassis,Weight lb'];
  for (let i = 1; i <= rows; i++) {
    const [kind, cat, lb] = kinds[i % kinds.length]!;
    const { make, m } = models[(i * 7) % models.length]!;
    const gen = m.chassis[i % m.chassis.length]!;
    const brand = brands[i % brands.length]!;
    lines.push([`${prefix}-${i}`, `${brand} ${kind} ${make} ${m.name} ${gen.code}`, brand, i % 5 === 0 ? 'used' : 'new', (20 + (i % 90) + (i % 7) * 0.25).toFixed(2), `${prefix}${100000 + i}`, i % 3 === 0 ? `OE-${500000 + i}` : '', cat, make, m.name, String(gen.from), String(gen.to), gen.code, String(lb)].join(','));
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/**
 * The import of a `BENCH_IMPORT_ROWS` (100,000) row price list, on the embedded database and on
 * PostgreSQL (`BENCH_IMPORT_PG=0` skips it, `BENCH_IMPORT_EMBEDDED=0` the embedded one), and the memory it takes in the store as `npm start` runs it (`BENCH_IMPORT_STORE=0` skips that): the dry run's time, the apply job's, this process's peak
 * resident memory while both run (the server runs here), `GET /api/parts` p95 at 4 clients idle and while
 * the import applies, and how long a staff edit made during the import takes to show in search.
 */
export async function runCatalogueImportBench(): Promise<void> {
  console.log(`${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, node ${process.version}; ${count(ROWS)} rows\n`);
  if (process.env.BENCH_IMPORT_EMBEDDED !== '0') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-bench-import-'));
    try {
      await benchImport('embedded (PGlite)', { dataDir });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (process.env.BENCH_IMPORT_STORE !== '0') await compiledServerMemory();
  if (process.env.BENCH_IMPORT_PG === '0') return;
  const pg = await startPostgres();
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-bench-import-pg-'));
  try {
    await benchImport(`PostgreSQL ${pg.version.split(' ')[1]}`, { dataDir: pgDir, databaseUrl: pg.url });
  } finally {
    await pg.stop();
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
}

async function benchImport(name: string, where: { dataDir: string; databaseUrl?: string }): Promise<void> {
  console.log(`== ${name} ==`);
  const config = {
    ...loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: where.dataDir, DATABASE_URL: where.databaseUrl, LOG_LEVEL: 'error', PUBLIC_URL: 'http://127.0.0.1' }),
    limits: { ...DEFAULT_LIMITS, signInPerIp: 1e9, signInPerEmail: 1e9 },
  };
  const server = await startServer(config);
  try {
    const address = server.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const cookie = await signUpBenchStaff(base);
    const db = server.database.db;
    // The demo data has accounts already, so this one is made staff as `npm run admin` would.
    await db.execute(sql`update users set role = 'admin' where email = 'bench@example.com'`);
    const supplierId = rowsOf<{ id: number }>(await db.execute(sql`select id from suppliers order by id limit 1`))[0]!.id;
    await server.app.catalogueIndex?.build();
    const idle = await load(base, 10);
    const rest = process.memoryUsage();
    console.log(`  resident memory at rest, before the import (demo catalogue, memory index built, after the idle searches): ${(rest.rss / 1e6).toFixed(0)} MB (heap ${(rest.heapUsed / 1e6).toFixed(0)} of ${(rest.heapTotal / 1e6).toFixed(0)} MB held, outside it ${(rest.external / 1e6).toFixed(0)} MB)`);

    // 1. The import alone: the dry run and the apply of ROWS new parts, and the memory they take.
    let peak = 0;
    let parts = { heapUsed: 0, heapTotal: 0, external: 0, wasm: 0 };
    // The embedded database's memory is WebAssembly's: PGlite's module heap, which grows and never shrinks.
    const pglite = (db as unknown as { $client?: { mod?: { HEAPU8?: Uint8Array } } }).$client;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      if (m.rss > peak) [peak, parts] = [m.rss, { heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, wasm: pglite?.mod?.HEAPU8?.byteLength ?? 0 }];
    }, 100);
    const file = priceList(ROWS);
    const t0 = performance.now();
    const summary = await dryRun(base, cookie, supplierId, file, 'bench-prices.csv');
    const dryRunMs = performance.now() - t0;
    console.log(`  dry run of ${count(ROWS)} rows (${(file.length / 1e6).toFixed(1)} MB): ${(dryRunMs / 1000).toFixed(1)} s, ${JSON.stringify(summary.counts)}; peak resident memory ${(peak / 1e6).toFixed(0)} MB (heap ${(parts.heapUsed / 1e6).toFixed(0)} of ${(parts.heapTotal / 1e6).toFixed(0)} MB held, WebAssembly ${(parts.wasm / 1e6).toFixed(0)} MB)`);
    const t1 = performance.now();
    const alone = await apply(base, cookie, summary.id, async () => {});
    const applyMs = performance.now() - t1;
    clearInterval(sampler);
    console.log(`  apply job: ${(applyMs / 1000).toFixed(1)} s (${count((ROWS / applyMs) * 1000)} rows/s); dry run + apply ${((dryRunMs + applyMs) / 1000).toFixed(1)} s; progress ${alone.progress}`);
    const mb = (n: number) => `${(n / 1e6).toFixed(0)} MB`;
    console.log(`  peak resident memory of this process (the server; no load running) ${mb(peak)}: JavaScript heap ${mb(parts.heapUsed)} used of ${mb(parts.heapTotal)} held, outside it ${mb(parts.external)}, the embedded database's WebAssembly memory ${mb(parts.wasm)}`);

    // The memory index is rebuilt once after so large a change (decision 026); the first searches after
    // the import would wait for the database until it is, so it is timed here, before the next part.
    const t3 = performance.now();
    await server.app.catalogueIndex?.build();
    console.log(`  the memory index rebuilt after it: ${((performance.now() - t3) / 1000).toFixed(1)} s`);

    // 2. Searches while another list applies: 4 clients in windows of 2 s, and staff edits one after
    // another, each timed until search finds it. A fifth of the rows, new parts of the same supplier.
    const second = Math.max(1000, Math.round(ROWS / 5));
    const other = await dryRun(base, cookie, supplierId, priceList(second, 'BY'), 'bench-prices-2.csv');
    const visible: number[] = [];
    const during: number[] = [];
    let elapsed = 0;
    let errors = 0;
    const t2 = performance.now();
    const loaded = await apply(base, cookie, other.id, async (applying) => {
      const editor = (async () => {
        while (applying()) {
          visible.push(await editSeen(base, db));
          await sleep(200);
        }
      })();
      while (applying()) {
        const r = await driveHttp({ base, paths: SEARCHES, clients: CLIENTS, seconds: 2 });
        during.push(...r.latencies.flat());
        elapsed += r.elapsedMs;
        errors += r.errors;
      }
      await editor;
    });
    const loadedMs = performance.now() - t2;
    const duringSummary: Summary = summarise(during, elapsed || 1);
    console.log(`  under search load: ${count(second)} more rows applied in ${(loadedMs / 1000).toFixed(1)} s (${count((second / loadedMs) * 1000)} rows/s); progress ${loaded.progress}`);
    console.log(`  GET /api/parts at ${CLIENTS} clients: idle p95 ${ms(idle.p95)} (p50 ${ms(idle.p50)}, ${count(idle.perSecond)}/s); while the import applies p95 ${ms(duringSummary.p95)} (p50 ${ms(duringSummary.p50)}, ${count(duringSummary.perSecond)}/s, ${count(duringSummary.n)} requests, ${errors} failed): ${(duringSummary.p95 / idle.p95).toFixed(2)}× idle`);
    const sorted = [...visible].sort((a, b) => a - b);
    console.log(`  a staff edit found by search after its save, during the import: ${visible.length} edits, p50 ${ms(sorted[Math.floor(sorted.length / 2)] ?? NaN)}, p95 ${ms(sorted[Math.floor(sorted.length * 0.95)] ?? NaN)}, max ${ms(sorted.at(-1) ?? NaN)}`);
    const stats = server.app.catalogueIndex?.stats();
    if (stats) console.log(`  memory index: ${count(stats.parts)} parts, ${stats.builds} builds, ${stats.updates} changes laid over, last build ${ms(stats.lastBuildMs)}\n`);
  } finally {
    await server.stop();
  }
}

/** Signs up the account the benchmark works as (made staff afterwards), and answers its session cookie. */
async function signUpBenchStaff(base: string): Promise<string> {
  const signup = await fetch(`${base}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench@example.com', password: 'Correct-Horse-Battery-9', firstName: 'Bench', lastName: 'Staff' }) });
  if (signup.status !== 201) throw new Error(`sign-up: ${signup.status} ${await signup.text()}`);
  return signup.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** The dry run of `file` for the supplier, as staff upload it. */
async function dryRun(base: string, cookie: string, supplierId: number, file: Buffer, name: string): Promise<{ id: number; counts: Record<string, number> }> {
  const form = new FormData();
  form.set('supplierId', String(supplierId));
  form.set('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), name);
  const res = await fetch(`${base}/api/admin/parts/imports`, { method: 'POST', headers: { cookie }, body: form });
  if (res.status !== 201) throw new Error(`dry run: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as { id: number; counts: Record<string, number> };
}

/**
 * Applies the import and waits for the job to end, noting its progress every second; `during` runs
 * from its first batch written until it ends (`applying()` turns false then).
 */
async function apply(base: string, cookie: string, id: number, during: (applying: () => boolean) => Promise<void>): Promise<{ progress: string }> {
  const began = performance.now();
  const res = await fetch(`${base}/api/admin/parts/imports/${id}/apply`, { method: 'POST', headers: { cookie } });
  if (res.status !== 200) throw new Error(`apply: ${res.status} ${await res.text()}`);
  const statusOf = async () => (await (await fetch(`${base}/api/admin/parts/imports/${id}`, { headers: { cookie } })).json()) as { status: string; doneRows: number };
  // Until the job has written its first batch, the import is not applying yet.
  while ((await statusOf()).doneRows === 0) await sleep(50);
  let applying = true;
  const progress: string[] = [];
  const watcher = (async () => {
    for (;;) {
      const status = await statusOf();
      if (status.status !== 'applying') {
        if (status.status !== 'applied') throw new Error(`the import ended ${status.status}`);
        break;
      }
      progress.push(`${((performance.now() - began) / 1000).toFixed(0)} s ${count(status.doneRows)}`);
      await sleep(1000);
    }
    applying = false;
  })();
  await Promise.all([watcher, during(() => applying)]);
  return { progress: progress.filter((_, i) => i % 10 === 0).join(', ') };
}

async function load(base: string, seconds: number): Promise<Summary> {
  const r = await driveHttp({ base, paths: SEARCHES, clients: CLIENTS, seconds });
  if (r.errors > 0) throw new Error(`${r.errors} failed requests: ${r.errorMessages.join('; ')}`);
  return summarise(r.latencies.flat(), r.elapsedMs);
}

let edits = 0;
/**
 * Renames a demo part as staff would (the SQL the staff route writes: a word added to its title), then
 * searches that word until the part is found: the time from commit to found. A new word is what only
 * the search index can find; a price would show at once, as a page's parts are read from the table.
 */
async function editSeen(base: string, db: Awaited<ReturnType<typeof startServer>>['database']['db']): Promise<number> {
  const id = 1 + (edits % 500);
  const word = `zq${++edits}x`;
  await db.execute(sql`update parts set title = regexp_replace(title, ' zq[0-9]+x$', '') || ' ' || ${word} where id = ${id}`);
  const saved = performance.now();
  for (;;) {
    const res = (await (await fetch(`${base}/api/parts?query=${word}`)).json()) as { parts: { id: number }[] };
    if (res.parts.some((p) => p.id === id)) return performance.now() - saved;
    if (performance.now() - saved > 30_000) throw new Error(`part ${id} renamed with "${word}" was not found in 30 s`);
    await sleep(20);
  }
}

/**
 * The memory the import takes in the store as `npm start` runs it on the embedded database: the compiled
 * server in a process of its own, its heap held to scripts/server-command.mjs's size (the server above runs
 * in this process, uncapped, under tsx, so its figures hold the benchmark's own memory too). The same
 * list of ROWS parts is checked and applied over HTTP after a few seconds of searches; the figures are
 * the operating system's (VmRSS sampled every 100 ms, VmHWM at the end).
 */
async function compiledServerMemory(): Promise<void> {
  console.log('== embedded, the store as npm start runs it ==');
  builtOrBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-bench-import-store-'));
  try {
    const first = await startStore({ DATA_DIR: dataDir });
    const cookie = await signUpBenchStaff(first.base);
    await first.stop();
    // The embedded database is one process's: the account is made staff between two starts, as an owner would.
    const promoted = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', 'promote', 'bench@example.com'], { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' }, encoding: 'utf8' });
    if (promoted.status !== 0) throw new Error(`npm run admin: ${promoted.stderr}`);
    const store = await startStore({ DATA_DIR: dataDir });
    try {
      await load(store.base, 5);
      await sleep(2000);
      const restKb = store.rssKb();
      const listed = await fetch(`${store.base}/api/suppliers`, { headers: { cookie } });
      if (!listed.ok) throw new Error(`suppliers: ${listed.status} ${await listed.text()}`);
      const suppliers = (await listed.json()) as { suppliers: { id: number }[] };
      let peakKb = 0;
      const sampler = setInterval(() => (peakKb = Math.max(peakKb, store.rssKb())), 100);
      const t0 = performance.now();
      const summary = await dryRun(store.base, cookie, suppliers.suppliers[0]!.id, priceList(ROWS), 'bench-prices.csv');
      const dryRunMs = performance.now() - t0;
      const dryPeakKb = peakKb;
      const t1 = performance.now();
      await apply(store.base, cookie, summary.id, async () => {});
      const applyMs = performance.now() - t1;
      clearInterval(sampler);
      const mbOf = (kb: number) => `${Math.round(kb / 1024)} MB`;
      console.log(`  at rest (demo catalogue, after 5 s of searches): ${mbOf(restKb)}; dry run of ${count(ROWS)} rows ${(dryRunMs / 1000).toFixed(1)} s, peak ${mbOf(dryPeakKb)}; apply ${(applyMs / 1000).toFixed(1)} s, peak ${mbOf(peakKb)}; the process's peak (VmHWM) ${mbOf(store.peakKb())}, ${mbOf(store.peakKb() - restKb)} over its rest; after it ${mbOf(store.rssKb())}\n`);
    } finally {
      await store.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
