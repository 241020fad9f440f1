import type { Feature, FeatureDeps } from '../../feature';
import { dashboardAdminRoutes } from './routes';
import { createDashboardService } from './service';

/** How the business is doing, for staff (docs/dashboard.md): reads over every other feature's tables, with its own kept days. */
export function dashboardFeature(deps: FeatureDeps): Feature {
  const service = createDashboardService(deps.db);
  // Each night, after Kingston's midnight (00:30, 05:30 UTC), the day that closed and any written to since
  // are worked out and kept (docs/decisions/021-dashboard-days.md), so the morning's first look is quick.
  deps.jobs.define({
    name: 'dashboard-days',
    label: "Work out the dashboard's figures for the day that closed",
    policy: 'singleton',
    every: '30 5 * * *',
    retryLimit: 1,
    handler: async () => void (await service.keepClosedDays()),
  });
  return {
    async registerAdmin(admin) {
      await admin.register(dashboardAdminRoutes, { service });
    },
  };
}
