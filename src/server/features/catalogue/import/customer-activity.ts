import type { FastifyInstance } from 'fastify';

/** How long after a customer's request ends the server still counts as busy with customers. */
const QUIET_MS = 100;

export type CustomerActivity = { busy(): boolean };

/**
 * Whether this server is answering customers now (any request outside /api/admin, or one that ended within
 * QUIET_MS): the price-list import then writes in short steps, so on the embedded database, where every
 * statement waits for the one before it, a search waits little behind it (docs/catalogue-import.md).
 */
export function watchCustomerActivity(app: FastifyInstance): CustomerActivity {
  let answering = 0;
  let lastEnd = -Infinity;
  const counted = new WeakSet<object>();
  app.addHook('onRequest', async (req) => {
    if (req.url.startsWith('/api/admin')) return;
    counted.add(req);
    answering++;
  });
  const done = async (req: object) => {
    if (!counted.delete(req)) return;
    answering--;
    lastEnd = performance.now();
  };
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
  return { busy: () => answering > 0 || performance.now() - lastEnd < QUIET_MS };
}
