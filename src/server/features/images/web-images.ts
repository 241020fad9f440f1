import {
  IMAGE_MAX_BYTES,
  type DownloadWebImageResponse,
  type WebSearchResponse,
  WEB_SEARCH_NOT_CONFIGURED_MESSAGE,
} from '../../../shared/schemas/images';
import { AppError } from '../../lib/errors';
import { FetchRefused, safeFetch } from '../../lib/net/safe-fetch';
import { WebSearchFailed } from '../../lib/web-image-search';
import { check, cleanName, type Checked, type GalleryStore } from './gallery-store';
import * as repo from './repository';
import type { ImageServiceDeps } from './service-deps';
import { toGalleryImage } from './views';

/** A far server failed (network, Google down): the route answers 502 with this message. */
export class UpstreamFailed extends Error {}

/** Images from the web: Google's image search, and a picture fetched from its address into the gallery. */
export function createWebImages(deps: Pick<ImageServiceDeps, 'db' | 'webSearch' | 'fetch'>, gallery: Pick<GalleryStore, 'store'>) {
  const { db } = deps;
  const { store } = gallery;

  /** POST /api/images/download-google-image under docs/choices.md #6 (lib/net/safe-fetch). */
  async function downloadWebImage(
    body: { imageUrl: string; title?: string; searchQuery?: string; productId?: number },
    uploadedBy: string | null,
  ): Promise<DownloadWebImageResponse> {
    // An unknown product is refused before anything is fetched.
    if (body.productId !== undefined && !(await repo.findProduct(db, body.productId))) throw new AppError('not_found', 'Product not found');
    let fetched;
    try {
      fetched = await safeFetch(body.imageUrl, { maxBytes: IMAGE_MAX_BYTES, ...deps.fetch });
    } catch (err) {
      if (!(err instanceof FetchRefused)) throw err;
      if (err.reason === 'too_large') throw new AppError('too_large', err.message);
      if (err.reason === 'network') throw new UpstreamFailed(err.message);
      throw new AppError('invalid_data', err.message, [{ path: 'imageUrl', message: err.message }]);
    }
    const lastSegment = decodeURIComponentSafe(new URL(fetched.finalUrl).pathname.split('/').pop() ?? '');
    const originalName = cleanName(body.title || lastSegment, 'web-image');
    let checked: Checked;
    try {
      checked = await check(fetched.bytes, originalName);
    } catch (err) {
      if (err instanceof AppError && err.type === 'invalid_data') {
        const message = 'That address is not an image: choose a JPEG, PNG, WebP or GIF picture';
        throw new AppError('invalid_data', message, [{ path: 'imageUrl', message }]);
      }
      throw err;
    }
    const description = [body.title, body.searchQuery && `Web search: ${body.searchQuery}`].filter(Boolean).join(' · ').slice(0, 500) || null;
    const [row] = await store([checked], { description, uploadedBy, origin: 'web', sourceUrl: fetched.finalUrl.slice(0, 2048) });
    const image = toGalleryImage(row!);
    let productId: number | null = null;
    if (body.productId !== undefined && (await repo.setProductImage(db, body.productId, image.url))) productId = body.productId;
    return {
      message: productId === null ? 'Image downloaded and added to gallery' : 'Image downloaded and applied to product',
      url: image.url,
      filename: image.filename,
      thumbnailUrl: image.thumbnailUrl,
      image,
      productId,
    };
  }

  return {
    async webSearch(query: string): Promise<WebSearchResponse> {
      if (!deps.webSearch) throw new AppError('unavailable', WEB_SEARCH_NOT_CONFIGURED_MESSAGE);
      try {
        return { query, results: await deps.webSearch(query) };
      } catch (err) {
        if (err instanceof WebSearchFailed) throw new UpstreamFailed(err.message);
        throw err;
      }
    },

    downloadWebImage,

    /**
     * A photo on another site, for a catalogue import's part: the gallery's copy when this address was
     * fetched before, else fetched now (as downloadWebImage does). What stops it is answered, not thrown:
     * the import notes it on its row and goes on.
     */
    async photoFromWeb(imageUrl: string): Promise<{ url: string } | { refused: string }> {
      const kept = await repo.findBySourceUrl(db, imageUrl.slice(0, 2048));
      if (kept) return { url: toGalleryImage(kept).url };
      try {
        return { url: (await downloadWebImage({ imageUrl }, null)).url };
      } catch (err) {
        if (err instanceof AppError || err instanceof UpstreamFailed) return { refused: err.message };
        throw err;
      }
    },
  };
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
