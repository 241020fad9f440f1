import type { Feature, FeatureDeps } from '../../feature';
import { contactAdminRoutes } from './admin-routes';
import { contactRoutes } from './routes';
import { createContactService } from './service';

export function contactFeature(deps: FeatureDeps): Feature {
  const { db, mailer, publicUrl, log, config } = deps;
  const service = createContactService({ db, mailer, publicUrl, storeEmail: config.store.email, log });
  return {
    async register(app) {
      await app.register(contactRoutes, { service, limits: config.limits });
    },
    async registerAdmin(admin) {
      await admin.register(contactAdminRoutes, { service });
    },
  };
}
