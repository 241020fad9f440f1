import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CarouselFormValues } from '@shared/schemas/admin-shop';
import type { CarouselItem } from '@shared/schemas/shop';
import { apiRequest } from '@web/lib/api-client';
import { invalidateCarousel } from './admin-invalidate';

export type SaveCarouselItemVariables = { id?: number; input: CarouselFormValues };

/** `POST /api/admin/carousel` (no id) or `PUT /api/admin/carousel/{id}`. */
export function saveCarouselItem({ id, input }: SaveCarouselItemVariables): Promise<CarouselItem> {
  return id === undefined
    ? apiRequest<CarouselItem>('POST', '/api/admin/carousel', input)
    : apiRequest<CarouselItem>('PUT', `/api/admin/carousel/${id}`, input);
}

export function useSaveCarouselItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCarouselItem, onSettled: () => invalidateCarousel(queryClient) });
}
