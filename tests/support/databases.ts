import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { seedDemoData } from '../../src/server/demo-seed';

/**
 * Test databases. A fresh PGlite database takes seconds to create and migrate, so the global setup
 * migrates one template and every test file starts from a copy of it; a second template also holds the
 * demo data (seeding it imports the demo price list: seconds more), for the files that read it. With
 * TEST_DATABASE_URL (CI's PostgreSQL pass) the same happens with CREATE DATABASE … TEMPLATE.
 */
export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL;
// TEST_TEMPLATE_DB names the PostgreSQL templates, so two test runs on one server (the API and scale-out
// tests side by side in npm run test:pg) each make and drop their own.
const TEMPLATE_DB = process.env.TEST_TEMPLATE_DB ?? 'yaad_test_template';
if (!/^[a-z_][a-z0-9_]*$/.test(TEMPLATE_DB)) throw new Error(`TEST_TEMPLATE_DB must be a plain database name, not ${TEMPLATE_DB}`);
const SEEDED_TEMPLATE_DB = `${TEMPLATE_DB}_seeded`;
// PGLITE_TEMPLATE_DIR lets two test runs on one machine keep their templates apart.
export const PGLITE_TEMPLATE_DIR = path.resolve(process.env.PGLITE_TEMPLATE_DIR ?? '.tmp/pglite-template');
const PGLITE_SEEDED_DIR = `${PGLITE_TEMPLATE_DIR}-seeded`;

function urlFor(dbName: string): string {
  const u = new URL(PG_ADMIN_URL!);
  u.pathname = `/${dbName}`;
  return u.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTemplate(): Promise<void> {
  if (PG_ADMIN_URL) {
    for (const [name, seeded] of [[TEMPLATE_DB, false], [SEEDED_TEMPLATE_DB, true]] as const) {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await adminQuery(`CREATE DATABASE ${name}`);
      const database = await openDatabase({ databaseUrl: urlFor(name), dataDir: os.tmpdir() });
      await migrateDatabase(database);
      if (seeded) await seedDemoData(database.db);
      await database.close();
    }
    return;
  }
  for (const [dir, seeded] of [[PGLITE_TEMPLATE_DIR, false], [PGLITE_SEEDED_DIR, true]] as const) {
    fs.rmSync(dir, { recursive: true, force: true });
    const database = await openDatabase({ dataDir: dir });
    await migrateDatabase(database);
    if (seeded) await seedDemoData(database.db);
    await database.close();
  }
}

export type TestDatabase = { database: Database; dataDir: string; databaseUrl?: string; drop(): Promise<void> };

/** A private, migrated database for one test file: empty, or with `seeded` the demo data (as seedDemoData writes it). */
export async function createTestDatabase(opts: { onQuery?: (sql: string) => void; seeded?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-test-'));
  if (PG_ADMIN_URL) {
    const name = `yaad_test_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${opts.seeded ? SEEDED_TEMPLATE_DB : TEMPLATE_DB}`);
    const databaseUrl = urlFor(name);
    const database = await openDatabase({ databaseUrl, dataDir, onQuery: opts.onQuery });
    return {
      database,
      dataDir,
      databaseUrl,
      async drop() {
        await database.close();
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  fs.cpSync(path.join(opts.seeded ? PGLITE_SEEDED_DIR : PGLITE_TEMPLATE_DIR, 'db'), path.join(dataDir, 'db'), { recursive: true });
  const database = await openDatabase({ dataDir, onQuery: opts.onQuery });
  return {
    database,
    dataDir,
    async drop() {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
