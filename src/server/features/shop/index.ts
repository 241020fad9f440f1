import type { Feature, FeatureDeps } from '../../feature';
import { shopAdminRoutes } from './admin-routes';
import { createShopAdminService } from './admin-service';
import { shopRoutes } from './routes';

export function shopFeature(deps: FeatureDeps): Feature {
  const admin = createShopAdminService({ db: deps.db, seller: deps.config.store });
  return {
    async register(app) {
      await app.register(shopRoutes, { db: deps.db });
    },
    async registerAdmin(scope) {
      await scope.register(shopAdminRoutes, { service: admin });
    },
  };
}
