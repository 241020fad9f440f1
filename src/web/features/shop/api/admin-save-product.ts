import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, ProductFormValues } from '@shared/schemas/admin-shop';
import { apiRequest } from '@web/lib/api-client';
import { invalidateInventory } from './admin-invalidate';

export type SaveProductVariables = { id?: number; input: ProductFormValues };

/** `POST /api/admin/inventory` (no id) or `PUT /api/admin/inventory/{id}`: 400 with field issues, 409 for a taken SKU. */
export function saveProduct({ id, input }: SaveProductVariables): Promise<AdminProduct> {
  return id === undefined
    ? apiRequest<AdminProduct>('POST', '/api/admin/inventory', input)
    : apiRequest<AdminProduct>('PUT', `/api/admin/inventory/${id}`, input);
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProduct, onSuccess: () => invalidateInventory(queryClient) });
}
