import fs from 'node:fs/promises';
import path from 'node:path';
import {
  IMAGE_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  type ApplyStockImageResponse,
  type DeleteImageResponse,
  type DownloadWebImageResponse,
  type GalleryImage,
  type GalleryQuery,
  type MatchField,
  type StockImage,
  type StockSearchResponse,
  type TextSearchResponse,
  type WebSearchResponse,
  WEB_SEARCH_NOT_CONFIGURED_MESSAGE,
} from '../../../shared/schemas/images';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { FetchRefused, safeFetch, type HostResolver } from '../../lib/net/safe-fetch';
import type { JobQueue } from '../../lib/jobs/queue';
import type { ObjectStore } from '../../lib/storage/object-store';
import { createGalleryFiles, imageForOcr, makeDerivatives, UnreadableImage, type ImageDerivatives } from '../../lib/storage/images';
import { sniffImage } from '../../lib/storage/uploads';
import { WebSearchFailed, type WebImageSearch } from '../../lib/web-image-search';
import type { OcrReader } from '../../lib/ocr/tesseract';
import { createOcrQueue } from './ocr-job';
import { meaningfulOcrWords, ocrWordsMatch } from './ocr-words';
import * as repo from './repository';
import { galleryUrl, previewText, thumbnailUrl, toGalleryImage, GALLERY_URL_PREFIX } from './views';

/** A far server failed (network, Google down): the route answers 502 with this message. */
export class UpstreamFailed extends Error {}

export type WebImageFetchOptions = {
  resolve?: HostResolver;
  /** Tests only: host names exempt from the public-address check (see SafeFetchOptions.trustedHosts). */
  trustedHosts?: ReadonlySet<string>;
  timeoutMs?: number;
};

export type ImageServiceDeps = {
  db: Db;
  /** Where the gallery's files go (under gallery/). */
  storage: ObjectStore;
  /** OCR runs as jobs (ocr-job.ts). */
  jobs: JobQueue;
  /** The seed illustrations (served under /images/), offered by stock search. */
  illustrationsDir: string;
  ocr: OcrReader;
  webSearch: WebImageSearch | undefined;
  fetch?: WebImageFetchOptions;
  log: { error(obj: object, msg: string): void };
};

export type IncomingFile = { bytes: Buffer; filename: string };

const NOT_AN_IMAGE = (name: string) => `${name} is not an image: choose a JPEG, PNG, WebP or GIF file`;
const TRAVERSAL = /\.\.|[/\\]|\0/;
const STOP_WORDS = new Set(['and', 'for', 'the', 'with', 'new', 'used', 'parts', 'part', 'phone', 'auto', 'pro', 'max', 'plus', 'mini', 'refurbished', 'original', 'replacement']);

/** A person's file name, made safe to show: no folders, no control characters, at most 200 characters. */
function cleanName(name: string, fallback: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || fallback;
}

/** Lower-case words of at least 3 letters, for matching text against product names. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
}

/** Batteries → battery, screens → screen: enough stemming to match a product to a file name. */
const stem = (w: string) => (w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

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

  type Checked = { bytes: Buffer; originalName: string; mime: string; ext: string; derived: ImageDerivatives };

  /** Judges bytes by content, decodes them once (thumbnail, WebP); nothing is written yet. */
  async function check(bytes: Buffer, originalName: string): Promise<Checked> {
    if (bytes.length > IMAGE_MAX_BYTES) throw new AppError('too_large', `${originalName} is too large: the limit is ${IMAGE_MAX_BYTES / (1024 * 1024)} MB`);
    const sniffed = bytes.length > 0 ? await sniffImage(bytes, IMAGE_UPLOAD_TYPES) : undefined;
    if (!sniffed) throw new AppError('invalid_data', NOT_AN_IMAGE(originalName), [{ path: 'photos', message: NOT_AN_IMAGE(originalName) }]);
    try {
      const derived = await makeDerivatives(bytes);
      return { bytes: derived.original, originalName, mime: sniffed.mime, ext: sniffed.ext, derived };
    } catch (err) {
      if (!(err instanceof UnreadableImage)) throw err;
      const message = `${originalName} could not be read as an image: it may be damaged`;
      throw new AppError('invalid_data', message, [{ path: 'photos', message }]);
    }
  }

  /** Writes the checked images and their rows together; a failed insert leaves no orphan files. */
  async function store(
    checked: Checked[],
    meta: { description: string | null; uploadedBy: string | null; origin: 'upload' | 'web'; sourceUrl: string | null },
  ): Promise<repo.ImageRow[]> {
    const names: string[] = [];
    try {
      for (const c of checked) names.push(await files.save(c.bytes, c.ext, c.derived));
      const rows = await repo.insertImages(
        db,
        checked.map((c, i) => ({
          filename: names[i]!,
          originalName: c.originalName,
          sizeBytes: c.bytes.length,
          mime: c.mime,
          width: c.derived.width || null,
          height: c.derived.height || null,
          description: meta.description,
          origin: meta.origin,
          sourceUrl: meta.sourceUrl,
          uploadedBy: meta.uploadedBy,
        })),
      );
      // Insert order is kept in the answer: the files come back in the order they were sent.
      const byName = new Map(rows.map((r) => [r.filename, r]));
      const ordered = names.map((n) => byName.get(n)!);
      for (const r of ordered) await queue.enqueue(r.id);
      return ordered;
    } catch (err) {
      await Promise.all(names.map((n) => files.remove(n)));
      throw err;
    }
  }

  /**
   * The gallery entry that already holds exactly these bytes (what would be stored: metadata stripped), so
   * uploading the same photo twice answers the first entry instead of adding a copy. No hash column is
   * needed: few images share a size and type, and those few are compared byte for byte.
   */
  async function sameContent(c: Checked): Promise<repo.ImageRow | undefined> {
    for (const row of await repo.findBySize(db, c.bytes.length, c.mime)) {
      if ((await files.read(row.filename))?.equals(c.bytes)) return row;
    }
    return undefined;
  }

  async function illustrations(): Promise<Array<{ url: string; filename: string; words: string[] }>> {
    const out: Array<{ url: string; filename: string; words: string[] }> = [];
    for (const folder of ['shop', 'parts']) {
      const names = await fs.readdir(path.join(deps.illustrationsDir, folder)).catch(() => [] as string[]);
      for (const name of names) {
        if (!/^[a-z0-9-]+\.svg$/.test(name) || name === 'placeholder.svg') continue;
        out.push({ url: `/images/${folder}/${name}`, filename: name, words: wordsOf(name.replace(/\.svg$/, '')).map(stem) });
      }
    }
    return out;
  }

  async function isOurIllustration(url: string): Promise<boolean> {
    const m = /^\/images\/(shop|parts|banners)\/([a-z0-9-]+\.svg)$/.exec(url);
    if (!m) return false;
    return fs
      .stat(path.join(deps.illustrationsDir, m[1]!, m[2]!))
      .then((s) => s.isFile())
      .catch(() => false);
  }

  const service = {
    /** POST /api/admin/upload-photos: all files are checked before any is stored (all or nothing). */
    async upload(
      incoming: IncomingFile[],
      opts: { description: string | null; uploadedBy: string | null },
    ): Promise<{ files: GalleryImage[]; alreadyInGallery: string[] }> {
      if (incoming.length === 0) {
        const message = 'Choose at least one photo to upload (form field "photos")';
        throw new AppError('invalid_data', message, [{ path: 'photos', message }]);
      }
      const checked: Checked[] = [];
      for (const [i, f] of incoming.entries()) checked.push(await check(f.bytes, cleanName(f.filename, `photo-${i + 1}`)));
      const existing: Array<repo.ImageRow | undefined> = [];
      for (const c of checked) {
        const row = await sameContent(c);
        // The photo is known; a description given now is kept if it had none, so text search finds it by it.
        existing.push(row && opts.description !== null ? ((await repo.describeIfBlank(db, row.id, opts.description)) ?? row) : row);
      }
      // One new entry per distinct new content, even when the same file is sent twice in one upload.
      const firstOf = (c: Checked) => checked.findIndex((o) => o.bytes.equals(c.bytes));
      const fresh = checked.filter((c, i) => !existing[i] && firstOf(c) === i);
      const stored = await store(fresh, { ...opts, origin: 'upload', sourceUrl: null });
      const rows = checked.map((c, i) => existing[i] ?? stored[fresh.indexOf(checked[firstOf(c)]!)]!);
      return {
        files: rows.map(toGalleryImage),
        alreadyInGallery: [...new Set(existing.flatMap((r) => (r ? [r.filename] : [])))],
      };
    },

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
      const q = query.toLowerCase();
      const results = rows.flatMap((row) => {
        // OCR junk ("TH" read from a texture) neither matches nor shows: see ocr-words.ts for the rule.
        const ocrWords = row.ocrStatus === 'done' ? meaningfulOcrWords(row.extractedText) : [];
        const typed = (v: string | null) => (w: string) => v !== null && v.toLowerCase().includes(w);
        const fields: Array<[MatchField, (w: string) => boolean]> = [
          ['text', (w) => ocrWordsMatch(ocrWords, w)],
          ['filename', typed(`${row.originalName} ${row.filename}`)],
          ['description', typed(row.description)],
        ];
        // The database matched every word against the raw text; each must still match under the rule.
        if (!words.every((w) => fields.some(([, has]) => has(w)))) return [];
        const matchedOn = fields.filter(([, has]) => words.some(has)).map(([f]) => f);
        const reasons: string[] = [];
        for (const field of matchedOn) {
          if (field === 'text') {
            const text = row.extractedText!.replace(/\s+/g, ' ');
            const at = Math.max(0, text.toLowerCase().indexOf(q.includes(' ') && text.toLowerCase().includes(q) ? q : words.find((w) => text.toLowerCase().includes(w))!));
            const start = Math.max(0, at - 15);
            const snippet = text.slice(start, start + 40).trim();
            reasons.push(`Text in image: "${start > 0 ? '…' : ''}${snippet}${start + 40 < text.length ? '…' : ''}"`);
          } else if (field === 'filename') reasons.push(`File name contains "${query}"`);
          else reasons.push(`Description contains "${query}"`);
        }
        return [
          {
            filename: row.filename,
            originalName: row.originalName,
            url: galleryUrl(row.filename),
            thumbnailUrl: thumbnailUrl(row.filename),
            matchReason: reasons.join('; ') || `Matches "${query}"`,
            matchedOn,
            uploadDate: row.createdAt.toISOString(),
            extractedText: ocrWords.length > 0 ? previewText(row.extractedText) : null,
            description: row.description,
          },
        ];
      });
      return { query, results, total: results.length, pendingOcr: await repo.countPendingOcr(db) };
    },

    async webSearch(query: string): Promise<WebSearchResponse> {
      if (!deps.webSearch) throw new AppError('unavailable', WEB_SEARCH_NOT_CONFIGURED_MESSAGE);
      try {
        return { query, results: await deps.webSearch(query) };
      } catch (err) {
        if (err instanceof WebSearchFailed) throw new UpstreamFailed(err.message);
        throw err;
      }
    },

    /** POST /api/images/download-google-image under docs/choices.md #6 (lib/net/safe-fetch). */
    async downloadWebImage(
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
    },

    /**
     * A photo on another site, for a catalogue import's part: the gallery's copy when this address was
     * fetched before, else fetched now (as downloadWebImage does). What stops it is answered, not thrown:
     * the import notes it on its row and goes on.
     */
    async photoFromWeb(imageUrl: string): Promise<{ url: string } | { refused: string }> {
      const kept = await repo.findBySourceUrl(db, imageUrl.slice(0, 2048));
      if (kept) return { url: toGalleryImage(kept).url };
      try {
        return { url: (await service.downloadWebImage({ imageUrl }, null)).url };
      } catch (err) {
        if (err instanceof AppError || err instanceof UpstreamFailed) return { refused: err.message };
        throw err;
      }
    },

    /** GET /api/images/stock-search/:productId: gallery images and illustrations that fit the product. */
    async stockSearch(productId: number): Promise<StockSearchResponse> {
      const product = await repo.findProduct(db, productId);
      if (!product) throw new AppError('not_found', 'Product not found');
      const terms = [...new Set(wordsOf(`${product.name} ${product.brand} ${product.model} ${product.categoryName}`))].slice(0, 12);
      const rows = await repo.searchAnyWord(db, terms, 24);
      const images: StockImage[] = rows.map((row) => {
        const hay = `${row.ocrStatus === 'done' ? (row.extractedText ?? '') : ''} ${row.originalName} ${row.description ?? ''}`.toLowerCase();
        const hit = terms.filter((t) => hay.includes(t));
        return {
          url: galleryUrl(row.filename),
          thumbnailUrl: thumbnailUrl(row.filename),
          filename: row.filename,
          title: row.description ?? row.originalName,
          source: 'gallery',
          matchReason: `Mentions ${hit.map((h) => `"${h}"`).join(', ')}`,
        };
      });
      const stems = new Set([...terms, ...wordsOf(product.categorySlug)].map(stem));
      for (const ill of await illustrations()) {
        const hit = ill.words.filter((w) => stems.has(w));
        if (hit.length === 0) continue;
        images.push({
          url: ill.url,
          thumbnailUrl: ill.url,
          filename: ill.filename,
          title: ill.filename.replace(/\.svg$/, '').replace(/-/g, ' '),
          source: 'illustration',
          matchReason: `Shop illustration for ${hit.join(', ')}`,
        });
      }
      return { productId, terms, images };
    },

    /** POST /api/images/apply-stock-image: only our own images become a product's picture. */
    async applyStockImage(productId: number, imageUrl: string): Promise<ApplyStockImageResponse> {
      let ours: boolean;
      if (imageUrl.startsWith(GALLERY_URL_PREFIX)) {
        const name = imageUrl.slice(GALLERY_URL_PREFIX.length);
        ours = !TRAVERSAL.test(name) && (await repo.findByFilename(db, name)) !== undefined;
      } else {
        ours = await isOurIllustration(imageUrl);
      }
      if (!ours) throw new AppError('not_found', 'Image not found in the gallery', [{ path: 'imageUrl', message: 'Image not found in the gallery' }]);
      if (!(await repo.setProductImage(db, productId, imageUrl))) throw new AppError('not_found', 'Product not found');
      return { message: 'Product image updated with gallery image', productId, imageUrl };
    },

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
  return service;
}

export type ImageService = ReturnType<typeof createImageService>;

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
