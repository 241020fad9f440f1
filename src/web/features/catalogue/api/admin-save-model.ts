import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModelInput, ModelUpdate } from '@shared/schemas/admin-vehicles';
import type { VehicleMake } from '@shared/schemas/catalogue';
import { apiRequest } from '@web/lib/api-client';
import { afterVehiclesChange } from './admin-vehicles-invalidate';

export type SaveModelVariables = { add: ModelInput } | { id: number; update: ModelUpdate };

/**
 * `POST /api/admin/vehicles/models` (a new model of a make, 201) or `PUT /api/admin/vehicles/models/{id}`
 * (its name, years and other names). Each answers the whole list. A PUT is 409 when the new years would
 * leave out a chassis code's years, parts' fitment or customers' saved vehicles, its issue at `yearFrom`.
 */
export function saveModel(variables: SaveModelVariables): Promise<VehicleMake[]> {
  return 'add' in variables
    ? apiRequest<VehicleMake[]>('POST', '/api/admin/vehicles/models', variables.add)
    : apiRequest<VehicleMake[]>('PUT', `/api/admin/vehicles/models/${variables.id}`, variables.update);
}

export function useSaveModel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveModel, onSuccess: (list) => afterVehiclesChange(queryClient, list) });
}
