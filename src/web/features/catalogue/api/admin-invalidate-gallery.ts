import type { QueryClient } from '@tanstack/react-query';

/**
 * A photo added from a part's form lands in the shop's image gallery too; its list is keyed by its API
 * address like every query (docs/architecture.md, "One way to the API"), so it is refetched here by that address, without
 * reaching into the shop feature for its key factory.
 */
export function invalidateGallery(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['/api/images/gallery'] });
}
