import type { Feature, FeatureDeps } from '../../feature';
import { healthRoutes } from './routes';

/** GET /api/health: the database, the mail outbox and the file storage, with the running version. */
export function healthFeature(deps: FeatureDeps, opts: { version: string }): Feature {
  return {
    async register(app) {
      await app.register(healthRoutes, { database: deps.database, mailer: deps.mailer, storage: deps.storage, version: opts.version });
    },
  };
}
