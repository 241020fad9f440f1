import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteImageResponse } from '@shared/schemas/images';
import { apiRequest } from '@web/lib/api-client';
import { invalidateGallery } from './invalidate';

/** `DELETE /api/images/delete/:filename` */
export const deleteImage = (filename: string) =>
  apiRequest<DeleteImageResponse>('DELETE', `/api/images/delete/${encodeURIComponent(filename)}`);

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteImage, onSuccess: () => invalidateGallery(queryClient) });
}
