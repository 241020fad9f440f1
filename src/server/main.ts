import { loadConfig } from './config';
import { paymentsSummary } from './payments-summary';
import { startServer, type FirstAdmin } from './server';

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

/** Which rule makes the first admin, said while the store has none (afterwards it no longer matters). */
function firstAdminLines(first: FirstAdmin, url: string): string[] {
  if (first.adminExists) return [];
  const promote = 'npm run admin -- promote <email>';
  if (first.rule === 'first-account') {
    return first.anyAccount
      ? [`No admin account: make one with \`${promote}\` (stop the server first on the embedded database).`]
      : [
          'No account exists yet: the first account created becomes the admin.',
          '(A local install. Deployed, with an https PUBLIC_URL or NODE_ENV=production, sign-up never makes an admin.)',
        ];
  }
  if (!first.setupCode) return [`No admin yet: make one with \`${promote}\` for an account that exists.`];
  return [
    'No admin yet. This store is deployed, so sign-up never makes an admin. To make the first one, either:',
    `  - create an account (or sign in) and enter this one-time setup code at ${url}/setup:`,
    `      ${first.setupCode}`,
    '    (it works once, and only until this server stops), or',
    `  - run \`${promote}\` for an account that exists (on the embedded database, stop the server first).`,
  ];
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
