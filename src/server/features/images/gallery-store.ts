import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_TYPES, type GalleryImage } from '../../../shared/schemas/images';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { makeDerivatives, UnreadableImage, type GalleryFiles, type ImageDerivatives } from '../../lib/storage/images';
import { sniffImage } from '../../lib/storage/uploads';
import type { OcrQueue } from './ocr-job';
import * as repo from './repository';
import type { IncomingFile } from './service-deps';
import { toGalleryImage } from './views';

const NOT_AN_IMAGE = (name: string) => `${name} is not an image: choose a JPEG, PNG, WebP or GIF file`;
/** A name that could leave the gallery's folder: refused wherever a file name comes in. */
export const TRAVERSAL = /\.\.|[/\\]|\0/;

/** A person's file name, made safe to show: no folders, no control characters, at most 200 characters. */
export function cleanName(name: string, fallback: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || fallback;
}

/** An image judged and decoded, ready to be stored. */
export type Checked = { bytes: Buffer; originalName: string; mime: string; ext: string; derived: ImageDerivatives };

/** Judges bytes by content, decodes them once (thumbnail, WebP); nothing is written yet. */
export async function check(bytes: Buffer, originalName: string): Promise<Checked> {
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

/** Putting images in the gallery: judged by content, stored with their rows, each photo once. */
export function createGalleryStore(db: Db, files: GalleryFiles, queue: Pick<OcrQueue, 'enqueue'>) {
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

  return {
    store,

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
  };
}

export type GalleryStore = ReturnType<typeof createGalleryStore>;
