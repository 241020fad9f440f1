import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoData } from './db/seed';
import { anyUserExists } from './features/auth/repository';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  const seeded = await seedDemoData(database.db);

  const app = await buildApp({ config, database });
  if (seeded.length > 0) app.log.info({ steps: seeded }, 'seeded demo catalogue data');
  if (!config.webDir || !app.hasRoute({ method: 'GET', url: '/*' })) {
    app.log.warn('dist/web/index.html not found: serving the API only (run `npm run build`)');
  }
  if (config.env === 'production' && !config.publicUrl) {
    app.log.warn('PUBLIC_URL is not set: links in e-mails will point at localhost');
  }

  await app.listen({ port: config.port, host: config.host });
  app.mailer.start();

  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\n  ${config.store.name} is running at ${url}  (database: ${where}; mail: ${app.mailer.transport})`);
  if (!(await anyUserExists(database.db))) {
    console.log('  No account exists yet: the first account created becomes the admin.\n');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await app.mailer.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
