import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { startServer, type RunningServer } from '../../src/server/server';
import { multipart } from '../support/part-requests';
import { startScaleOutEnv, type ScaleOutEnv } from '../support/scale-out-env';
import { STRONG_PASSWORD, uniqueEmail } from '../support/test-app';

// The proof that the store runs on more than one server (docs/deploy.md; npm run test:pg): two web servers and a
// worker on one throwaway PostgreSQL, a local S3-compatible server and a local SMTP peer, all on loopback.
// What one server stores, counts or schedules is seen, counted and done once by all of them.

let env: ScaleOutEnv;
let db: ScaleOutEnv['db'];
let s3: ScaleOutEnv['s3'];
let smtp: ScaleOutEnv['smtp'];
let a: RunningServer;
let b: RunningServer;
let worker: RunningServer;
let sql: ScaleOutEnv['sql'];
const dirs: string[] = [];

function start(role: 'all' | 'web' | 'worker'): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `yaad-scale-${role}-`));
  dirs.push(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: db.databaseUrl,
    SMTP_URL: smtp.url,
    SERVER_ROLE: role,
    LOG_LEVEL: 'silent',
    ...s3.env,
  });
  // One address sends every request here; only the sign-in limit is under test.
  return startServer({ ...config, webDir: undefined, limits: { ...config.limits, contactPerIp: 10_000, signupPerIp: 10_000 } });
}

const base = (s: RunningServer) => {
  const address = s.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

beforeAll(async () => {
  env = await startScaleOutEnv();
  ({ db, sql, s3, smtp } = env);
  // The first start migrates and seeds; the others find it done.
  a = await start('all');
  [b, worker] = await Promise.all([start('all'), start('worker')]);
}, 120_000);

afterAll(async () => {
  for (const s of [a, b, worker]) await s?.stop();
  await env?.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function signUpOn(server: RunningServer): Promise<string> {
  const res = await fetch(`${base(server)}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail('staff'), password: STRONG_PASSWORD, firstName: 'Marcia', lastName: 'Grant' }),
  });
  expect(res.status).toBe(201);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

describe('two web servers and a worker on one PostgreSQL', () => {
  it('serves through B a photo uploaded through A, and finds its text through B once the worker has read it', async () => {
    const cookie = await signUpOn(a); // the first account of a local install: staff
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="220"><rect width="100%" height="100%" fill="white"/><text x="40" y="150" font-family="DejaVu Sans, sans-serif" font-size="110" font-weight="bold" fill="black">BOSCH</text></svg>`;
    const photo = await sharp(Buffer.from(svg)).png().toBuffer();
    const body = multipart([{ name: 'photos', value: photo, filename: 'label.png', contentType: 'image/png' }]);
    const up = await fetch(`${base(a)}/api/admin/upload-photos`, { method: 'POST', headers: { ...body.headers, cookie }, body: body.payload });
    expect(up.status).toBe(201);
    const image = ((await up.json()) as { files: { filename: string; url: string; thumbnailUrl: string }[] }).files[0]!;
    expect(s3.keys()).toContain(`gallery/${image.filename}`);

    for (const url of [image.url, image.thumbnailUrl]) {
      const res = await fetch(`${base(b)}${url}`);
      expect(res.status, url).toBe(200);
    }
    // OCR is a job: whichever server's worker takes it, the text is found through B.
    let found: unknown[] = [];
    for (let i = 0; i < 60 && found.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 500));
      const res = await fetch(`${base(b)}/api/images/search-text`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query: 'bosch' }) });
      found = ((await res.json()) as { results: unknown[] }).results;
    }
    expect(found).toHaveLength(1);
    const { rows } = await sql.query(`select count(*)::int as n from pgboss.job where name = 'ocr-read' and state = 'completed'`);
    expect(rows[0].n).toBe(1);
  }, 60_000);

  it('counts 35 wrong sign-ins spread over A and B against one limit of 30', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      const server = i % 2 === 0 ? a : b;
      // A different unknown account each time: the per-account slow-down stays out of it.
      const res = await fetch(`${base(server)}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: uniqueEmail('guess'), password: 'not-the-password-1' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
  }, 60_000);

  it('slows sign-ins to an account on B for the wrong passwords sent to it through A', async () => {
    const email = uniqueEmail('slowed');
    // From another loopback address, so the per-address limit of the test above is not touched.
    const attempt = (server: RunningServer) =>
      new Promise<{ status: number; ms: number }>((resolve, reject) => {
        const started = performance.now();
        const body = JSON.stringify({ email, password: 'not-the-password-1' });
        const req = http.request(
          `${base(server)}/api/auth/login`,
          { method: 'POST', localAddress: '127.0.0.2', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    // Five free failures through A, then a sixth that waits its second.
    for (let i = 0; i < 5; i++) expect((await attempt(a)).status).toBe(401);
    const sixth = await attempt(a);
    expect(sixth.status).toBe(401);
    expect(sixth.ms).toBeGreaterThanOrEqual(990);
    // B counts the same six failures: its first attempt waits two seconds (before: none, B had its own count).
    const seventh = await attempt(b);
    expect(seventh.status).toBe(401);
    expect(seventh.ms).toBeGreaterThanOrEqual(1990);
  }, 60_000);

  it('sends each of 200 e-mails queued through both servers exactly once', async () => {
    const before = smtp.received.length;
    const markers = Array.from({ length: 200 }, (_, i) => `Scale-out sender ${String(i).padStart(3, '0')}`);
    await Promise.all(
      markers.map((name, i) =>
        fetch(`${base(i % 2 === 0 ? a : b)}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name, email: 'andre@customers.test', subject: 'order', message: 'Where is my order?' }),
        }).then((res) => expect(res.status).toBe(201)),
      ),
    );
    for (let i = 0; i < 120 && smtp.received.length - before < 200; i++) await new Promise((r) => setTimeout(r, 500));
    const received = smtp.received.slice(before);
    expect(received).toHaveLength(200);
    for (const name of markers) expect(received.filter((m) => m.raw.includes(name)), name).toHaveLength(1);
    const { rows } = await sql.query(`select status, count(*)::int as n from mail_outbox where subject like '%' group by status`);
    expect(rows.find((r: { status: string }) => r.status === 'pending')).toBeUndefined();
  }, 90_000);

  it('sends a scheduled job once per minute, not once per server', async () => {
    // Three servers work jobs (A, B and the worker), and each one's clock ticks every minute. pg-boss keeps
    // one "send it" job per schedule and minute slot; whichever server works it sends the job itself. Counted
    // by slot, not by the minute a job was made: on a busy machine one slot's job is made seconds into the
    // next minute, beside that minute's own.
    const count = async () => {
      const slots = (
        await sql.query(
          `select singleton_on as slot, count(*)::int as n from pgboss.job where name = '__pgboss__send-it' and data->>'name' = 'orders-expire' group by 1 order by 1`,
        )
      ).rows as { slot: Date; n: number }[];
      const [{ jobs }] = (await sql.query(`select count(*)::int as jobs from pgboss.job where name = 'orders-expire'`)).rows as [{ jobs: number }];
      return { slots, jobs };
    };
    let seen = await count();
    for (let i = 0; i < 150 && seen.jobs < 2; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      seen = await count();
    }
    expect(seen.jobs).toBeGreaterThanOrEqual(2);
    expect(seen.slots.map((s) => s.n)).toEqual(seen.slots.map(() => 1));
    // Never more jobs than slots: no server sent one of its own, and no slot was sent twice.
    expect(seen.jobs).toBeLessThanOrEqual(seen.slots.length);
  }, 180_000);

  it('has the worker answer its health check and nothing else', async () => {
    const health = await fetch(`${base(worker)}/api/health`);
    expect(health.status).toBe(200);
    // What each part is (PostgreSQL, S3, the worker's role) is for staff only; the state of each is public.
    expect(await health.json()).toMatchObject({ status: 'ok', database: { status: 'ok' }, storage: { status: 'ok' }, jobs: { status: 'ok' } });
    expect((await fetch(`${base(worker)}/api/parts`)).status).toBe(404);
  });
});
