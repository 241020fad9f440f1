import { z } from 'zod';

// The shop's image gallery (docs/product.md §3 "Gallery image", §7 image calls, docs/choices.md #6 and #20).
// Every endpoint here is admin-only: 401 signed out, 403 for a customer. Errors have the one shape
// of ApiErrorSchema ({ message, issues }).

/** Images only, judged by their bytes (docs/choices.md #6). SVG is never accepted: it can carry script. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Each uploaded or downloaded image is at most this size. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** At most this many files in one POST /api/admin/upload-photos. */
export const IMAGE_MAX_FILES = 10;
/** The multipart field that carries the files of POST /api/admin/upload-photos (several parts of the same name). */
export const UPLOAD_PHOTOS_FIELD = 'photos';
/** The list answer of text search cuts the OCR text at this many characters (an ellipsis included). */
export const EXTRACTED_TEXT_PREVIEW_CHARS = 50;

/** docs/product.md §5: the inventory's message for an empty AI/text or web search. */
export const EMPTY_IMAGE_QUERY_MESSAGE = 'Please enter a search query';
/** docs/choices.md #20: web image search without GOOGLE_API_KEY and GOOGLE_CSE_ID. */
export const WEB_SEARCH_NOT_CONFIGURED_MESSAGE = 'Web image search is not configured';
/** docs/product.md §5: the confirmation before an image is deleted. */
export const DELETE_IMAGE_CONFIRMATION = 'Are you sure you want to delete this image? This action cannot be undone.';

/**
 * pending: waiting in the OCR queue; done: text read (may be empty); failed: OCR could not read the file.
 * Text search only sees extractedText once the status is done.
 */
export const OcrStatusSchema = z.enum(['pending', 'done', 'failed']);
export type OcrStatus = z.infer<typeof OcrStatusSchema>;

/** upload: POST /api/admin/upload-photos; web: POST /api/images/download-google-image. */
export const ImageOriginSchema = z.enum(['upload', 'web']);
export type ImageOrigin = z.infer<typeof ImageOriginSchema>;

/**
 * Our stored names: 32 lower-case hex characters and the image's extension. The route params accept
 * any short text so a bad name is a clear 400 (`..`, `/`, `\`) or 404 (not one of ours), never a path.
 */
export const STORED_IMAGE_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|gif)$/;

/** One image of the gallery. URLs are same-origin paths such as /uploads/gallery/<filename>. */
export const GalleryImageSchema = z.object({
  /** The stored (generated) name: the key of DELETE /api/images/delete/:filename. */
  filename: z.string(),
  /** The sender's own file name (or the web page title for a downloaded image), for people only. */
  originalName: z.string(),
  /** The original file, served by us. */
  url: z.string(),
  /** Same as url (docs/product.md §3 names both). */
  downloadUrl: z.string(),
  /** A small WebP (at most 320 px wide) for grids. */
  thumbnailUrl: z.string(),
  /** A full-size WebP copy. */
  webpUrl: z.string(),
  /** Bytes of the original. */
  size: z.number().int(),
  /** Kilobytes of the original, rounded to one decimal (docs/product.md §3 shows KB). */
  sizeKb: z.number(),
  mime: z.enum(IMAGE_UPLOAD_TYPES),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  description: z.string().nullable(),
  /** The whole OCR text (null until OCR is done). */
  extractedText: z.string().nullable(),
  ocrStatus: OcrStatusSchema,
  origin: ImageOriginSchema,
  /** docs/product.md §3's source: these are all gallery images. */
  source: z.literal('gallery'),
  /** ISO 8601. */
  uploadedAt: z.string(),
  /** Same as uploadedAt (docs/product.md §3's name). */
  uploadDate: z.string(),
});
export type GalleryImage = z.infer<typeof GalleryImageSchema>;

// POST /api/admin/upload-photos --------------------------------------------------------------------
// multipart/form-data, one or more files in the field `photos`. 400: no file, more than 10, or a file
// that is not a JPEG/PNG/WebP/GIF by content (the name and Content-Type are ignored). 413: a file over
// 10 MB ("The photo <name> is too large: the limit is 10 MB"). 201 on success. OCR runs afterwards in
// the background: the files come back with ocrStatus 'pending'.

/** docs/product.md §7 names both readings of the answer: files[].url and urls[]. */
/** The upload form's optional description of its photos (text search matches it). */
export const IMAGE_DESCRIPTION_MAX_LENGTH = 500;

export const UploadPhotosResponseSchema = z.object({
  /** "N photo(s) uploaded successfully" (docs/product.md §8). */
  message: z.string(),
  files: z.array(GalleryImageSchema),
  /** The same files' url, in the same order. */
  urls: z.array(z.string()),
  /**
   * Files whose exact content was in the gallery already: their existing entry is answered instead of a
   * second copy. A form that uploaded photos and is cancelled removes only the files not listed here.
   */
  alreadyInGallery: z.array(z.string()),
});
export type UploadPhotosResponse = z.infer<typeof UploadPhotosResponseSchema>;

// GET /api/images/gallery?sort=date|name&order=asc|desc ---------------------------------------------

export const GALLERY_SORTS = ['date', 'name'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

export const GalleryQuerySchema = z.strictObject({
  /** date: upload time; name: the original name (case-insensitive), then the stored name. Default date. */
  sort: z.enum(GALLERY_SORTS, { error: 'sort must be date or name' }).default('date'),
  /** Default desc (newest first). */
  order: z.enum(SORT_ORDERS, { error: 'order must be asc or desc' }).default('desc'),
});
export type GalleryQuery = z.infer<typeof GalleryQuerySchema>;
export type GalleryQueryInput = z.input<typeof GalleryQuerySchema>;

/** The whole gallery, sorted as asked (a shop's gallery is hundreds of images, not millions). */
export const GalleryListSchema = z.array(GalleryImageSchema);
export type GalleryList = z.infer<typeof GalleryListSchema>;

// DELETE /api/images/delete/:filename ---------------------------------------------------------------
// 400 for a name with `..`, `/` or `\` (or not of our form), 404 when it is not in the gallery.

export const ImageFilenameParamsSchema = z.strictObject({
  // A name, never a path: no "/", "\\" or ".." (NUL is refused for every text; the service checks again).
  filename: z
    .string()
    .max(200, 'File name is too long')
    .regex(/^\.?(?:[^./\\]+\.)*[^./\\]*$/, 'Invalid image file name'),
});

export const DeleteImageResponseSchema = z.object({
  /** 'Image deleted successfully' (docs/product.md §8). */
  message: z.string(),
  filename: z.string(),
});
export type DeleteImageResponse = z.infer<typeof DeleteImageResponseSchema>;

// POST /api/images/search-text ------------------------------------------------------------------------

const queryText = z.string().max(200, 'Search query must be at most 200 characters').optional();

/**
 * The inventory sends searchQuery, the picker sends query (docs/product.md §7): either is accepted, searchQuery
 * wins when both are given. A blank query is a 400 with 'Please enter a search query' (docs/product.md §5).
 */
export const TextSearchRequestSchema = z
  .strictObject({ searchQuery: queryText, query: queryText })
  .transform((v, ctx) => {
    const q = (v.searchQuery?.trim() || v.query?.trim()) ?? '';
    if (!q) {
      ctx.addIssue({ code: 'custom', path: ['searchQuery'], message: EMPTY_IMAGE_QUERY_MESSAGE });
      return z.NEVER;
    }
    return { query: q };
  });
export type TextSearchRequest = z.input<typeof TextSearchRequestSchema>;

/** Which of the image's texts matched; matchReason says it in words. */
export const MatchFieldSchema = z.enum(['text', 'filename', 'description']);
export type MatchField = z.infer<typeof MatchFieldSchema>;

export const TextSearchResultSchema = z.object({
  filename: z.string(),
  originalName: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  /** e.g. 'Text in image: "…brake pads…"', 'File name contains "brake"', 'Description contains "brake"'. */
  matchReason: z.string(),
  matchedOn: z.array(MatchFieldSchema),
  /** ISO 8601. */
  uploadDate: z.string(),
  /** The OCR text cut at 50 characters (ending in … when cut); null when none was read. */
  extractedText: z.string().nullable(),
  description: z.string().nullable(),
});
export type TextSearchResult = z.infer<typeof TextSearchResultSchema>;

export const TextSearchResponseSchema = z.object({
  query: z.string(),
  results: z.array(TextSearchResultSchema),
  total: z.number().int(),
  /** Images still waiting for OCR: a search right after an upload may miss their text. */
  pendingOcr: z.number().int(),
});
export type TextSearchResponse = z.infer<typeof TextSearchResponseSchema>;

// POST /api/images/google-search ------------------------------------------------------------------------
// 503 'Web image search is not configured' without GOOGLE_API_KEY and GOOGLE_CSE_ID; 502 when Google fails.

export const WebSearchRequestSchema = z
  .strictObject({ query: queryText, searchQuery: queryText })
  .transform((v, ctx) => {
    const q = (v.query?.trim() || v.searchQuery?.trim()) ?? '';
    if (!q) {
      ctx.addIssue({ code: 'custom', path: ['query'], message: EMPTY_IMAGE_QUERY_MESSAGE });
      return z.NEVER;
    }
    return { query: q };
  });
export type WebSearchRequest = z.input<typeof WebSearchRequestSchema>;

/** docs/product.md §3 "Web image result". */
export const WebImageResultSchema = z.object({
  title: z.string(),
  /** The image itself (what download-google-image takes as imageUrl). */
  link: z.string(),
  thumbnail: z.string(),
  /** The page that shows it (its host, e.g. example.com). */
  source: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type WebImageResult = z.infer<typeof WebImageResultSchema>;

export const WebSearchResponseSchema = z.object({
  query: z.string(),
  results: z.array(WebImageResultSchema),
});
export type WebSearchResponse = z.infer<typeof WebSearchResponseSchema>;

// POST /api/images/download-google-image ----------------------------------------------------------------
// Fetched on the server under docs/choices.md #6: http(s) only, public addresses only (no loopback, private,
// link-local, including after each of at most 3 redirects), at most 10 MB, an image by content. 400 for
// a refused address or a non-image, 413 for a body over the cap, 502 when the far server fails.

export const DownloadWebImageRequestSchema = z.strictObject({
  imageUrl: z
    .string({ error: 'imageUrl is required' })
    .trim()
    .min(1, 'imageUrl is required')
    .max(2048, 'imageUrl is too long')
    .meta({ format: 'uri', pattern: '^\\s*[hH][tT][tT][pP][sS]?://' })
    .refine((v) => /^https?:\/\//i.test(v), 'Only http and https image addresses can be downloaded'),
  title: z.string().trim().max(300).optional(),
  searchQuery: z.string().trim().max(200).optional(),
  /** When given, the downloaded image also becomes this inventory product's image. */
  productId: z.number().int().positive().max(2_147_483_647, 'productId is too large').optional(),
});
export type DownloadWebImageRequest = z.input<typeof DownloadWebImageRequestSchema>;

export const DownloadWebImageResponseSchema = z.object({
  /** 'Image downloaded and added to gallery' or 'Image downloaded and applied to product' (docs/product.md §8). */
  message: z.string(),
  url: z.string(),
  filename: z.string(),
  thumbnailUrl: z.string(),
  image: GalleryImageSchema,
  /** Set when productId was given and applied. */
  productId: z.number().int().nullable(),
});
export type DownloadWebImageResponse = z.infer<typeof DownloadWebImageResponseSchema>;

// GET /api/images/stock-search/:productId ----------------------------------------------------------------
// Images that fit an inventory product: gallery images whose OCR text, name or description mention the
// product's name words, brand, model or category, plus the seed illustrations of its kind. 404 for an
// unknown product.

export const ProductIdParamsSchema = z.strictObject({
  productId: z.coerce
    .number({ error: 'productId must be a number' })
    .int('productId must be a whole number')
    .positive('productId must be positive')
    .max(2_147_483_647, 'productId is too large'),
});

/** gallery: an image of the gallery (has a filename); illustration: one of the shop's bundled drawings. */
export const StockImageSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  /** The gallery's stored name, or the illustration's file name. */
  filename: z.string(),
  title: z.string(),
  source: z.enum(['gallery', 'illustration']),
  matchReason: z.string(),
});
export type StockImage = z.infer<typeof StockImageSchema>;

export const StockSearchResponseSchema = z.object({
  productId: z.number().int(),
  /** The words searched for (from the product's name, brand, model and category). */
  terms: z.array(z.string()),
  images: z.array(StockImageSchema),
});
export type StockSearchResponse = z.infer<typeof StockSearchResponseSchema>;

// POST /api/images/apply-stock-image ---------------------------------------------------------------------
// Sets an inventory product's image_url. Only our own images are accepted: a gallery URL that exists
// (/uploads/gallery/<name>) or a bundled illustration (/images/…). 404 unknown product or image.

export const ApplyStockImageRequestSchema = z.strictObject({
  productId: z.number({ error: 'productId is required' }).int().positive('productId must be positive').max(2_147_483_647, 'productId is too large'),
  imageUrl: z
    .string({ error: 'imageUrl is required' })
    .trim()
    .min(1, 'imageUrl is required')
    .max(300, 'imageUrl is too long')
    .meta({ pattern: '^\\s*/(?:uploads/gallery/|images/)' })
    .refine((v) => v.startsWith('/uploads/gallery/') || v.startsWith('/images/'), 'Choose an image from the gallery'),
});
export type ApplyStockImageRequest = z.input<typeof ApplyStockImageRequestSchema>;

export const ApplyStockImageResponseSchema = z.object({
  /** 'Product image updated with gallery image' (docs/product.md §8). */
  message: z.string(),
  productId: z.number().int(),
  imageUrl: z.string(),
});
export type ApplyStockImageResponse = z.infer<typeof ApplyStockImageResponseSchema>;
