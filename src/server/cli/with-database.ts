import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import type { Db } from '../db/client';

/**
 * What every command line tool does around its work: open the configured database (PGlite in DATA_DIR
 * or DATABASE_URL), migrate it, run, and close it whatever happens. Failures print one line; the
 * answer is the process's exit code (0 done, 1 failed).
 */
export async function withMigratedDatabase(work: (db: Db) => Promise<void>): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embeddedBuffersMb: config.embeddedBuffersMb });
  try {
    await migrateDatabase(database);
    await work(database.db);
    return 0;
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    return 1;
  } finally {
    await database.close();
  }
}
