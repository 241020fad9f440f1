import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChassisInput } from '@shared/schemas/admin-vehicles';
import type { VehicleMake } from '@shared/schemas/catalogue';
import { apiRequest } from '@web/lib/api-client';
import { afterVehiclesChange } from './admin-vehicles-invalidate';

/** `existing`: the code being edited (its years and aliases change, never the code itself). */
export type SaveChassisVariables = { modelId: number; existing?: string; input: ChassisInput };

/**
 * `POST /api/admin/vehicles/models/{id}/chassis` (a new code, 201) or `PUT …/chassis/{code}`. Each answers
 * the whole list. 400 at `yearFrom` when the years are outside the model's; 409 when the code or an alias
 * is taken for the model, or (a PUT) when the new years would leave out parts or saved vehicles.
 */
export function saveChassis({ modelId, existing, input }: SaveChassisVariables): Promise<VehicleMake[]> {
  const base = `/api/admin/vehicles/models/${modelId}/chassis`;
  return existing === undefined
    ? apiRequest<VehicleMake[]>('POST', base, input)
    : apiRequest<VehicleMake[]>('PUT', `${base}/${encodeURIComponent(existing)}`, input);
}

export function useSaveChassis() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveChassis, onSuccess: (list) => afterVehiclesChange(queryClient, list) });
}
