import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarouselItem } from '@shared/schemas/shop';
import { shopKeys } from './keys';

/** `GET /api/admin/carousel`: every banner, inactive ones too, lowest priority first. */
export const adminCarouselQueryOptions = () => queryOptions<CarouselItem[]>({ queryKey: shopKeys.adminCarousel() });

export function useAdminCarousel() {
  return useQuery(adminCarouselQueryOptions());
}
