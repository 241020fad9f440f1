import type { Feature, FeatureDeps } from '../../feature';
import { outboxAdminRoutes } from './routes';

export function outboxFeature(deps: FeatureDeps): Feature {
  return {
    async registerAdmin(admin) {
      await admin.register(outboxAdminRoutes, { mailer: deps.mailer });
    },
  };
}
