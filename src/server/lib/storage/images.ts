import crypto from 'node:crypto';
import type Sharp from 'sharp';
import { RESPONSIVE_WIDTHS, THUMBNAIL_WIDTH } from '../../../shared/gallery-images';
import type { ObjectStore } from './object-store';

/** A decompression bomb (a small file that decodes to gigapixels) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
const THUMBNAIL_SIZE = THUMBNAIL_WIDTH;
/** OCR reads a copy at most this wide: larger costs time and finds nothing more on a product photo. */
const OCR_MAX_WIDTH = 2000;

export type ImageDerivatives = {
  width: number;
  height: number;
  thumbnail: Buffer;
  webp: Buffer;
  /** WebP copies at RESPONSIVE_WIDTHS (never wider than the original), for the pages' srcset. */
  sized: Buffer[];
  /** The original, re-encoded in its own format: what is stored (see reencodeImage). */
  original: Buffer;
};

/** Thrown when sharp cannot decode bytes that looked like an image (a truncated or forged file). */
export class UnreadableImage extends Error {}

type SharpLib = typeof Sharp;
let loading: Promise<SharpLib> | undefined;
/**
 * sharp (libvips, about 25 MB resident) is loaded with the first image, not at start: a web server that
 * never receives an upload never holds it (bench/README.md, "memory").
 */
function loadSharp(): Promise<SharpLib> {
  loading ??= import('sharp').then((m) => {
    // libvips keeps the last operations' images (up to 50 MB) for a repeat that never comes here: each
    // upload is decoded once. Without the cache that memory goes back as soon as an upload is done.
    m.default.cache(false);
    return m.default;
  });
  return loading;
}

function open(sharp: SharpLib, bytes: Uint8Array) {
  // rotate() with no angle follows the EXIF orientation, so phone photos stand the right way up.
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
}

/** A small WebP for grids and a full-size WebP copy; both decode the bytes, so a broken file fails here. */
export async function makeDerivatives(bytes: Uint8Array): Promise<ImageDerivatives> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const thumbnail = await open(sharp, bytes)
      .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    const webp = await open(sharp, bytes).webp({ quality: 82 }).toBuffer();
    const sized = await sizedCopies(sharp, bytes);
    const turned = (meta.orientation ?? 1) >= 5;
    const original = await reencode(sharp, bytes, meta.format);
    return { width: (turned ? meta.height : meta.width) ?? 0, height: (turned ? meta.width : meta.height) ?? 0, thumbnail, webp, sized, original };
  } catch (err) {
    throw new UnreadableImage((err as Error).message);
  }
}

function sizedCopies(sharp: SharpLib, bytes: Uint8Array): Promise<Buffer[]> {
  return Promise.all(RESPONSIVE_WIDTHS.map((width) => open(sharp, bytes).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer()));
}

/**
 * The picture alone, decoded and encoded again in its own format. Only pixels survive: no metadata (a
 * phone photo's EXIF says where it was taken, and gallery files are public), and nothing hidden in or
 * after the image (a PNG with a page of HTML after its end is a file a browser might run). sharp writes
 * no metadata unless asked; rotate() first turns the pixels the way the EXIF orientation said.
 */
async function reencode(sharp: SharpLib, bytes: Uint8Array, format: string | undefined): Promise<Buffer> {
  switch (format) {
    case 'jpeg':
      return open(sharp, bytes).jpeg({ quality: 92, mozjpeg: true }).toBuffer();
    case 'png':
      return open(sharp, bytes).png().toBuffer();
    case 'webp':
      return open(sharp, bytes).webp({ quality: 90 }).toBuffer();
    case 'gif':
      return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: true, failOn: 'error' }).gif().toBuffer();
    default:
      throw new UnreadableImage(`Unsupported image format ${format ?? 'unknown'}`);
  }
}

/** The bytes of an upload to store: re-encoded (see reencode); throws UnreadableImage when they do not decode. */
export async function reencodeImage(bytes: Uint8Array): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return await reencode(sharp, bytes, meta.format);
  } catch (err) {
    throw new UnreadableImage((err as Error).message);
  }
}

/** A grey PNG on white (transparency flattened), what tesseract reads best. */
export async function imageForOcr(bytes: Uint8Array): Promise<Buffer> {
  return open(await loadSharp(), bytes)
    .flatten({ background: '#ffffff' })
    .resize({ width: OCR_MAX_WIDTH, withoutEnlargement: true })
    .greyscale()
    .png()
    .toBuffer();
}

/** Stored names: 32 hex characters and the original's extension; thumbnails and WebP copies share the hex. */
const STORED_NAME = /^([a-f0-9]{32})\.(jpg|png|webp|gif)$/;

export type GalleryFiles = {
  /** Writes the original, its thumbnail, its WebP copy and its sized copies under one new name; returns that name. */
  save(original: Uint8Array, ext: string, derived: ImageDerivatives): Promise<string>;
  read(name: string): Promise<Buffer | undefined>;
  /** Removes every copy; only names of our own form are ever turned into keys. */
  remove(name: string): Promise<void>;
  thumbnailName(name: string): string;
  webpName(name: string): string;
  /** Writes the sized copies an upload from before they existed lacks; returns how many uploads it filled in. */
  addMissingSizes(): Promise<number>;
};

const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };

/**
 * The gallery's files under `gallery/` in the store: originals at the top, thumbs/, webp/ and w<width>/
 * beside them. Keys are built only from names that match STORED_NAME.
 */
export function createGalleryFiles(store: ObjectStore): GalleryFiles {
  const keys = (name: string) => {
    const m = STORED_NAME.exec(name);
    if (!m) return undefined;
    const hex = m[1]!;
    return {
      original: `${GALLERY_FOLDER}/${name}`,
      originalMime: MIME[m[2]!]!,
      thumbnail: `${GALLERY_FOLDER}/thumbs/${hex}.webp`,
      webp: `${GALLERY_FOLDER}/webp/${hex}.webp`,
      sized: RESPONSIVE_WIDTHS.map((width) => `${GALLERY_FOLDER}/w${width}/${hex}.webp`),
    };
  };
  const all = (k: NonNullable<ReturnType<typeof keys>>) => [k.original, k.thumbnail, k.webp, ...k.sized];
  return {
    async save(original, ext, derived) {
      const name = `${crypto.randomBytes(16).toString('hex')}.${ext}`;
      const k = keys(name);
      if (!k) throw new Error(`Refusing to store an image with extension ${ext}`);
      try {
        // The copies first and the original last: addMissingSizes goes by originals, so one never lacks its copies for long.
        await store.put(k.thumbnail, derived.thumbnail, 'image/webp');
        await store.put(k.webp, derived.webp, 'image/webp');
        for (const [i, key] of k.sized.entries()) await store.put(key, derived.sized[i]!, 'image/webp');
        await store.put(k.original, original, k.originalMime);
      } catch (err) {
        await store.remove(all(k)).catch(() => undefined);
        throw err;
      }
      return name;
    },
    async read(name) {
      const k = keys(name);
      return k && store.get(k.original);
    },
    async remove(name) {
      const k = keys(name);
      if (k) await store.remove(all(k));
    },
    async addMissingSizes() {
      let filled = 0;
      for await (const key of store.list(`${GALLERY_FOLDER}/`)) {
        const k = keys(key.slice(GALLERY_FOLDER.length + 1));
        if (!k) continue;
        const missing = (await Promise.all(k.sized.map((s) => store.has(s)))).some((has) => !has);
        if (!missing) continue;
        const bytes = await store.get(k.original);
        if (!bytes) continue;
        const copies = await sizedCopies(await loadSharp(), bytes);
        await store.remove(k.sized);
        for (const [i, s] of k.sized.entries()) await store.put(s, copies[i]!, 'image/webp');
        filled += 1;
      }
      return filled;
    },
    thumbnailName: (name) => `thumbs/${name.replace(/\.\w+$/, '')}.webp`,
    webpName: (name) => `webp/${name.replace(/\.\w+$/, '')}.webp`,
  };
}

/** The store's folder of the gallery; its files are public at /uploads/gallery/. */
export const GALLERY_FOLDER = 'gallery';
