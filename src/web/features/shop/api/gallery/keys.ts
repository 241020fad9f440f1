import type { GalleryQuery } from '@shared/schemas/images';

/** Query keys of the image gallery (one factory per feature, docs/architecture.md, "One way to the API"). */
export const imageKeys = {
  all: ['/api/images'] as const,
  gallery: (q: GalleryQuery) => ['/api/images/gallery', { sort: q.sort, order: q.order }] as const,
};
