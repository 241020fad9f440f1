import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GarageVehicle } from '@shared/schemas/garage';
import { catalogueKeys } from './keys';

/** `GET /api/garage`: the signed-in customer's saved vehicles, oldest first. */
export const garageQueryOptions = () => queryOptions<GarageVehicle[]>({ queryKey: catalogueKeys.garage() });

export function useAccountGarage(enabled: boolean) {
  return useQuery({ ...garageQueryOptions(), enabled });
}
