/**
 * Where the gallery's pictures are served, and the sizes each upload is stored in (src/server/lib/storage/
 * images.ts writes them): the original, a 320 px WebP thumbnail, WebP copies 640 and 1280 px wide, and a
 * full-size WebP. The web app builds `srcset` from an image's address with gallerySources.
 */
export const GALLERY_URL_PREFIX = '/uploads/gallery/';

export const RESPONSIVE_WIDTHS = [640, 1280] as const;
export const THUMBNAIL_WIDTH = 320;

const GALLERY_FILE = /^\/uploads\/gallery\/([a-f0-9]{32})\.(?:jpg|png|webp|gif)$/;

/** The srcset of a gallery picture (undefined for any other address: our SVG illustrations need none). */
export function gallerySrcSet(url: string): string | undefined {
  const hex = GALLERY_FILE.exec(url)?.[1];
  if (!hex) return undefined;
  return [
    `${GALLERY_URL_PREFIX}thumbs/${hex}.webp ${THUMBNAIL_WIDTH}w`,
    ...RESPONSIVE_WIDTHS.map((width) => `${GALLERY_URL_PREFIX}w${width}/${hex}.webp ${width}w`),
  ].join(', ');
}
