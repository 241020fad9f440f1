import type { QueryClient } from '@tanstack/react-query';
import type { VehicleMake } from '@shared/schemas/catalogue';
import { catalogueKeys } from './keys';

/**
 * After staff change the vehicle list: staff's list takes the server's answer (each answer is the whole
 * list), and what reads the vehicles refetches: customers' pickers and the part form's fitment rows
 * (`/api/vehicles`), and the parts, whose cards and pages name their models and chassis codes.
 */
export function afterVehiclesChange(queryClient: QueryClient, list: VehicleMake[]): Promise<void> {
  queryClient.setQueryData(catalogueKeys.adminVehicles(), list);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogueKeys.vehicles() }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.partsAll() }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.adminPartsAll() }),
  ]).then(() => undefined);
}
