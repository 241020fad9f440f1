import { loadConfig } from './config';
import { firstAdminLines, paymentsSummary } from './start-lines';
import { startServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);

  const where = server.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\n  ${config.store.name} is running at ${server.url}  (database: ${where}; mail: ${server.app.mailer.transport}; payments: ${paymentsSummary(config)})`);
  for (const line of firstAdminLines(server.firstAdmin, server.url)) console.log(`  ${line}`);
  console.log('');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
