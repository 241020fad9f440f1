import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DEFAULT_LIMITS, loadConfig } from '../src/server/config';
import { openDatabase, type Db } from '../src/server/db/client';
import { growCatalogue as growGenerated } from '../src/server/db/seed/catalogue';
import { startServer } from '../src/server/server';
import { buildQueryMix, checkQueryMix, pathOf, QUERY_KINDS, type MixQuery } from './catalogue/query-mix';
import { PEER_STRATEGIES } from './catalogue/peer-strategies';
import { closedLoop } from './lib/closed-loop';
import { mainThreadCpuMs } from './lib/cpu';
import { driveHttp } from './lib/http-load';
import { count, ms, summarise, table, type Summary } from './lib/latency';
import { startPostgres } from './lib/postgres';

// Catalogue search: GET /api/parts over HTTP on 100,000 parts, on the embedded database and on PostgreSQL, against
// the two search strategies of the peers run as SQL on the same data, and the search box's suggestions. The
// mix is measured with every search worked out (the search cache off), first in the database
// (CATALOGUE_INDEX=database), then in the server's memory index (docs/decisions/026-catalogue-index-in-memory.md,
// the default), then by a server with the cache as well (docs/decisions/024-catalogue-search-cache.md),
// without changes and with a part changed every second.
// Targets (issue 18): p95 ≤ 60 ms (PGlite), ≤ 20 ms (PostgreSQL), suggestions p95 ≤ 30 ms on PostgreSQL,
// and at least 5× faster than both peers. Figures go to bench/README.md.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Untimed load before each timed run: the server in front of it was started a moment ago, and its first
 * seconds (V8 compiling the search's code paths, the collector clearing what building the memory index
 * left: 7 s and a few hundred MB at 100,000 parts) are a start-up's, not a running shop's.
 */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const PARTS = Number(process.env.BENCH_PARTS ?? 100_000);
const CLIENTS = 4;
/** BENCH_DATABASES=postgres (or pglite) measures one of the two only. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
/** BENCH_PG_SETTINGS="jit=off work_mem=16MB" tries PostgreSQL settings other than the stock ones. */
const PG_SETTINGS = Object.fromEntries(
  (process.env.BENCH_PG_SETTINGS ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
);
// Issue 18 sets PostgreSQL's target at 100,000 parts and a looser one, 150 ms, at 1,000,000.
const TARGET_P95_MS = { pglite: 60, postgres: PARTS >= 1_000_000 ? 150 : 20 } as const;
const TARGET_SUGGEST_P95_MS = { postgres: 30 } as const;
/** What people type, letter by letter: words, a word with a slip, two words, part numbers, a chassis code. */
const TYPED = ['co', 'corr', 'coroll', 'brake p', 'brkae pa', 'oil f', 'radi', 'spark pl', '0 986 4', 'bkr6', 'therm', 'alternat', 'shock a', 'wiper'];
const TARGET_PEER_RATIO = 5;

type DatabaseKind = keyof typeof TARGET_P95_MS;
type Measured = {
  all: Summary;
  withText: Summary;
  /** CPU ms per request: the server's main thread (with PGlite, the database too), and PostgreSQL's processes. */
  cpu: { server: number; database?: number };
  /** Of the searches, the share answered from the cache (undefined with the cache off). */
  hitRate?: number;
};
type Outcome = Measured & {
  kind: DatabaseKind;
  name: string;
  /** Every search worked out in the database (CATALOGUE_INDEX=database); the outcome's own figures are the memory index's. */
  database: Measured;
  cached: Measured;
  churned: Measured;
  suggestions: Summary;
  peers: { name: string; summary: Summary; cpuMs: number }[];
};
type Where = { dataDir: string; databaseUrl?: string; databaseCpuMs?: () => number };

export async function runCatalogueSearchBench(): Promise<void> {
  const started = performance.now();
  console.log(
    `Catalogue search: ${count(PARTS)} parts, ${CLIENTS} concurrent clients, ${SECONDS} s per measurement, ` +
      `node ${process.version}, ${os.cpus().length} cores, ${loadAverage()}\n`,
  );
  const outcomes: Outcome[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-bench-catalogue-'));
  try {
    if (DATABASES.includes('pglite')) outcomes.push(await benchDatabase('pglite', 'PGlite (embedded)', { dataDir: path.join(dataDir, 'pglite') }));
    if (DATABASES.includes('postgres')) {
      const cluster = await startPostgres({ settings: PG_SETTINGS });
      try {
        const settings = Object.entries(PG_SETTINGS).map(([k, v]) => ` ${k}=${v}`).join('');
        outcomes.push(await benchDatabase('postgres', `${cluster.version.replace(/ \(.*/, '')}${settings}`, {
          dataDir: path.join(dataDir, 'postgres'),
          databaseUrl: cluster.url,
          databaseCpuMs: cluster.cpuMs,
        }));
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printVerdict(outcomes);
  console.log(`\nCatalogue benchmark done in ${((performance.now() - started) / 1000).toFixed(0)} s; ${loadAverage()}.`);
}

async function benchDatabase(kind: DatabaseKind, name: string, where: Where): Promise<Outcome> {
  console.log(`== ${name} ==`);
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: where.dataDir,
      DATABASE_URL: where.databaseUrl,
      LOG_LEVEL: 'error',
      PUBLIC_URL: 'http://127.0.0.1',
    }),
    // The benchmark measures the search, not the rate limiter.
    limits: { ...DEFAULT_LIMITS, signInPerIp: 1e9, signInPerEmail: 1e9, forgotPerIp: 1e9, forgotPerEmail: 1e9, requestCreatePerIp: 1e9, trackPerIp: 1e9 },
  };
  const t = performance.now();
  // First a server that works every search out in the database (CATALOGUE_CACHE_MB=0, CATALOGUE_INDEX=database),
  // on a catalogue grown to PARTS.
  const server = await startServer({ ...config, catalogueCacheBytes: 0, catalogueIndex: 'database' });
  let database: Measured, cold: Measured, suggestions: Summary, peers: Outcome['peers'], mix: MixQuery[];
  try {
    await growCatalogue(server.database.db);
    console.log(`  migrated, seeded ${count(PARTS)} parts and analysed in ${((performance.now() - t) / 1000).toFixed(0)} s`);
    const base = baseOf(server);
    mix = await buildQueryMix(server.database.db);
    await checkQueryMix(base, mix); // also warms the database's own caches with every query once

    database = await measureHttp(base, mix, 'every search worked out in the database (the search cache and the memory index off)', where.databaseCpuMs);
    suggestions = await measureSuggestions(base, where.databaseCpuMs);
    // PGlite serves one statement at a time to the one process that opened it: there the peers run in
    // this process, one search at a time; on PostgreSQL from a pool of their own, as many at once as ours.
    const peerDb = where.databaseUrl ? await openDatabase({ databaseUrl: where.databaseUrl, dataDir: where.dataDir }) : undefined;
    try {
      peers = await measurePeers(peerDb?.db ?? server.database.db, texts(mix), peerDb ? CLIENTS : 1, where.databaseCpuMs ?? mainThreadCpuMs);
    } finally {
      await peerDb?.close();
    }
  } finally {
    await server.stop();
  }

  // Then every search worked out in the memory index (decision 026), as npm start does, the search cache off.
  const indexServer = await startServer({ ...config, catalogueCacheBytes: 0 });
  try {
    const base = baseOf(indexServer);
    await checkQueryMix(base, mix);
    await builtIndex(indexServer);
    cold = await measureHttp(base, mix, 'every search worked out in the memory index (the search cache off)', where.databaseCpuMs);
  } finally {
    await indexServer.stop();
  }
  printPeers(peers, texts(mix).length, where.databaseUrl ? `${CLIENTS} clients on a pool` : 'one at a time (PGlite is single-connection)', cold);

  // Then the same database served as `npm start` serves it, with the search cache (CATALOGUE_CACHE_MB).
  const cachedServer = await startServer(config);
  try {
    const base = baseOf(cachedServer);
    await checkQueryMix(base, mix);
    await builtIndex(cachedServer);
    const stats = () => cachedServer.app.catalogueSearchCache.stats();
    const cached = await measureHttp(base, mix, 'the search cache on, the catalogue unchanged', where.databaseCpuMs, stats);
    // A staff edit, a stock change or an import every second: each drops every server's kept answers.
    const db = cachedServer.database.db;
    let changes = 0;
    let failed: unknown;
    const churn = setInterval(() => {
      changes++;
      // Drizzle runs a statement only when it is awaited (or then() is called).
      db.execute(sql`update parts set in_stock = not in_stock where id = ${1 + (changes % 1000)}`).then(
        () => undefined,
        (err: unknown) => (failed = err),
      );
    }, 1000);
    let churned: Measured;
    try {
      churned = await measureHttp(base, mix, 'the search cache on, a part changed every second', where.databaseCpuMs, stats);
    } finally {
      clearInterval(churn);
    }
    if (failed) throw failed;
    console.log(`  (${changes} changes during that run; the cache holds ${count(stats().entries)} answers, ${(stats().bytes / 1024).toFixed(0)} KB of ${(stats().maxBytes / 1024 / 1024).toFixed(0)} MB)\n`);
    return { kind, name, ...cold, database, cached, churned, suggestions, peers };
  } finally {
    await cachedServer.stop();
  }
}

const texts = (mix: MixQuery[]) => [...new Set(mix.flatMap((m) => (typeof m.params.query === 'string' ? [m.params.query] : [])))];

/** Waits for the server's memory index of the catalogue as it now is, and says what it took. */
async function builtIndex(server: Awaited<ReturnType<typeof startServer>>): Promise<void> {
  const index = server.app.catalogueIndex;
  if (!index) throw new Error('The server keeps no memory index (CATALOGUE_INDEX)');
  await index.build();
  const stats = index.stats();
  const heap = process.memoryUsage();
  console.log(`  memory index: ${count(stats.parts)} parts at version ${stats.version}, built in ${ms(stats.lastBuildMs)}; this process now holds ${(heap.arrayBuffers / 1e6).toFixed(0)} MB of arrays, ${(heap.heapUsed / 1e6).toFixed(0)} MB of heap`);
}

const baseOf = (server: Awaited<ReturnType<typeof startServer>>) => {
  const address = server.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

/**
 * startServer has migrated and written the demo data (5,000 parts); this grows the catalogue as `npm run
 * seed -- --parts N` does, then gathers the statistics autovacuum would gather on PostgreSQL soon after
 * such a load. PGlite runs no autovacuum: there nothing else ever would (see bench/README.md).
 */
async function growCatalogue(db: Db): Promise<void> {
  let last = 0;
  await growGenerated(db, {
    parts: PARTS,
    onProgress: (done, total) => {
      if (done - last >= 25_000 || done === total) {
        last = done;
        console.log(`  seeding: ${count(done)} / ${count(total)} parts`);
      }
    },
  });
  await db.execute(sql`vacuum analyze parts, part_fitments, search_vocabulary`);
}

/** Our search over HTTP: the mix cycled by CLIENTS clients; latencies by kind, CPU per request and the cache's hit rate. */
async function measureHttp(
  base: string,
  mix: MixQuery[],
  how: string,
  databaseCpuMs?: () => number,
  cacheStats?: () => { hits: number; misses: number },
): Promise<Measured> {
  if (WARM_UP_SECONDS > 0) await driveHttp({ base, paths: mix.map(pathOf), clients: CLIENTS, seconds: WARM_UP_SECONDS });
  const before = { server: mainThreadCpuMs(), database: databaseCpuMs?.(), cache: cacheStats?.() };
  const http = await driveHttp({ base, paths: mix.map(pathOf), clients: CLIENTS, seconds: SECONDS });
  if (http.errors > 0) throw new Error(`${http.errors} failed requests, e.g. ${http.errorMessages.join('; ')}`);
  const requests = http.latencies.flat().length;
  const cpu = {
    server: (mainThreadCpuMs() - before.server) / requests,
    database: before.database === undefined ? undefined : (databaseCpuMs!() - before.database) / requests,
  };
  const after = cacheStats?.();
  const hits = after && before.cache ? after.hits - before.cache.hits : undefined;
  const hitRate = hits === undefined ? undefined : hits / (hits + after!.misses - before.cache!.misses);
  const pick = (keep: (m: MixQuery) => boolean) => summarise(mix.flatMap((m, i) => (keep(m) ? http.latencies[i]! : [])), http.elapsedMs);
  const all = pick(() => true);
  const withText = pick((m) => m.params.query !== undefined);

  console.log(`\n  GET /api/parts over HTTP, ${how}: ${mix.length} queries in ${QUERY_KINDS.length} kinds, cycled by ${CLIENTS} clients for ${SECONDS} s (${loadAverage()})`);
  const rows = QUERY_KINDS.map((k) => row(k, pick((m) => m.kind === k)));
  rows.push(row(`queries with text (${mix.filter((m) => m.params.query !== undefined).length})`, withText), row('all', all));
  console.log(indent(table(['kind', 'requests', 'req/s', 'p50', 'p95', 'p99', 'max'], rows)));
  console.log(
    `  CPU per request: ${ms(cpu.server)} in the server's main thread` +
      (cpu.database === undefined ? ' (PGlite runs there too)' : ` + ${ms(cpu.database)} in PostgreSQL`) +
      (hitRate === undefined ? '' : `; answered from the cache: ${(hitRate * 100).toFixed(1)}%`),
  );
  return { all, withText, cpu, hitRate };
}

/** GET /api/parts/suggestions for what people type, cycled by CLIENTS clients (each answer checked once first). */
async function measureSuggestions(base: string, databaseCpuMs?: () => number): Promise<Summary> {
  const paths = TYPED.map((typed) => `/api/parts/suggestions?query=${encodeURIComponent(typed)}`);
  for (const p of paths) {
    const res = await fetch(base + p);
    const body = (await res.json()) as { searches?: string[]; partNumbers?: unknown[]; categories?: unknown[]; didYouMean?: string | null };
    if (res.status !== 200 || (body.searches!.length + body.partNumbers!.length + body.categories!.length === 0 && !body.didYouMean)) {
      throw new Error(`${p} suggests nothing (${res.status})`);
    }
  }
  const before = { server: mainThreadCpuMs(), database: databaseCpuMs?.() };
  const http = await driveHttp({ base, paths, clients: CLIENTS, seconds: SECONDS });
  if (http.errors > 0) throw new Error(`${http.errors} failed suggestions, e.g. ${http.errorMessages.join('; ')}`);
  const all = summarise(http.latencies.flat(), http.elapsedMs);
  const cpu = (mainThreadCpuMs() - before.server) / all.n + (before.database === undefined ? 0 : (databaseCpuMs!() - before.database) / all.n);
  console.log(`\n  GET /api/parts/suggestions: ${TYPED.length} typed texts, cycled by ${CLIENTS} clients for ${SECONDS} s (${loadAverage()})`);
  console.log(indent(table(['', 'requests', 'req/s', 'p50', 'p95', 'p99', 'max'], [row('suggestions', all)])));
  console.log(`  CPU per request (server + database): ${ms(cpu)}`);
  return all;
}

/** Each peer strategy over the search texts, as SQL only, for SECONDS (and at least once per text). */
async function measurePeers(db: Db, texts: string[], clients: number, cpuMs: () => number): Promise<Outcome['peers']> {
  const peers: Outcome['peers'] = [];
  for (const peer of PEER_STRATEGIES) {
    await peer.search(db, texts[0]!); // warm-up, untimed
    const before = cpuMs();
    const r = await closedLoop({ clients, seconds: SECONDS, items: texts, minRounds: 1, run: async (text) => (await peer.search(db, text), true) });
    if (r.errors > 0) throw new Error(`${peer.name}: ${r.errors} failed, e.g. ${r.errorMessages.join('; ')}`);
    const summary = summarise(r.latencies.flat(), r.elapsedMs);
    peers.push({ name: peer.name, summary, cpuMs: (cpuMs() - before) / summary.n });
  }
  return peers;
}

function printPeers(peers: Outcome['peers'], texts: number, how: string, ours: Pick<Outcome, 'withText' | 'cpu'>): void {
  const ourCpu = ours.cpu.server + (ours.cpu.database ?? 0);
  console.log(`\n  Peer strategies as SQL only (no HTTP, no JSON), page of 9 + count(*), the same ${texts} search texts, ${how}`);
  console.log(
    indent(
      table(
        ['strategy', 'searches', 'per s', 'p50', 'p95', 'p99', 'max', 'CPU/search', 'ours: p95', 'ours: CPU'],
        peers.map((p) => [...row(p.name, p.summary), ms(p.cpuMs), ratio(p.summary.p95, ours.withText.p95), ratio(p.cpuMs, ourCpu)]),
      ),
    ),
  );
  console.log(
    `  ("ours: p95": the peer's p95 over ours over HTTP for the queries with text, ${ms(ours.withText.p95)}; ` +
      `"ours: CPU": the peer's CPU per search over ours per request of the whole mix, ${ms(ourCpu)})\n`,
  );
}

function printVerdict(outcomes: Outcome[]): void {
  console.log('== Targets ==');
  const rows: string[][] = [];
  for (const o of outcomes) {
    const target = TARGET_P95_MS[o.kind];
    const hit = (m: Measured) => (m.hitRate === undefined ? '' : `, ${(m.hitRate * 100).toFixed(0)}% from the cache`);
    for (const [what, m] of [
      ['every search worked out in the database', o.database],
      ['every search worked out in the memory index', o],
      ['cache on, unchanged', o.cached],
      ['cache on, a change a second', o.churned],
    ] as const) {
      rows.push([`${o.name}: p95 of the whole mix, ${what}${hit(m)}`, ms(m.all.p95), `≤ ${target} ms`, m.all.p95 <= target ? 'met' : 'MISSED']);
      rows.push([`${o.name}: CPU per request (server + database), ${what}`, ms(m.cpu.server + (m.cpu.database ?? 0)), '', '']);
    }
    const suggestTarget = o.kind === 'postgres' ? TARGET_SUGGEST_P95_MS.postgres : undefined;
    rows.push([
      `${o.name}: suggestions p95`,
      ms(o.suggestions.p95),
      suggestTarget === undefined ? '' : `≤ ${suggestTarget} ms`,
      suggestTarget === undefined ? '' : o.suggestions.p95 <= suggestTarget ? 'met' : 'MISSED',
    ]);
    for (const p of o.peers) {
      const r = p.summary.p95 / o.withText.p95;
      rows.push([`${o.name}: faster than ${p.name} (p95)`, ratio(p.summary.p95, o.withText.p95), `≥ ${TARGET_PEER_RATIO}×`, r >= TARGET_PEER_RATIO ? 'met' : 'MISSED']);
    }
  }
  console.log(indent(table(['', 'measured', 'target', ''], rows)));
}

const row = (name: string, s: Summary) => [name, count(s.n), s.perSecond.toFixed(1), ms(s.p50), ms(s.p95), ms(s.p99), ms(s.max)];
const ratio = (peer: number, ours: number) => `${(peer / ours).toFixed(1)}×`;
/** Other work on the machine shows in every figure; the report says how much there was. */
const loadAverage = () => `load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`;
const indent = (text: string) => text.replace(/^/gm, '  ');
