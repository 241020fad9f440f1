import { useQuery } from '@tanstack/react-query';
import type { SimilarParts } from '@shared/schemas/catalogue';
import { catalogueKeys } from './keys';

/** `GET /api/parts/{id}/similar`: parts of the same kind, those fitting the same vehicle first (the server chooses). */
export function useSimilarParts(partId: number) {
  return useQuery({ queryKey: catalogueKeys.similar(partId), select: (result: SimilarParts) => result.parts });
}
