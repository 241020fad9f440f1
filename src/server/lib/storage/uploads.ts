import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { ObjectStore } from './object-store';

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

/** Uploaded files in one folder of the store (`part-requests/`, `payment-slips/`), named by us, never by the sender. */
export function createFileStore(store: ObjectStore, folder: string): FileStore {
  const keyOf = (name: string) => (STORED_NAME.test(name) ? `${folder}/${name}` : undefined);
  return {
    async save(bytes, ext) {
      const name = `${crypto.randomBytes(16).toString('hex')}.${ext}`;
      const key = keyOf(name);
      const mime = MIME_OF_EXTENSION[ext];
      if (!key || !mime) throw new Error(`Refusing to store a file with extension ${ext}`);
      await store.put(key, bytes, mime);
      return name;
    },
    async read(name) {
      const key = keyOf(name);
      const mime = MIME_OF_EXTENSION[name.slice(name.lastIndexOf('.') + 1)];
      if (!key || !mime) return undefined;
      const bytes = await store.get(key);
      return bytes && { bytes, mime };
    },
    async remove(name) {
      const key = keyOf(name);
      if (key) await store.remove([key]);
    },
  };
}
