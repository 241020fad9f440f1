import { useQuery } from '@tanstack/react-query';
import type { LandedCostRates } from '@shared/schemas/landed-cost';
import { orderKeys } from './keys';

/**
 * `GET /api/landed-cost-rates`: the exchange rate in force, with which the server charges a catalogue
 * part (listed in US$) in J$ (decision 005). Checkout shows the same figure; asked only when the cart
 * holds one.
 */
export function useExchangeRate({ enabled }: { enabled: boolean }) {
  return useQuery<LandedCostRates>({ queryKey: orderKeys.rates(), enabled });
}
