import { DEFAULT_LIMITS, loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/server';

// One of the order benchmark's server processes (bench/order-reservations.ts forks two, as a deployment
// behind a load balancer would run them): the real server on a loopback port, on the shared PostgreSQL
// of DATABASE_URL, with the per-address order limit lifted. Every buyer of the benchmark comes from
// 127.0.0.1, so the production limit (20 orders per 15 minutes per address) would count them all as one
// customer; the limit itself is tested in tests/api/orders.test.ts. Everything else is production.
// Tells the parent its port over IPC; stops when told to, or when the parent goes away.
const config = loadConfig({
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: process.env.DATA_DIR,
  DATABASE_URL: process.env.DATABASE_URL,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error',
  PUBLIC_URL: 'http://127.0.0.1',
});
const server = await startServer({ ...config, limits: { ...DEFAULT_LIMITS, orderCreatePerIp: 1e9 } });
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
