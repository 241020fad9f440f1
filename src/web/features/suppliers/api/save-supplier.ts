import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Supplier, SupplierInput } from '@shared/schemas/suppliers';
import { apiRequest } from '@web/lib/api-client';
import { supplierKeys } from './keys';

/** `POST /api/admin/suppliers`. */
export function createSupplier(input: SupplierInput): Promise<Supplier> {
  return apiRequest<Supplier>('POST', '/api/admin/suppliers', input);
}

/** `PUT /api/admin/suppliers/{name}`: the name in the URL is the supplier's current one, URL-encoded. */
export function updateSupplier({ name, input }: { name: string; input: SupplierInput }): Promise<Supplier> {
  return apiRequest<Supplier>('PUT', `/api/admin/suppliers/${encodeURIComponent(name)}`, input);
}

export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupplier,
    onSettled: () => queryClient.invalidateQueries({ queryKey: supplierKeys.all() }),
  });
}

export function useUpdateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupplier,
    onSettled: () => queryClient.invalidateQueries({ queryKey: supplierKeys.all() }),
  });
}
