import fs from 'node:fs/promises';
import path from 'node:path';
import type { ApplyStockImageResponse, StockImage, StockSearchResponse } from '../../../shared/schemas/images';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as repo from './repository';
import { TRAVERSAL } from './gallery-store';
import { galleryUrl, thumbnailUrl, GALLERY_URL_PREFIX } from './views';

const STOP_WORDS = new Set(['and', 'for', 'the', 'with', 'new', 'used', 'parts', 'part', 'phone', 'auto', 'pro', 'max', 'plus', 'mini', 'refurbished', 'original', 'replacement']);

/** Lower-case words of at least 3 letters, for matching text against product names. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
}

/** Batteries → battery, screens → screen: enough stemming to match a product to a file name. */
const stem = (w: string) => (w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

/** Stock images for a product: gallery images that mention it and the shop's illustrations of its kind. */
export function createStockImages(deps: { db: Db; illustrationsDir: string }) {
  const { db } = deps;

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

  return {
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
  };
}
