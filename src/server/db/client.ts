import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DEFAULT_EMBEDDED_BUFFERS_MB } from './embedded-settings';
import { readEmptyDatabase } from './empty-database';
import * as schema from './schema';

/** Either driver's database, and either's transaction (db/transaction.ts), is a `Db` without a cast. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Plain SQL text with $1… parameters, for the one library that brings its own SQL (the job queue,
   * lib/jobs). Without parameters the text may hold several statements. Everything else uses `db`.
   */
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * The embedded database as one SQL script (pg_dump's plain format, run by PGlite), to load into a
   * PostgreSQL with psql (npm run db:export; docs/deploy.md). Only the embedded database has it.
   */
  dump?(): Promise<string>;
  /**
   * How this opening made the embedded database, when DATA_DIR had none: unpacked from the build's empty
   * database, or created by initdb (no build, as in `npm run dev` and the tests).
   */
  created?: 'unpacked' | 'initdb';
  close(): Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir: string;
  /** Told when PostgreSQL drops an idle connection (a restart, a failover); the pool reconnects on next use. */
  onConnectionError?: (err: Error) => void;
  /** Told of every SQL statement Drizzle sends (tests count them to keep list endpoints bounded). */
  onQuery?: (sql: string) => void;
  /** The archive a new embedded database is unpacked from; the build's (db/empty-database.ts) when not given. */
  emptyDatabase?: Blob;
  /** The embedded database's shared buffers in MB (EMBEDDED_DB_BUFFERS_MB); DEFAULT_EMBEDDED_BUFFERS_MB when not given. */
  embeddedBuffersMb?: number;
};

/**
 * PGlite (embedded, data in DATA_DIR/db) by default; a real PostgreSQL when DATABASE_URL is set.
 * Both speak the same SQL and run the same migrations.
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const onQuery = opts.onQuery;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (opts.databaseUrl) {
    // JIT compiling took 12–14 ms per catalogue statement with a vehicle filter, longer than running it:
    // our statements are short and index-driven, the kind JIT only slows down. A search's bitmaps of
    // matching rows stay exact within work_mem; past PostgreSQL's default 4 MB they go lossy and every row
    // of their pages is tested again (1,000,000 parts, "radiator" for NZE141: 526 → 189 ms at 16 MB).
    // Only a statement that needs it takes it: ten connections at most.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, options: '-c jit=off -c work_mem=16MB' });
    // node-postgres re-emits an idle connection's error on the pool; unheard, that event would end the
    // process. A lost idle connection is only worth a log line: the pool opens another when needed.
    pool.on('error', (err) => opts.onConnectionError?.(err));
    // Fail fast with the driver's own reason (wrong password, no such database) rather than at first use.
    const conn = await pool.connect();
    conn.release();
    return {
      db: drizzlePg({ client: pool, schema, logger }),
      kind: 'postgres',
      // Without values node-postgres uses the simple protocol, which takes several statements.
      query: async (text, values) => ({ rows: (values?.length ? await pool.query(text, values) : await pool.query(text)).rows }),
      close: () => pool.end(),
    };
  }
  const dir = path.join(opts.dataDir, 'db');
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const unlock = lockDataDir(opts.dataDir);
  try {
    const created = fs.existsSync(path.join(dir, 'PG_VERSION')) ? undefined : await createDatabase(dir, opts.emptyDatabase ?? readEmptyDatabase());
    const client = await openPglite(dir, { buffersMb: opts.embeddedBuffersMb });
    return {
      db: drizzlePglite({ client, schema, logger }),
      kind: 'pglite',
      created,
      async dump() {
        // Loaded only here: the export is a one-off command, never part of serving.
        const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
        const script = await (await pgDump({ pg: client, args: ['--no-owner', '--no-privileges'] })).text();
        // PGlite's pg_dump is version 17's, which sets transaction_timeout; PostgreSQL 15 and 16 refuse
        // that setting and stop the load there. Nothing in the script needs it.
        return script.replace(/^SET transaction_timeout = 0;\n/m, '');
      },
      async query(text, values) {
        if (values?.length) return { rows: (await client.query(text, values)).rows };
        // exec runs several statements; the answer is the last one's rows.
        return { rows: (await client.exec(text)).at(-1)?.rows ?? [] };
      },
      async close() {
        await client.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

function openPglite(dir: string, { loadDataDir, buffersMb = DEFAULT_EMBEDDED_BUFFERS_MB }: { loadDataDir?: Blob; buffersMb?: number } = {}): Promise<PGlite> {
  return PGlite.create(dir, { extensions: { pg_trgm }, postgresqlconf: [`shared_buffers = ${buffersMb}MB`], loadDataDir });
}

/**
 * A new embedded database, whole or not at all: made beside `dir`, closed, then renamed into place, so a
 * start stopped halfway leaves nothing a later start would take for a database. It is unpacked from the
 * empty one the build made (db/empty-database.ts), or made here by initdb when there is none. Either way
 * the making leaves memory behind in the process (several hundred MB after initdb, 30-40 MB after
 * unpacking) that the store, opening it afresh, does not hold.
 */
async function createDatabase(dir: string, empty: Blob | undefined): Promise<'unpacked' | 'initdb'> {
  const making = `${dir}.new`;
  fs.rmSync(making, { recursive: true, force: true });
  await (await openPglite(making, { loadDataDir: empty })).close();
  if (fs.existsSync(dir)) {
    if (fs.readdirSync(dir).length > 0) {
      throw new Error(`${dir} holds files but no database (no PG_VERSION). Move it away, or use another DATA_DIR.`);
    }
    fs.rmdirSync(dir);
  }
  fs.renameSync(making, dir);
  return empty ? 'unpacked' : 'initdb';
}

/**
 * PGlite is one process's database: a second process opening the same files (a second server, the admin
 * command while the server runs) would corrupt them. A lock file with our pid refuses that with a clear
 * line; a lock left by a process that no longer exists is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (owner && isAlive(owner)) {
        throw new Error(
          `The database in ${dataDir} is in use by another process (pid ${owner}). Stop it first, or use another DATA_DIR.`,
          { cause: err },
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the database in ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
