import path from 'node:path';
import type { Feature, FeatureDeps } from '../../feature';
import { createOcrReader, type OcrReader } from '../../lib/ocr/tesseract';
import { createGoogleImageSearch } from '../../lib/web-image-search';
import { IMAGES_DIR } from '../../plugins/static-web';
import { imageAdminRoutes, registerGalleryFiles } from './routes';
import { createImageService, type ImageService, type WebImageFetchOptions } from './service';

/** The staff image gallery: its files are public under /uploads/gallery/, every call is staff-only. */
export function imagesFeature(deps: FeatureDeps, opts: { ocr?: OcrReader; webImageFetch?: WebImageFetchOptions }): Feature & { photoFromWeb: ImageService['photoFromWeb'] } {
  const { config } = deps;
  if (opts.webImageFetch?.trustedHosts?.size && config.env !== 'test') {
    throw new Error('webImageFetch.trustedHosts is for tests only (NODE_ENV=test)');
  }
  const images = createImageService({
    db: deps.db,
    storage: deps.storage,
    jobs: deps.jobs,
    illustrationsDir: IMAGES_DIR,
    ocr: opts.ocr ?? createOcrReader({ cachePath: path.join(config.dataDir, 'ocr-cache') }),
    webSearch: config.webImageSearch ? createGoogleImageSearch(config.webImageSearch) : undefined,
    fetch: opts.webImageFetch,
    log: deps.log,
  });
  deps.jobs.define({
    name: 'gallery-upkeep',
    label: 'Catch up gallery photos (text, sized copies)',
    policy: 'stately',
    every: '30 8 * * *',
    handler: async () => {
      await images.resumeOcr();
      const filled = await images.addMissingSizes();
      if (filled > 0) deps.log.info({ filled }, 'wrote the sized copies of older gallery images');
    },
  });
  return {
    photoFromWeb: (url) => images.photoFromWeb(url),
    async register(app) {
      app.decorate('images', images);
      // Images left waiting for OCR by a version before the job queue, and uploads from before the sized
      // copies, are caught up by one job: sent when a server starts (one waits at a time) and every night.
      app.addHook('onListen', async () => {
        await deps.jobs.send('gallery-upkeep', {}, { key: 'upkeep' });
      });
      app.addHook('onClose', async () => images.close());
      await registerGalleryFiles(app, deps.storage, config.storagePublicUrl);
    },
    async registerAdmin(admin) {
      // The gallery's calls (/api/images/*) are staff-only too, so they sit behind the same gate.
      await admin.register(imageAdminRoutes, { service: images });
    },
  };
}
