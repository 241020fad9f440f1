import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryList, GalleryQuery } from '@shared/schemas/images';
import { imageKeys } from './keys';

/** `GET /api/images/gallery?sort=date|name&order=asc|desc`: every gallery image, sorted by the server. */
export const galleryQueryOptions = (q: GalleryQuery) => queryOptions<GalleryList>({ queryKey: imageKeys.gallery(q) });

/** While an image waits for OCR (a few seconds after an upload), the open gallery looks again every 3 s. */
const OCR_POLL_MS = 3000;

export function useGallery(q: GalleryQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    ...galleryQueryOptions(q),
    enabled: opts.enabled ?? true,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.some((i) => i.ocrStatus === 'pending') ? OCR_POLL_MS : false),
  });
}
