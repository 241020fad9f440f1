import type { Feature, FeatureDeps } from '../../feature';
import { healthRoutes } from './routes';

/** GET /api/health: the database and the mail outbox, with the running version. */
export function healthFeature(deps: FeatureDeps, opts: { version: string }): Feature {
  return {
    async register(app) {
      await app.register(healthRoutes, { database: deps.database, mailer: deps.mailer, version: opts.version });
    },
  };
}
