import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string; dataDir: string };

/**
 * PGlite (embedded, data in DATA_DIR/db) by default; a real PostgreSQL when DATABASE_URL is set.
 * Both speak the same SQL and run the same migrations.
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // Fail fast with the driver's own reason (wrong password, no such database) rather than at first use.
    const conn = await pool.connect();
    conn.release();
    return { db: drizzlePg({ client: pool, schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const dir = path.join(opts.dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  return { db: drizzlePglite({ client, schema }) as unknown as Db, kind: 'pglite', close: () => client.close() };
}
