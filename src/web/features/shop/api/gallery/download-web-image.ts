import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DownloadWebImageRequest, DownloadWebImageResponse } from '@shared/schemas/images';
import { apiRequest } from '@web/lib/api-client';
import { invalidateGallery } from './invalidate';

/** `POST /api/images/download-google-image`: the server fetches the picture into the gallery (docs/choices.md #6). */
export const downloadWebImage = (body: DownloadWebImageRequest) =>
  apiRequest<DownloadWebImageResponse>('POST', '/api/images/download-google-image', body);

export function useDownloadWebImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: downloadWebImage, onSuccess: () => invalidateGallery(queryClient) });
}
