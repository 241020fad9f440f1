import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VehicleMake } from '@shared/schemas/catalogue';
import { catalogueKeys } from './keys';

/** `GET /api/vehicles`: every make with its models (chassis codes, years), for the vehicle filter. */
export const vehiclesQueryOptions = () => queryOptions<VehicleMake[]>({ queryKey: catalogueKeys.vehicles() });

export function useVehicles() {
  return useQuery(vehiclesQueryOptions());
}
