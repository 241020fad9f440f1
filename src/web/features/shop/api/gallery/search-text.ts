import { useMutation } from '@tanstack/react-query';
import type { TextSearchResponse } from '@shared/schemas/images';
import { apiRequest } from '@web/lib/api-client';

/** `POST /api/images/search-text`: the words read in each image (OCR), its name and description. */
export const searchImageText = (query: string) => apiRequest<TextSearchResponse>('POST', '/api/images/search-text', { query });

export function useImageTextSearch() {
  return useMutation({ mutationFn: searchImageText });
}
