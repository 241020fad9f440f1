import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { RESPONSIVE_WIDTHS, THUMBNAIL_WIDTH } from '../../../shared/gallery-images';

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

function open(bytes: Uint8Array) {
  // rotate() with no angle follows the EXIF orientation, so phone photos stand the right way up.
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
}

/** A small WebP for grids and a full-size WebP copy; both decode the bytes, so a broken file fails here. */
export async function makeDerivatives(bytes: Uint8Array): Promise<ImageDerivatives> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const thumbnail = await open(bytes)
      .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    const webp = await open(bytes).webp({ quality: 82 }).toBuffer();
    const sized = await sizedCopies(bytes);
    const turned = (meta.orientation ?? 1) >= 5;
    const original = await reencode(bytes, meta.format);
    return { width: (turned ? meta.height : meta.width) ?? 0, height: (turned ? meta.width : meta.height) ?? 0, thumbnail, webp, sized, original };
  } catch (err) {
    throw new UnreadableImage((err as Error).message);
  }
}

function sizedCopies(bytes: Uint8Array): Promise<Buffer[]> {
  return Promise.all(RESPONSIVE_WIDTHS.map((width) => open(bytes).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer()));
}

/**
 * The picture alone, decoded and encoded again in its own format. Only pixels survive: no metadata (a
 * phone photo's EXIF says where it was taken, and gallery files are public), and nothing hidden in or
 * after the image (a PNG with a page of HTML after its end is a file a browser might run). sharp writes
 * no metadata unless asked; rotate() first turns the pixels the way the EXIF orientation said.
 */
async function reencode(bytes: Uint8Array, format: string | undefined): Promise<Buffer> {
  switch (format) {
    case 'jpeg':
      return open(bytes).jpeg({ quality: 92, mozjpeg: true }).toBuffer();
    case 'png':
      return open(bytes).png().toBuffer();
    case 'webp':
      return open(bytes).webp({ quality: 90 }).toBuffer();
    case 'gif':
      return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: true, failOn: 'error' }).gif().toBuffer();
    default:
      throw new UnreadableImage(`Unsupported image format ${format ?? 'unknown'}`);
  }
}

/** The bytes of an upload to store: re-encoded (see reencode); throws UnreadableImage when they do not decode. */
export async function reencodeImage(bytes: Uint8Array): Promise<Buffer> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return await reencode(bytes, meta.format);
  } catch (err) {
    throw new UnreadableImage((err as Error).message);
  }
}

/** A grey PNG on white (transparency flattened), what tesseract reads best. */
export async function imageForOcr(bytes: Uint8Array): Promise<Buffer> {
  return open(bytes)
    .flatten({ background: '#ffffff' })
    .resize({ width: OCR_MAX_WIDTH, withoutEnlargement: true })
    .greyscale()
    .png()
    .toBuffer();
}

/** Stored names: 32 hex characters and the original's extension; thumbnails and WebP copies share the hex. */
const STORED_NAME = /^([a-f0-9]{32})\.(jpg|png|webp|gif)$/;

export type GalleryFiles = {
  dir: string;
  /** Writes the original, its thumbnail and its WebP copy under one new name; returns that name. */
  save(original: Uint8Array, ext: string, derived: ImageDerivatives): Promise<string>;
  read(name: string): Promise<Buffer | undefined>;
  /** Removes the three files; only names of our own form are ever turned into paths. */
  remove(name: string): Promise<void>;
  thumbnailName(name: string): string;
  webpName(name: string): string;
  /** Writes the sized copies an upload from before they existed lacks; returns how many uploads it filled in. */
  addMissingSizes(): Promise<number>;
};

/**
 * The gallery's files in DATA_DIR/uploads/gallery: originals at the top, thumbs/ and webp/ beside them.
 * Paths are built only from names that match STORED_NAME, so no request can reach outside the folder.
 */
export function createGalleryFiles(dir: string): GalleryFiles {
  const parts = (name: string) => {
    const m = STORED_NAME.exec(name);
    if (!m) return undefined;
    const hex = m[1]!;
    return {
      original: path.join(dir, name),
      thumbnail: path.join(dir, 'thumbs', `${hex}.webp`),
      webp: path.join(dir, 'webp', `${hex}.webp`),
      sized: RESPONSIVE_WIDTHS.map((width) => path.join(dir, `w${width}`, `${hex}.webp`)),
    };
  };
  const writeSized = async (files: string[], copies: Buffer[]) => {
    for (const [i, file] of files.entries()) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, copies[i]!, { flag: 'wx' });
    }
  };
  return {
    dir,
    async save(original, ext, derived) {
      const name = `${crypto.randomBytes(16).toString('hex')}.${ext}`;
      const p = parts(name);
      if (!p) throw new Error(`Refusing to store an image with extension ${ext}`);
      await fs.mkdir(path.dirname(p.thumbnail), { recursive: true });
      await fs.mkdir(path.dirname(p.webp), { recursive: true });
      try {
        await fs.writeFile(p.original, original, { flag: 'wx' });
        await fs.writeFile(p.thumbnail, derived.thumbnail, { flag: 'wx' });
        await fs.writeFile(p.webp, derived.webp, { flag: 'wx' });
        await writeSized(p.sized, derived.sized);
      } catch (err) {
        await Promise.all([p.original, p.thumbnail, p.webp, ...p.sized].map((f) => fs.rm(f, { force: true })));
        throw err;
      }
      return name;
    },
    async read(name) {
      const p = parts(name);
      if (!p) return undefined;
      try {
        return await fs.readFile(p.original);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async remove(name) {
      const p = parts(name);
      if (p) await Promise.all([p.original, p.thumbnail, p.webp, ...p.sized].map((f) => fs.rm(f, { force: true })));
    },
    async addMissingSizes() {
      let filled = 0;
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      for (const name of names) {
        const p = parts(name);
        if (!p) continue;
        const missing = (await Promise.all(p.sized.map((f) => fs.access(f).then(() => false, () => true)))).some(Boolean);
        if (!missing) continue;
        const copies = await sizedCopies(await fs.readFile(p.original));
        await Promise.all(p.sized.map((f) => fs.rm(f, { force: true })));
        await writeSized(p.sized, copies);
        filled += 1;
      }
      return filled;
    },
    thumbnailName: (name) => `thumbs/${name.replace(/\.\w+$/, '')}.webp`,
    webpName: (name) => `webp/${name.replace(/\.\w+$/, '')}.webp`,
  };
}
