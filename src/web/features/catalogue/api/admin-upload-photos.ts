import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_PHOTOS_FIELD, type UploadPhotosResponse } from '@shared/schemas/images';
import { postFormData } from '@web/lib/api-client';
import { invalidateGallery } from './admin-invalidate-gallery';

/** `POST /api/admin/upload-photos` (multipart, field `photos`): the photos go to the gallery and come back as our own URLs. */
export function uploadPartPhotos(files: File[]): Promise<UploadPhotosResponse> {
  const body = new FormData();
  for (const file of files) body.append(UPLOAD_PHOTOS_FIELD, file, file.name);
  return postFormData<UploadPhotosResponse>('/api/admin/upload-photos', body);
}

export function useUploadPartPhotos() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadPartPhotos, onSuccess: () => invalidateGallery(queryClient) });
}
