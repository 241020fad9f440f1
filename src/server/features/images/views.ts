import {
  EXTRACTED_TEXT_PREVIEW_CHARS,
  type GalleryImage,
  type IMAGE_UPLOAD_TYPES,
} from '../../../shared/schemas/images';
import { GALLERY_URL_PREFIX } from '../../../shared/gallery-images';
import type { ImageRow } from './repository';

/** The URL path the gallery's files are served under (plugins: registerGalleryFiles). */
export { GALLERY_URL_PREFIX };

const hexOf = (filename: string) => filename.replace(/\.\w+$/, '');
export const galleryUrl = (filename: string) => `${GALLERY_URL_PREFIX}${filename}`;
export const thumbnailUrl = (filename: string) => `${GALLERY_URL_PREFIX}thumbs/${hexOf(filename)}.webp`;
export const webpUrl = (filename: string) => `${GALLERY_URL_PREFIX}webp/${hexOf(filename)}.webp`;

export function toGalleryImage(row: ImageRow): GalleryImage {
  const url = galleryUrl(row.filename);
  const uploadedAt = row.createdAt.toISOString();
  return {
    filename: row.filename,
    originalName: row.originalName,
    url,
    downloadUrl: url,
    thumbnailUrl: thumbnailUrl(row.filename),
    webpUrl: webpUrl(row.filename),
    size: row.sizeBytes,
    sizeKb: Math.round(row.sizeBytes / 102.4) / 10,
    mime: row.mime as (typeof IMAGE_UPLOAD_TYPES)[number],
    width: row.width,
    height: row.height,
    description: row.description,
    extractedText: row.ocrStatus === 'done' ? row.extractedText : null,
    ocrStatus: row.ocrStatus,
    origin: row.origin,
    source: 'gallery',
    uploadedAt,
    uploadDate: uploadedAt,
  };
}

/** The list's OCR text: cut at 50 characters, an ellipsis marking the cut. */
export function previewText(text: string | null): string | null {
  if (text === null) return null;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXTRACTED_TEXT_PREVIEW_CHARS ? flat : `${flat.slice(0, EXTRACTED_TEXT_PREVIEW_CHARS - 1).trimEnd()}…`;
}
