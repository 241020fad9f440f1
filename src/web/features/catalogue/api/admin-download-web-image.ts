import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DownloadWebImageRequest, DownloadWebImageResponse } from '@shared/schemas/images';
import { apiRequest } from '@web/lib/api-client';
import { invalidateGallery } from './admin-invalidate-gallery';

/**
 * `POST /api/images/download-google-image`: the server fetches the picture at a web address into the
 * gallery (docs/choices.md #6), so a part shows our own copy, never someone else's link.
 */
export const downloadPartImage = (body: DownloadWebImageRequest) =>
  apiRequest<DownloadWebImageResponse>('POST', '/api/images/download-google-image', body);

export function useDownloadPartImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: downloadPartImage, onSuccess: () => invalidateGallery(queryClient) });
}
