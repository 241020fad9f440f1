import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LandedCostRates, LandedCostRatesInput } from '@shared/schemas/landed-cost';
import { apiRequest } from '@web/lib/api-client';
import { partRequestKeys } from './keys';

/** `PUT /api/admin/landed-cost-rates`: a new rates record; quotes already sent keep the rates they used. */
export function updateLandedCostRates(input: LandedCostRatesInput): Promise<LandedCostRates> {
  return apiRequest<LandedCostRates>('PUT', '/api/admin/landed-cost-rates', input);
}

export function useUpdateLandedCostRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLandedCostRates,
    onSuccess: (rates) => {
      queryClient.setQueryData(partRequestKeys.landedCostRates(), rates);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: partRequestKeys.landedCostRates() }),
  });
}
