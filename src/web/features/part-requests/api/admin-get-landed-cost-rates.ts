import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LandedCostRates } from '@shared/schemas/landed-cost';
import { partRequestKeys } from './keys';

/**
 * `GET /api/landed-cost-rates`: the rates in force, for the admin rates card and the quote preview.
 * (A public endpoint; the key is the feature's one, so every screen that reads the rates shares the cache.)
 */
export const landedCostRatesQueryOptions = () => queryOptions<LandedCostRates>({ queryKey: partRequestKeys.landedCostRates() });

export function useLandedCostRates() {
  return useQuery(landedCostRatesQueryOptions());
}
