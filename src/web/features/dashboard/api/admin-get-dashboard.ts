import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard, DashboardQuery } from '@shared/schemas/dashboard';
import { dashboardKeys } from './keys';

/**
 * `GET /api/admin/dashboard?period=&from=&to=`: the period's sales, sourcing funnel, promises and suppliers
 * beside the period before, and what is owed and on the shelf now (src/shared/schemas/dashboard.ts).
 */
export const dashboardQueryOptions = (query: DashboardQuery) => queryOptions<Dashboard>({ queryKey: dashboardKeys.view(query) });

/** Keeps the last period on screen, marked as updating, while the next one loads, so the page doesn't jump. */
export function useDashboard(query: DashboardQuery) {
  return useQuery({ ...dashboardQueryOptions(query), placeholderData: keepPreviousData });
}
