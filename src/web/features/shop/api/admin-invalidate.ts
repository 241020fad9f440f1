import type { QueryClient } from '@tanstack/react-query';
import { shopKeys } from './keys';

/** After any staff change: the staff lists and the shop's own lists (the shop reads the same rows). */
export function invalidateInventory(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: shopKeys.adminInventoryAll() }),
    queryClient.invalidateQueries({ queryKey: shopKeys.inventoryAll() }),
  ]).then(() => undefined);
}

export function invalidateCarousel(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: shopKeys.adminCarousel() }),
    queryClient.invalidateQueries({ queryKey: shopKeys.carousel() }),
  ]).then(() => undefined);
}
