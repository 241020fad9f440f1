import {
  type DeleteImageResponse,
  type GalleryImage,
  type GalleryQuery,
  type TextSearchResponse,
} from '../../../shared/schemas/images';
import { AppError } from '../../lib/errors';
import { createGalleryFiles, imageForOcr } from '../../lib/storage/images';
import { createOcrQueue } from './ocr-job';
import * as repo from './repository';
import { toGalleryImage } from './views';
import { createGalleryStore, TRAVERSAL } from './gallery-store';
import { createStockImages } from './stock-images';
import { textMatches } from './text-search';
import { createWebImages } from './web-images';
import type { ImageServiceDeps } from './service-deps';

export { UpstreamFailed } from './web-images';
export type { ImageServiceDeps, IncomingFile, WebImageFetchOptions } from './service-deps';

/**
 * The staff image gallery: uploads and the gallery's files (gallery-store.ts), text search (text-search.ts),
 * images from the web (web-images.ts) and stock images for a product (stock-images.ts), with the OCR
 * queue that reads each image's text.
 */
export function createImageService(deps: ImageServiceDeps) {
  const { db } = deps;
  const files = createGalleryFiles(deps.storage);
  const queue = createOcrQueue({
    jobs: deps.jobs,
    reader: deps.ocr,
    log: deps.log,
    job: {
      async load(id) {
        const row = await repo.findById(db, id);
        const bytes = row?.ocrStatus === 'pending' ? await files.read(row.filename) : undefined;
        return bytes ? imageForOcr(bytes) : undefined;
      },
      save: (id, status, text) => repo.setOcrResult(db, id, status, text),
    },
  });
  const store = createGalleryStore(db, files, queue);
  const web = createWebImages(deps, store);

  return {
    upload: store.upload,

    async gallery(q: GalleryQuery): Promise<GalleryImage[]> {
      return (await repo.listImages(db, q.sort, q.order)).map(toGalleryImage);
    },

    /** DELETE /api/images/delete/:filename. The name is only ever used as a key of the table. */
    async remove(filename: string): Promise<DeleteImageResponse> {
      if (!filename || TRAVERSAL.test(filename)) {
        throw new AppError('invalid_data', 'Invalid image file name', [{ path: 'filename', message: 'Invalid image file name' }]);
      }
      const row = await repo.findByFilename(db, filename);
      if (!row) throw new AppError('not_found', 'Image not found');
      await repo.deleteByFilename(db, filename);
      await files.remove(row.filename);
      return { message: 'Image deleted successfully', filename: row.filename };
    },

    async searchText(query: string): Promise<TextSearchResponse> {
      const words = [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
      const rows = await repo.searchAllWords(db, words, 100);
      const results = textMatches(rows, words, query);
      return { query, results, total: results.length, pendingOcr: await repo.countPendingOcr(db) };
    },

    ...web,
    ...createStockImages(deps),

    /** Queues images left 'pending' by a previous run (called when the server starts listening). */
    async resumeOcr(): Promise<void> {
      await queue.resume(await repo.pendingOcrIds(db));
    },

    /** Writes the sized copies of uploads from before they existed (called when the server starts listening). */
    addMissingSizes: (): Promise<number> => files.addMissingSizes(),

    /** Resolves when the OCR queue is empty (tests await it after an upload). */
    ocrIdle: () => queue.idle(),
    close: () => queue.close(),
  };
}

export type ImageService = ReturnType<typeof createImageService>;
