import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { seedDemoData } from '../../src/server/demo-seed';
import { startServer, type RunningServer } from '../../src/server/server';
import { PG_ADMIN_URL } from '../support/databases';

// docs/deploy.md's move from the embedded database: `npm run db:export` writes the PGlite store as SQL,
// psql loads it into an empty PostgreSQL, and a server started on that database has the same store.

const run = promisify(execFile);
const dirs: string[] = [];
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('moving from the embedded database to PostgreSQL', () => {
  it('exports the embedded store with npm run db:export, loads it with psql, and serves it from PostgreSQL', async () => {
    if (!PG_ADMIN_URL) throw new Error('The scale-out tests need PostgreSQL: run them with npm run test:pg');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-export-'));
    dirs.push(dataDir);
    const embedded = await openDatabase({ dataDir });
    await migrateDatabase(embedded);
    await seedDemoData(embedded.db);
    await embedded.close();

    const file = path.join(dataDir, 'yaad.sql');
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const exported = await run('npx', ['tsx', 'src/server/cli/db-export.ts', file], { env });
    expect(exported.stdout).toMatch(/^Wrote .*yaad\.sql/);
    // A second export never overwrites a file.
    await expect(run('npx', ['tsx', 'src/server/cli/db-export.ts', file], { env })).rejects.toMatchObject({ code: 1 });

    const name = `yaad_moved_${Date.now().toString(36)}`;
    const admin = new URL(PG_ADMIN_URL);
    await run('psql', [admin.toString(), '-v', 'ON_ERROR_STOP=1', '-qc', `create database ${name}`]);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    await run('psql', [url.toString(), '-v', 'ON_ERROR_STOP=1', '-q', '-f', file]);

    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: url.toString(), LOG_LEVEL: 'silent' });
    server = await startServer({ ...config, webDir: undefined });
    const address = server.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    expect(await (await fetch(`${base}/api/health`)).json()).toMatchObject({ status: 'ok', database: { status: 'ok' }, jobs: { status: 'ok' } });
    const parts = (await (await fetch(`${base}/api/parts?category=brakes-suspension&limit=1`)).json()) as { pagination: { total: number } };
    expect(parts.pagination.total).toBeGreaterThan(100);
    const products = (await (await fetch(`${base}/api/inventory`)).json()) as unknown[];
    expect(products.length).toBeGreaterThan(100);
    await server.stop();
    server = undefined;
    await run('psql', [admin.toString(), '-qc', `drop database ${name} with (force)`]);
  }, 180_000);
});
