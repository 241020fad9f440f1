import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shared/schemas/part-requests';

/**
 * `GET /api/categories`: every category (id, name, slug, type), ordered by type then name. Shared by the
 * request form (filtered by part type in the browser, so switching costs no call) and the catalogue's
 * search filters (which also map the mobile menu's `category=<slug>` links to a name). One key, one fetch.
 */
export const categoryKeys = { all: () => ['/api/categories'] as const };

export const categoriesQueryOptions = () => queryOptions<Category[]>({ queryKey: categoryKeys.all() });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
