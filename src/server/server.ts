import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoData } from './demo-seed';
import { anyAdminExists, anyUserExists } from './features/auth/repository';
import type { PasswordHasher } from './lib/passwords';

/**
 * A local install: the first account created becomes the admin. A deployed one (config.deployed):
 * sign-up never does; the admin command or the one-time setup code, open until used or the process ends.
 */
export type FirstAdmin =
  | { rule: 'first-account'; adminExists: boolean; anyAccount: boolean }
  /** `setupCodeFile`: where the open setup code was written (DATA_DIR/admin-setup-code, owner-only), or null. */
  | { rule: 'setup-code'; adminExists: boolean; setupCodeFile: string | null };

export type RunningServer = {
  app: FastifyInstance;
  database: Database;
  url: string;
  /** How this store gets its first admin, for the start-up lines. */
  firstAdmin: FirstAdmin;
  stop(): Promise<void>;
};

/** Opens and migrates the database, seeds demo data once, and listens. main.ts and the e2e server share it. */
export async function startServer(config: Config, opts: { hasher?: PasswordHasher } = {}): Promise<RunningServer> {
  fs.mkdirSync(config.uploadsDir, { recursive: true });
  // Assigned once the app exists; the database's callback, created first, reads it later.
  // eslint-disable-next-line prefer-const
  let log: FastifyInstance['log'] | undefined;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embeddedBuffersMb: config.embeddedBuffersMb,
    onConnectionError: (err) => log?.warn({ err }, 'an idle database connection was lost'),
  });
  await migrateDatabase(database);
  const seeded = await seedDemoData(database.db, config.store);

  const app = await buildApp({ config, database, hasher: opts.hasher });
  log = app.log;
  // close() returns once sockets are gone, but a handler whose client hung up may still be running
  // (a sign-in waiting for its hash); the database must outlive it.
  let inFlight = 0;
  let closing = false;
  app.addHook('onRequest', async () => {
    inFlight++;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    inFlight--;
    // An answer given while the server stops ends its connection: kept alive, the client's idle socket
    // would hold the stop back for Fastify's keep-alive timeout (72 s) after the last request was done.
    if (closing) reply.header('connection', 'close');
  });
  if (database.created === 'unpacked') app.log.info({ dataDir: config.dataDir }, "created the embedded database from the build's empty one (dist/db)");
  if (database.created === 'initdb') app.log.info({ dataDir: config.dataDir }, 'created the embedded database with initdb (`npm run build` makes an empty one that takes less memory)');
  if (seeded.length > 0) app.log.info({ steps: seeded }, 'seeded demo catalogue data');
  if (!app.hasRoute({ method: 'GET', url: '/*' })) {
    app.log.warn('dist/web/index.html not found: serving the API only (run `npm run build`)');
  }
  if (config.env === 'production' && !config.publicUrl) {
    app.log.warn('PUBLIC_URL is not set: links in e-mails will point at localhost');
  }
  if (!config.deployed) {
    app.log.warn('Secure cookies and HSTS are off: set an https PUBLIC_URL (or NODE_ENV=production) when the store is served over https');
  }
  await app.listen({ port: config.port, host: config.host });
  // Web-only servers send jobs for a worker to do; `all` (npm start) and `worker` do them.
  if (config.role !== 'web') await app.jobs.work();
  app.log.info({ role: config.role }, config.role === 'all' ? 'serving the store and working its jobs' : config.role === 'web' ? 'serving the store; jobs are left to a worker' : 'working jobs; only the health check is served');
  const adminExists = await anyAdminExists(database.db);
  // A worker serves no pages, so it has no setup page to take a code: the web servers print theirs.
  const setupCodeFile = path.join(config.dataDir, 'admin-setup-code');
  fs.rmSync(setupCodeFile, { force: true });
  const setupCode = config.deployed && config.role !== 'worker' ? await app.adminSetup.open() : null;
  // In a file only this server's user can read, never in the output: a deployed server's output is its
  // log, which others read and keep.
  if (setupCode) fs.writeFileSync(setupCodeFile, `${setupCode}\n`, { mode: 0o600 });
  const firstAdmin: FirstAdmin = config.deployed
    ? { rule: 'setup-code', adminExists, setupCodeFile: setupCode ? setupCodeFile : null }
    : { rule: 'first-account', adminExists, anyAccount: await anyUserExists(database.db) };

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    app,
    database,
    url: config.publicUrl ?? `http://localhost:${port}`,
    firstAdmin,
    async stop() {
      // The code dies with the process; its file goes with it.
      fs.rmSync(setupCodeFile, { force: true });
      await app.close();
      for (let waited = 0; inFlight > 0 && waited < 15_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
      await app.mailer.stop();
      await database.close();
    },
  };
}
