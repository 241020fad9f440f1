import type { DashboardQuery } from '@shared/schemas/dashboard';

/**
 * Query keys of the staff dashboard, shaped for `urlFromQueryKey`: the path, then the period as the query
 * string, so each period is cached apart and going back to one shows it at once.
 */
export const dashboardKeys = {
  all: () => ['/api/admin/dashboard'] as const,
  view: ({ period, from, to }: DashboardQuery) => ['/api/admin/dashboard', { period, from, to }] as const,
};
