import type { Feature, FeatureDeps } from '../../feature';
import { dashboardAdminRoutes } from './routes';
import { createDashboardService } from './service';

/** How the business is doing, for staff (docs/dashboard.md): reads only, over every other feature's tables. */
export function dashboardFeature(deps: FeatureDeps): Feature {
  const service = createDashboardService(deps.db);
  return {
    async registerAdmin(admin) {
      await admin.register(dashboardAdminRoutes, { service });
    },
  };
}
