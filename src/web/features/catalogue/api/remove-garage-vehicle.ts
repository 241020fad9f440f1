import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GarageVehicle } from '@shared/schemas/garage';
import { apiRequest } from '@web/lib/api-client';
import { catalogueKeys } from './keys';

/** `DELETE /api/garage/{id}`: removes a saved vehicle from the account. */
export function removeGarageVehicle(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/garage/${encodeURIComponent(id)}`);
}

export function useRemoveGarageVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGarageVehicle,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<GarageVehicle[]>(catalogueKeys.garage(), (list) => list?.filter((v) => v.id !== id));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.garage() }),
  });
}
