import { useCallback } from 'react';
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

/**
 * Takes photos out of the gallery without asking (a cancelled form's own uploads). Runs to the end even
 * when the form that asked is gone; a photo that cannot be deleted stays, which is the old behaviour.
 */
export function useDiscardImages() {
  const queryClient = useQueryClient();
  // Stable, so a form can run it from an effect's cleanup without the effect re-running on each render.
  return useCallback(
    (filenames: string[]) => {
      if (filenames.length === 0) return;
      void Promise.allSettled(filenames.map(deleteImage)).then(() => invalidateGallery(queryClient));
    },
    [queryClient],
  );
}
