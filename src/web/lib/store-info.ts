import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEMO_STORE } from '@shared/constants';
import { DEFAULT_DEPOSIT_PERCENT } from '@shared/payments';
import type { StoreInfo } from '@shared/schemas/store';

/** The store's identity comes from the server (`GET /api/store`); the demo values only fill the gap while it loads. */

export const storeKeys = {
  info: () => ['/api/store'] as const,
};

export const storeInfoQueryOptions = () => queryOptions<StoreInfo>({ queryKey: storeKeys.info() });

const LOADING_STORE: StoreInfo = {
  ...DEMO_STORE,
  firstAccountBecomesAdmin: false,
  updateChannels: { whatsapp: false, sms: false },
  paying: { depositPercent: DEFAULT_DEPOSIT_PERCENT, cardOnline: false, bankTransfer: false },
};

export function useStoreInfo() {
  const query = useQuery(storeInfoQueryOptions());
  return { ...query, store: query.data ?? LOADING_STORE };
}
