import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthSchema, type Health } from '../../../shared/schemas/store';
import type { Database } from '../../db/client';
import type { Config } from '../../config';
import type { JobQueue } from '../../lib/jobs/queue';
import type { Mailer } from '../../lib/mail/mailer';
import type { ObjectStore } from '../../lib/storage/object-store';
import { pingDatabase } from './repository';

const startedAt = Date.now();

/** The state of the server and its database, for operators and the support page; what each part is, for staff only. */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { database: Database; mailer: Mailer; storage: ObjectStore; jobs: JobQueue; role: Config['role']; version: string },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    { schema: { response: { 200: HealthSchema, 503: HealthSchema } } },
    async (request, reply) => {
      const t0 = performance.now();
      let dbOk = true;
      let waiting = 0;
      try {
        await pingDatabase(opts.database.db);
        waiting = await opts.mailer.waiting();
      } catch (err) {
        dbOk = false;
        request.log.error({ err }, 'health check: database unreachable');
      }
      const storageOk = await opts.storage.check().then(
        () => true,
        (err: unknown) => {
          request.log.error({ err }, 'health check: file storage unreachable');
          return false;
        },
      );
      // The queue has started when its tables were reachable once; a start that failed is tried again here.
      const jobsOk = await opts.jobs.start().then(
        () => true,
        () => false,
      );
      const ok = dbOk && storageOk && jobsOk;
      // A load balancer's probe sends no cookie, and loadUser then looks nothing up.
      const staff = (await request.loadUser())?.role === 'admin';
      const body: Health = {
        status: ok ? 'ok' : 'degraded',
        database: {
          status: dbOk ? 'ok' : 'down',
          latencyMs: Math.round((performance.now() - t0) * 10) / 10,
          ...(staff ? { kind: opts.database.kind } : {}),
        },
        ...(staff ? { mail: { transport: opts.mailer.transport, waiting } } : {}),
        storage: { status: storageOk ? 'ok' : 'down', ...(staff ? { kind: opts.storage.kind } : {}) },
        jobs: { status: jobsOk ? 'ok' : 'down', ...(staff ? { role: opts.role } : {}) },
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        version: opts.version,
        time: new Date().toISOString(),
      };
      return reply.code(ok ? 200 : 503).header('cache-control', 'no-store').send(body);
    },
  );
}
