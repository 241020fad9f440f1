import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/server';

// One of the order benchmark's server processes (bench/order-reservations.ts forks them, as a deployment
// behind a load balancer would run them): the real server with production settings on a loopback port,
// on the shared PostgreSQL of DATABASE_URL. The benchmark stands where the proxy would and names each
// buyer's own address in X-Forwarded-For, so the per-address limits count as they do in production.
// Tells the parent its port over IPC; stops when told to, or when the parent goes away.
const config = loadConfig({
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: process.env.DATA_DIR,
  DATABASE_URL: process.env.DATABASE_URL,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error',
  PUBLIC_URL: 'http://127.0.0.1',
  // The benchmark stands where the proxy would, naming each buyer's address.
  TRUST_PROXY: '1',
  // The run with the job queue: web servers hand each order's e-mail to the queue, a worker sends it.
  SERVER_ROLE: process.env.SERVER_ROLE,
  SMTP_URL: process.env.SMTP_URL,
});
// The buyers here pay at pickup without anyone confirming them, and the benchmark's checks count every
// unit of a stock sold: the bound on what such orders hold together (docs/shop-holds.md) is lifted, while
// its statement still runs with every order, as in production.
const server = await startServer({ ...config, limits: { ...config.limits, unconfirmedShareOfStock: 1 } });
const address = server.app.server.address();
process.send!({ port: typeof address === 'object' && address ? address.port : 0 });

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.on('disconnect', () => void stop());
