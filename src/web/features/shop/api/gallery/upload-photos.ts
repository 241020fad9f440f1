import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_PHOTOS_FIELD, type UploadPhotosResponse } from '@shared/schemas/images';
import { postFormData } from '@web/lib/api-client';
import { invalidateGallery } from './invalidate';

/**
 * `POST /api/admin/upload-photos` (multipart, field `photos`, up to 10 files of 10 MB, and an optional `description`).
 */
export type PhotoUpload = {
  files: File[];
  /** Staff's words for the photos; text search matches them as well as the words read in each image. */
  description?: string;
};

export async function uploadGalleryPhotos({ files, description }: PhotoUpload): Promise<UploadPhotosResponse> {
  const body = new FormData();
  if (description?.trim()) body.append('description', description.trim());
  for (const file of files) body.append(UPLOAD_PHOTOS_FIELD, file, file.name);
  return postFormData<UploadPhotosResponse>('/api/admin/upload-photos', body);
}

export function useUploadGalleryPhotos() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadGalleryPhotos, onSuccess: () => invalidateGallery(queryClient) });
}
