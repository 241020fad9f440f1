import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartDetail } from '@shared/schemas/catalogue';
import { catalogueKeys } from './keys';

/** `GET /api/parts/{id}`: one part with its fitment list (404 when unknown, 400 when the id is not a whole number). */
export const partQueryOptions = (id: number) => queryOptions<PartDetail>({ queryKey: catalogueKeys.part(id) });

/** `null` (an id that is not a whole number) fetches nothing. */
export function usePart(id: number | null) {
  return useQuery({ ...partQueryOptions(id ?? 0), enabled: id !== null });
}
