import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkAction, InventoryBulkResult } from '@shared/schemas/admin-shop';
import { apiRequest } from '@web/lib/api-client';
import { invalidateInventory } from './admin-invalidate';

/** `POST /api/admin/inventory/bulk`: one action on many products, all or nothing (404 names unknown ids). */
export function bulkInventory(input: { ids: number[]; action: BulkAction }): Promise<InventoryBulkResult> {
  return apiRequest<InventoryBulkResult>('POST', '/api/admin/inventory/bulk', input);
}

export function useBulkInventory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkInventory, onSettled: () => invalidateInventory(queryClient) });
}
