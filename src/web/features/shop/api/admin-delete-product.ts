import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDeleted } from '@shared/schemas/admin-shop';
import { apiRequest } from '@web/lib/api-client';
import { invalidateInventory } from './admin-invalidate';

/** `DELETE /api/admin/inventory/{id}`: a product an order names is archived instead (`archived: true`). */
export function deleteProduct(id: number): Promise<ProductDeleted> {
  return apiRequest<ProductDeleted>('DELETE', `/api/admin/inventory/${id}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSettled: () => invalidateInventory(queryClient) });
}
