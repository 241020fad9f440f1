import type { Feature, FeatureDeps } from '../../feature';
import { healthRoutes } from './routes';

/** GET /api/health: the database, the mail outbox, the file storage and the job queue, with the running version. */
export function healthFeature(deps: FeatureDeps, opts: { version: string }): Feature {
  return {
    async register(app) {
      await app.register(healthRoutes, { database: deps.database, mailer: deps.mailer, storage: deps.storage, jobs: deps.jobs, role: deps.config.role, version: opts.version });
    },
  };
}
