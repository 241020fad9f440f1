import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shared/schemas/part-requests';
import { catalogueKeys } from './keys';

/**
 * `GET /api/categories`: every category (id, name, slug, type). The search filter lists the auto ones and
 * maps the mobile menu's `category=<slug>` links to a name. (Same key as the request form's, so one fetch.)
 */
export const categoriesQueryOptions = () => queryOptions<Category[]>({ queryKey: catalogueKeys.categories() });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
