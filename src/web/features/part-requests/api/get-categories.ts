import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shared/schemas/part-requests';
import { partRequestKeys } from './keys';

/**
 * `GET /api/categories`: every category, ordered by type then name. The form fetches the whole list once
 * and filters it by part type in the browser, so switching between auto and phone costs no call.
 */
export const categoriesQueryOptions = () => queryOptions<Category[]>({ queryKey: partRequestKeys.categories() });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
