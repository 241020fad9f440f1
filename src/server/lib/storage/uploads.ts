import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

/** The image types the store accepts, with the extension a stored file gets. */
const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
/** Bank-transfer slips may also be PDFs (judged by their `%PDF-` opening before they are saved). */
const MIME_OF_EXTENSION: Record<string, string> = {
  ...Object.fromEntries(Object.entries(IMAGE_EXTENSIONS).map(([mime, ext]) => [ext, mime])),
  pdf: 'application/pdf',
};

/** Generated names only: 32 hex characters and a known extension, so a stored name can never walk out of its folder. */
const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|gif|pdf)$/;

export type SniffedImage = { mime: string; ext: string };

/**
 * What an upload really is, judged by its bytes (docs/choices.md #6): a name or a Content-Type header is the
 * sender's claim, the magic numbers are not. Undefined unless it is one of `allowed`.
 */
export async function sniffImage(bytes: Uint8Array, allowed: readonly string[]): Promise<SniffedImage | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  const ext = found && IMAGE_EXTENSIONS[found.mime];
  if (!found || !ext || !allowed.includes(found.mime)) return undefined;
  return { mime: found.mime, ext };
}

export type StoredFile = { bytes: Buffer; mime: string };

export type FileStore = {
  /** Writes the bytes under a new random name and returns that name (the only thing a row keeps). */
  save(bytes: Uint8Array, ext: string): Promise<string>;
  /** The file and its type; undefined when the name is not one of ours or the file is gone. */
  read(name: string): Promise<StoredFile | undefined>;
  /** Removes the file; a file already gone is not an error. */
  remove(name: string): Promise<void>;
};

/** Uploaded images in one folder (under DATA_DIR/uploads), named by us, never by the sender. */
export function createFileStore(dir: string): FileStore {
  const pathOf = (name: string) => (STORED_NAME.test(name) ? path.join(dir, name) : undefined);
  return {
    async save(bytes, ext) {
      await fs.mkdir(dir, { recursive: true });
      const name = `${crypto.randomBytes(16).toString('hex')}.${ext}`;
      const file = pathOf(name);
      if (!file) throw new Error(`Refusing to store a file with extension ${ext}`);
      await fs.writeFile(file, bytes, { flag: 'wx' });
      return name;
    },
    async read(name) {
      const file = pathOf(name);
      const mime = MIME_OF_EXTENSION[name.slice(name.lastIndexOf('.') + 1)];
      if (!file || !mime) return undefined;
      try {
        return { bytes: await fs.readFile(file), mime };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async remove(name) {
      const file = pathOf(name);
      if (file) await fs.rm(file, { force: true });
    },
  };
}
