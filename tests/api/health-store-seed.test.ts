import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database, Db } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { createPasswordHasher } from '../../src/server/lib/passwords';
import { seedDemoData } from '../../src/server/demo-seed';
import { POPULAR_CATEGORIES } from '../../src/shared/constants';
import { promoteUser } from '../../src/server/features/auth/admin-commands';
import { insertUser } from '../../src/server/features/auth/repository';
import { createTestDatabase } from '../support/databases';
import { TEST_SCRYPT, createTestApp, rows, signUp, uniqueEmail, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health and /api/store', () => {
  it('reports the server and the database (what each part is, only to staff: tests/api/security-audit-2-platform.test.ts)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: { status: 'ok', latencyMs: expect.any(Number) },
      storage: { status: 'ok' },
      jobs: { status: 'ok' },
      uptimeSeconds: expect.any(Number),
      version: '0.1.0',
      time: expect.any(String),
    });
  });

  it('answers 503 "degraded" with the database "down" when the database cannot be reached', async () => {
    // Every statement fails, as with a PostgreSQL that has gone away: whatever is built from `db` (a select,
    // its from and where) fails when it is awaited, as a query does, and nothing fails that is not awaited.
    const down = () => new Error('connect ECONNREFUSED 127.0.0.1:5432');
    const statement: unknown = new Proxy(() => undefined, {
      get: (_, key) => (key === 'then' ? (_ok: unknown, fail: (e: Error) => void) => fail(down()) : statement),
      apply: () => statement,
    });
    const unreachable = statement as Db;
    const database: Database = { db: unreachable, kind: 'postgres', query: () => Promise.reject(down()), close: async () => {} };
    const errors: string[] = [];
    const app = await buildApp({
      config: { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: t.db.dataDir }), webDir: undefined },
      database,
      hasher: createPasswordHasher(TEST_SCRYPT),
      logger: { level: 'error', stream: { write: (line: string) => void errors.push(JSON.parse(line).msg) } },
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      // The job queue's tables are in that database too: it is down with it.
      expect(res.json()).toMatchObject({ status: 'degraded', database: { status: 'down' }, jobs: { status: 'down' }, version: '0.1.0' });
      expect(errors).toContain('health check: database unreachable');
      // The catalogue's memory index cannot be built either: said once in the log, and nothing thrown.
      await app.catalogueIndex?.build();
      expect(errors).toContain('The catalogue index could not be built; the database answers searches');
    } finally {
      await app.close();
    }
  });

  it('gives the store identity and whether the first account becomes admin', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/store' });
    expect(before.json()).toMatchObject({
      name: 'Yaad Parts',
      tagline: 'Auto & Phone Parts Store',
      phone: '+1 (876) 555-0142',
      firstAccountBecomesAdmin: true,
      // The payment settings in force: the default deposit, no WiPay keys, no bank details yet.
      paying: { depositPercent: 50, cardOnline: false, bankTransfer: false },
    });
    await signUp(t.app);
    const after = await t.app.inject({ method: 'GET', url: '/api/store' });
    expect(after.json().firstAccountBecomesAdmin).toBe(false);
  });
});

describe('migrations and demo data', () => {
  it('migrates twice without harm and seeds once, with no user accounts', async () => {
    const db = t.db.database.db;
    await migrateDatabase(t.db.database);
    const first = await seedDemoData(db);
    expect(first).toEqual(['categories-v1', 'vehicles-v1', 'suppliers-v1', 'catalogue-v4', 'shop-v1']);
    expect(await seedDemoData(db)).toEqual([]);
    const cats = await rows<{ slug: string; type: string }>(t, sql`select slug, type from categories order by id`);
    expect(cats.map((c) => c.slug)).toEqual(expect.arrayContaining(POPULAR_CATEGORIES.map((c) => c.slug)));
    expect(new Set(cats.map((c) => c.type))).toEqual(new Set(['auto', 'phone']));
    const again = await rows(t, sql`select slug from categories`);
    expect(again).toHaveLength(cats.length);
  });
});

describe('npm run admin -- promote', () => {
  it('promotes an existing account and explains an unknown one', async () => {
    const u = await signUp(t.app, { email: uniqueEmail('second-admin') });
    expect(await promoteUser(t.db.database.db, ` ${u.email.toUpperCase()} `)).toEqual({ email: u.email, alreadyAdmin: false });
    expect(await promoteUser(t.db.database.db, u.email)).toEqual({ email: u.email, alreadyAdmin: true });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: u.cookie } });
    expect(me.json().role).toBe('admin');
    await expect(promoteUser(t.db.database.db, 'nobody@example.com')).rejects.toThrow(
      'No account uses nobody@example.com. The person must sign up first.',
    );
    await expect(promoteUser(t.db.database.db, 'nonsense')).rejects.toThrow('"nonsense" is not an e-mail address.');
  });

  it('runs as a command: promotes an account, and names an unknown e-mail with exit code 1', async () => {
    const target = await createTestDatabase();
    const email = uniqueEmail('operator');
    await insertUser(target.database.db, { email, passwordHash: 'scrypt$unused', firstName: 'Marlon', lastName: 'Grant' });
    // PGlite lets one process at a time open a data directory, so the command gets it to itself.
    if (!target.databaseUrl) await target.database.close();
    const env = { ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '' };
    const admin = (...args: string[]) =>
      promisify(execFile)('npx', ['tsx', 'src/server/cli/admin.ts', ...args], { env }).then(
        (r) => ({ code: 0, ...r }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
    try {
      const unknown = await admin('promote', 'nobody@example.com');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No account uses nobody@example.com. The person must sign up first.');

      const promoted = await admin('promote', email.toUpperCase());
      expect(promoted.code).toBe(0);
      expect(promoted.stdout).toContain(`${email} is now an admin.`);
      const again = await admin('promote', email);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain(`${email} is already an admin.`);
    } finally {
      if (target.databaseUrl) await target.drop();
      else fs.rmSync(target.dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('runs as a command and exits non-zero on a bad call', async () => {
    const run = promisify(execFile);
    const err = await run('npx', ['tsx', 'src/server/cli/admin.ts'], { env: { ...process.env } }).catch((e: unknown) => e);
    expect((err as { code: number }).code).toBe(2);
    expect((err as { stderr: string }).stderr).toContain('Usage: npm run admin -- promote <email>');
  });
});

