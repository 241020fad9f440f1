import { useQuery } from '@tanstack/react-query';
import { searchPartsQueryOptions } from './search-parts';

/** docs/product.md §9: similar products shows 3. One more is asked for, since the part itself may be among them. */
export const SIMILAR_PARTS_COUNT = 3;

/** `GET /api/parts?categoryId=…&limit=4`: other parts of the same category, without this one. */
export function useSimilarParts(categoryId: number | undefined, excludeId: number | undefined) {
  return useQuery({
    ...searchPartsQueryOptions({ categoryId, limit: SIMILAR_PARTS_COUNT + 1 }),
    enabled: categoryId !== undefined,
    select: (result) => result.parts.filter((part) => part.id !== excludeId).slice(0, SIMILAR_PARTS_COUNT),
  });
}
