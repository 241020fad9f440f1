import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VehicleMake } from '@shared/schemas/catalogue';
import { apiRequest } from '@web/lib/api-client';
import { afterVehiclesChange } from './admin-vehicles-invalidate';

/** `POST /api/admin/vehicles/makes` (201, the whole list): 409 with an issue at `name` when the make is listed already. */
export const addMake = (input: { name: string }) => apiRequest<VehicleMake[]>('POST', '/api/admin/vehicles/makes', input);

export function useAddMake() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addMake, onSuccess: (list) => afterVehiclesChange(queryClient, list) });
}
