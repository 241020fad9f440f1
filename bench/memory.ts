import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median } from './lib/latency';
import { startPostgres } from './lib/postgres';
import { serverEnv } from '../scripts/server-command.mjs';
import { builtOrBuild, startStore, type Store } from './lib/compiled-store';

/**
 * Issue 21: the memory a store needs and how fast it starts, for what `npm start` runs (the compiled server,
 * dist/node/main.js, under plain node with the heap and allocator settings of scripts/server-command.mjs; built first when
 * missing). Resident memory is the operating
 * system's figure (VmRSS, and VmHWM for the peak, from /proc/<pid>/status). Prints:
 * - the build's last step, making the empty database a new DATA_DIR is unpacked from (decision 022): time
 *   and peak, made again into a scratch file;
 * - embedded database: first start with migrations and seeding (time to a healthy answer, peak memory),
 *   idle after it, three restarts on the existing database (the median time; the last one's peak and idle);
 * - the endpoint mix, `BENCH_MEMORY_REQUESTS` (20,000) requests of storefront pages and API reads, memory
 *   every 1,000 and the slope after the first quarter (a leak shows as a steady climb);
 * - reading a photo's text (lib/ocr-memory-probe.ts, a process of its own with the server's settings): what
 *   it adds at its peak, and what is left once the reader has been idle;
 * - on PostgreSQL (a throwaway cluster; `BENCH_MEMORY_PG=0` skips it): a web server (SERVER_ROLE=web) idle
 *   and after the same mix.
 */
export async function runMemoryBench(): Promise<void> {
  const requests = Number(process.env.BENCH_MEMORY_REQUESTS ?? 20_000);
  builtOrBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-bench-memory-'));
  console.log(`${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, node ${process.version}\n`);
  try {
    emptyDatabaseMemory(dataDir);
    const first = await startStore({ DATA_DIR: dataDir });
    console.log(`embedded, first start (migrate + seed): healthy in ${seconds(first.readyMs)}, peak ${mb(first.peakKb())}`);
    await sleep(10_000);
    console.log(`embedded, idle 10 s after the first start: ${mb(first.rssKb())}`);
    await first.stop();

    // One restart's time swings with the machine (1.6-2.7 s for the same store): the median of three.
    const restarts: number[] = [];
    for (let i = 0; i < 2; i++) {
      const restart = await startStore({ DATA_DIR: dataDir });
      restarts.push(restart.readyMs);
      await restart.stop();
    }
    const again = await startStore({ DATA_DIR: dataDir });
    restarts.push(again.readyMs);
    console.log(
      `embedded, restart on the existing database: healthy in ${seconds(median(restarts))} (median of ${restarts.map(seconds).join(', ')}), peak ${mb(again.peakKb())}`,
    );
    await sleep(10_000);
    console.log(`embedded, idle 10 s after the restart: ${mb(again.rssKb())}`);
    await mix(again, requests, 'embedded');
    await again.stop();

    ocrMemory();

    if (process.env.BENCH_MEMORY_PG !== '0') {
      const pg = await startPostgres();
      try {
        // The first server migrates and seeds; the web server measured is a second one, as deployed.
        const seeder = await startStore({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-bench-memory-pg-')), DATABASE_URL: pg.url });
        await seeder.stop();
        const web = await startStore({ DATA_DIR: dataDir, DATABASE_URL: pg.url, SERVER_ROLE: 'web' });
        console.log(`\nPostgreSQL ${pg.version.split(' ')[1]}, web server: healthy in ${seconds(web.readyMs)}`);
        await sleep(10_000);
        console.log(`PostgreSQL, web server idle: ${mb(web.rssKb())}`);
        await mix(web, requests, 'PostgreSQL, web server');
        await web.stop();
      } finally {
        await pg.stop();
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * What OCR of a 12-megapixel photo adds: the probe holds sharp already (as a server that took an upload
 * does), reads the photo the way a gallery job does, and waits out the reader's idle time (3 s here, a
 * minute in the server) before the last figure.
 */
function ocrMemory(): void {
  const probe = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lib/ocr-memory-probe.ts', '3000'], { env: serverEnv(process.env), encoding: 'utf8' });
  if (probe.status !== 0) throw new Error(`the OCR probe failed: ${probe.stderr}`);
  const r = JSON.parse(probe.stdout.trim().split('\n').at(-1)!) as { photoKb: number; read: boolean; before: number; peak: number; afterIdle: number };
  if (!r.read) throw new Error('the OCR probe did not read the label on its photo');
  const added = (mbs: number) => `${mbs - r.before >= 0 ? '+' : ''}${Math.round(mbs - r.before)} MB`;
  console.log(`\nOCR of a 12-megapixel photo (${r.photoKb.toLocaleString('en-US')} KB JPEG), from ${Math.round(r.before)} MB: ${added(r.peak)} at its peak, ${added(r.afterIdle)} once the reader has been idle`);
}

/** The endpoint mix: what a phone shopper's visits ask for, each from its own address, 8 at a time. */
async function mix(store: Store, total: number, label: string): Promise<void> {
  const parts = ((await (await fetch(`${store.base}/api/parts?limit=20`)).json()) as { parts: { id: number }[] }).parts.map((p) => p.id);
  const paths = ['/', '/shop', '/search?query=brake%20pads', '/api/parts?query=filter', '/api/inventory', '/api/store', '/faqs', ...parts.slice(0, 5).map((id) => `/part/${id}`)];
  const samples: number[] = [];
  let sent = 0;
  let failed = 0;
  const worker = async () => {
    while (sent < total) {
      const n = sent++;
      const res = await fetch(`${store.base}${paths[n % paths.length]}`, { headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, 'accept-encoding': 'br' } }).catch(() => undefined);
      if (!res || res.status >= 500) failed++;
      await res?.arrayBuffer();
      if ((n + 1) % 1000 === 0) samples.push(store.rssKb());
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const warm = samples.slice(Math.floor(samples.length / 4));
  console.log(`${label}, ${total.toLocaleString('en-US')} requests of the mix (${failed} failed): memory every 1,000 (MB) ${samples.map((kb) => Math.round(kb / 1024)).join(' ')}`);
  console.log(`${label}, after the mix: ${mb(samples.at(-1) ?? NaN)}, slope after warm-up ${slopeMbPer1000(warm).toFixed(2)} MB per 1,000 requests`);
}

/** Least-squares slope of samples taken every 1,000 requests, in MB per 1,000. */
function slopeMbPer1000(kb: number[]): number {
  const n = kb.length;
  if (n < 2) return 0;
  const mx = (n - 1) / 2;
  const my = kb.reduce((a, b) => a + b, 0) / n;
  const num = kb.reduce((a, y, x) => a + (x - mx) * (y - my), 0);
  const den = kb.reduce((a, _y, x) => a + (x - mx) ** 2, 0);
  return num / den / 1024;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The build's empty database made again (into a scratch file), as the build makes it: its time and peak. */
function emptyDatabaseMemory(scratchDir: string): void {
  const made = spawnSync(process.execPath, ['dist/node/make-empty-database.js', path.join(scratchDir, 'empty.tar.gz')], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`making the empty database failed: ${made.stderr}`);
  const [, secs, peak] = /in ([\d.]+) s \(peak memory (\d+) MB\)/.exec(made.stdout) ?? [];
  console.log(`build, the empty database (initdb, once per install; a process of its own): made in ${secs} s, peak ${peak} MB`);
  fs.rmSync(path.join(scratchDir, 'empty.tar.gz'));
}
