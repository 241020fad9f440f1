import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VehicleMake } from '@shared/schemas/catalogue';
import { catalogueKeys } from './keys';

/** `GET /api/admin/vehicles`: every make (those with no models yet too), its models and their chassis codes. */
export const adminVehiclesQueryOptions = () => queryOptions<VehicleMake[]>({ queryKey: catalogueKeys.adminVehicles() });

export function useAdminVehicles() {
  return useQuery(adminVehiclesQueryOptions());
}
