import type { FastifyInstance } from 'fastify';

/**
 * API answers are never stored by a browser or a shared cache unless their route says otherwise: many
 * carry personal data (the account, orders, requests, tracking, every staff list), and a cached copy
 * outlives sign-out on a shared phone or sits in a proxy. Routes with public, cacheable answers set their
 * own Cache-Control, which this leaves alone.
 */
export function registerCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
