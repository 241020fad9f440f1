import { useMutation } from '@tanstack/react-query';
import type { WebSearchResponse } from '@shared/schemas/images';
import { apiRequest } from '@web/lib/api-client';

/** `POST /api/images/google-search`: 503 when GOOGLE_API_KEY and GOOGLE_CSE_ID are not set. */
export const searchWebImages = (query: string) => apiRequest<WebSearchResponse>('POST', '/api/images/google-search', { query });

export function useWebImageSearch() {
  return useMutation({ mutationFn: searchWebImages });
}
