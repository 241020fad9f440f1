import { promoteUser } from '../features/auth/admin-commands';
import { withMigratedDatabase } from './with-database';

const USAGE = 'Usage: npm run admin -- promote <email>';

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== 'promote' || !email) {
    console.error(USAGE);
    return 2;
  }
  return withMigratedDatabase(async (db) => {
    const result = await promoteUser(db, email);
    console.log(result.alreadyAdmin ? `${result.email} is already an admin.` : `${result.email} is now an admin.`);
  });
}

process.exitCode = await main(process.argv.slice(2));
