import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarouselItem } from '@shared/schemas/shop';
import { shopKeys } from './keys';

/** `GET /api/carousel`: the active banners, lowest priority first (docs/product.md §3, §4). */
export const carouselQueryOptions = () => queryOptions<CarouselItem[]>({ queryKey: shopKeys.carousel() });

export function useCarousel() {
  return useQuery(carouselQueryOptions());
}
