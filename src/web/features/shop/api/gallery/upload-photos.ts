import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_PHOTOS_FIELD, type UploadPhotosResponse } from '@shared/schemas/images';
import { ApiRequestError } from '@web/lib/api-client';
import { invalidateGallery } from './invalidate';

/**
 * `POST /api/admin/upload-photos` (multipart, field `photos`, up to 10 files of 10 MB, and an optional `description`). The api client
 * speaks JSON only, so this call sends FormData itself and throws the same `"<status>: <body>"` error.
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
  const res = await fetch('/api/admin/upload-photos', { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' }, body });
  if (!res.ok) throw new ApiRequestError(res.status, (await res.text().catch(() => '')) || res.statusText);
  return (await res.json()) as UploadPhotosResponse;
}

export function useUploadGalleryPhotos() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadGalleryPhotos, onSuccess: () => invalidateGallery(queryClient) });
}
