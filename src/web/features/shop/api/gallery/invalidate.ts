import type { QueryClient } from '@tanstack/react-query';

/** Data never goes stale on its own (docs/product.md §9 defaults), so every change to the gallery refetches it. */
export function invalidateGallery(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['/api/images/gallery'] });
}
