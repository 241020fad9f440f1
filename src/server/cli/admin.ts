import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { promoteUser } from '../features/auth/admin-commands';

const USAGE = 'Usage: npm run admin -- promote <email>';

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== 'promote' || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const result = await promoteUser(database.db, email);
    console.log(result.alreadyAdmin ? `${result.email} is already an admin.` : `${result.email} is now an admin.`);
    return 0;
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
