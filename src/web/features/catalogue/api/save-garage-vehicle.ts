import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GarageVehicle, GarageVehicleInput } from '@shared/schemas/garage';
import { apiRequest } from '@web/lib/api-client';
import { catalogueKeys } from './keys';

/** `POST /api/garage`: saves a vehicle on the account (the same vehicle again answers the saved one). */
export function saveGarageVehicle(input: GarageVehicleInput): Promise<GarageVehicle> {
  return apiRequest<GarageVehicle>('POST', '/api/garage', input);
}

export function useSaveGarageVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGarageVehicle,
    onSuccess: (saved) => {
      queryClient.setQueryData<GarageVehicle[]>(catalogueKeys.garage(), (list) =>
        list && !list.some((v) => v.id === saved.id) ? [...list, saved] : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.garage() }),
  });
}
