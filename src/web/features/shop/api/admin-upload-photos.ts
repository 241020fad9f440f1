import { useMutation } from '@tanstack/react-query';
import { UPLOAD_PHOTOS_FIELD, type UploadPhotosResponse } from '@shared/schemas/images';
import { ApiRequestError } from '@web/lib/api-client';

/**
 * `POST /api/admin/upload-photos` (multipart, field `photos`, several files). The api client speaks
 * JSON only, so this one call sends FormData itself, with the same error shape (`"<status>: <body>"`).
 */
export async function uploadPhotos(files: File[]): Promise<UploadPhotosResponse> {
  const body = new FormData();
  for (const file of files) body.append(UPLOAD_PHOTOS_FIELD, file, file.name);
  const res = await fetch('/api/admin/upload-photos', { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' }, body });
  if (!res.ok) throw new ApiRequestError(res.status, (await res.text().catch(() => '')) || res.statusText);
  return (await res.json()) as UploadPhotosResponse;
}

export function useUploadPhotos() {
  return useMutation({ mutationFn: uploadPhotos });
}
