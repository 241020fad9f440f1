import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEFAULT_LIMITS, loadConfig } from '../src/server/config';
import { startServer } from '../src/server/server';
import { promoteUser } from '../src/server/features/auth/admin-commands';

/**
 * The real server (embedded PGlite, production password cost) on a loopback port, driven by autocannon
 * for a bounded time per endpoint. Prints one line per endpoint; figures go to bench/README.md.
 */
export async function runEndpointBench(): Promise<void> {
  const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-bench-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: 'http://127.0.0.1' }),
    // The benchmark measures throughput, not the rate limiter.
    limits: { ...DEFAULT_LIMITS, signInPerIp: 1e9, signInPerEmail: 1e9, requestCreatePerIp: 1e9, trackPerIp: 1e9 },
  };
  const server = await startServer(config);
  const address = server.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const account = { email: 'bench@example.com', password: 'Benchmark-runner-2026', firstName: 'Bench', lastName: 'Runner' };
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const cookie = signup.headers.get('set-cookie')!.split(';')[0]!;
  // A deployed store makes no admin at sign-up: the staff-list cases need one (as `npm run admin -- promote`).
  await promoteUser(server.database.db, account.email);

  // 500 part requests, so the staff list and the tracking lookup run against a store with some history.
  const json = { 'content-type': 'application/json' };
  let requestNumber = '';
  for (let i = 0; i < 500; i++) {
    const res = await fetch(`${base}/api/part-requests`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        customerName: `Customer ${i}`,
        customerEmail: `customer${i}@example.com`,
        customerPhone: `876-555-${String(1000 + i)}`,
        customerAddress: `${i} Hope Road`,
        parish: 'St. Andrew',
        partType: 'auto',
        partName: `Brake pads ${i}`,
        description: 'Front, ceramic',
        vehicleMake: 'Toyota',
        vehicleModel: 'Corolla',
        vehicleYear: 2014,
      }),
    });
    if (res.status !== 201) throw new Error(`seeding request ${i}: ${res.status} ${await res.text()}`);
    requestNumber = ((await res.json()) as { requestNumber: string }).requestNumber;
  }

  const partId = ((await (await fetch(`${base}/api/parts?limit=1`)).json()) as { parts: { id: number }[] }).parts[0]!.id;
  const PHONE = { 'sec-ch-ua-mobile': '?1', 'accept-encoding': 'br' };
  type Case = { name: string; path: string; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string>; connections: number };
  const cases: Case[] = [
    { name: 'GET /api/health (database ping)', path: '/api/health', connections: 10 },
    { name: 'GET /api/store', path: '/api/store', connections: 10 },
    { name: 'GET /api/auth/user (session lookup)', path: '/api/auth/user', headers: { cookie }, connections: 10 },
    { name: 'GET /auth (web app shell)', path: '/auth', connections: 10 },
    // Storefront pages drawn on the server with their data (docs/decisions/010), as a guest on a phone.
    { name: 'GET /faqs (server-drawn)', path: '/faqs', headers: PHONE, connections: 4 },
    { name: 'GET /part/{id} (server-drawn)', path: `/part/${partId}`, headers: PHONE, connections: 4 },
    { name: 'GET /shop (server-drawn, 133 products)', path: '/shop', headers: PHONE, connections: 4 },
    { name: 'GET /search?query=brake pads (server-drawn)', path: '/search?query=brake%20pads', headers: PHONE, connections: 4 },
    { name: 'GET /api/part-requests/track/{number}', path: `/api/part-requests/track/${requestNumber}`, connections: 10 },
    { name: 'GET /api/admin/part-requests (page 1 of 25)', path: '/api/admin/part-requests', headers: { cookie }, connections: 10 },
    { name: 'GET /api/admin/part-requests?search=', path: '/api/admin/part-requests?search=customer4', headers: { cookie }, connections: 10 },
    {
      name: 'POST /api/auth/login (scrypt N=2^17)',
      path: '/api/auth/login',
      method: 'POST',
      body: JSON.stringify({ email: account.email, password: account.password }),
      headers: { 'content-type': 'application/json' },
      connections: 4,
    },
  ];

  console.log(`node ${process.version}, ${os.cpus().length} cores, ${DURATION_S}s per case, loopback\n`);
  for (const c of cases) {
    const r = await autocannon({
      url: base + c.path,
      method: c.method ?? 'GET',
      body: c.body,
      headers: c.headers,
      connections: c.connections,
      duration: DURATION_S,
    });
    const errors = r.errors + r.timeouts + (r.non2xx ?? 0);
    console.log(
      `${c.name.padEnd(40)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(
        r.latency.p99,
      ).padStart(4)} ms  errors ${errors}`,
    );
  }
  const mem = process.memoryUsage();
  console.log(`\nserver process: rss ${(mem.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB`);

  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
