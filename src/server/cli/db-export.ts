import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

const USAGE = 'Usage: npm run db:export -- <file.sql>   (stop the store first: the embedded database allows one process)';

/**
 * Writes the embedded database (DATA_DIR) as one SQL script for PostgreSQL: the store's tables, the job
 * queue's and the data, in pg_dump's plain format. Load it into an empty database with
 * `psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f <file.sql>` (docs/deploy.md).
 */
async function main(args: string[]): Promise<number> {
  const [file, ...rest] = args;
  if (!file || rest.length > 0 || file.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: this store already runs on PostgreSQL (use pg_dump there). Unset it to export the embedded database.');
    return 2;
  }
  if (!fs.existsSync(path.join(config.dataDir, 'db'))) {
    console.error(`There is no embedded database in ${config.dataDir} (set DATA_DIR to the store's data folder).`);
    return 2;
  }
  const database = await openDatabase({ dataDir: config.dataDir, embeddedBuffersMb: config.embeddedBuffersMb });
  try {
    const started = Date.now();
    const sql = await database.dump!();
    fs.writeFileSync(file, sql, { flag: 'wx' });
    console.log(`Wrote ${file} (${(sql.length / 1e6).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s. Load it with: psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f ${file}`);
    return 0;
  } catch (err) {
    console.error(`Could not export: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
