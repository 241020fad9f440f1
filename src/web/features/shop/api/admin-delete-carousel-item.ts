import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { invalidateCarousel } from './admin-invalidate';

/** `DELETE /api/admin/carousel/{id}`. */
export function deleteCarouselItem(id: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('DELETE', `/api/admin/carousel/${id}`);
}

export function useDeleteCarouselItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCarouselItem, onSettled: () => invalidateCarousel(queryClient) });
}
