import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';

/**
 * Where every stored file lives: request photos, transfer slips and the gallery with its copies. Keys are
 * paths such as `gallery/thumbs/<hex>.webp`, always built by us from our own generated names (the callers
 * check them against their patterns), never from anything a sender wrote.
 *
 * Two kinds: a folder on this server's disk (the default, DATA_DIR/uploads) and an S3-compatible bucket
 * (s3-object-store.ts), which every server of a scaled-out store shares (docs/decisions/012-object-storage.md).
 */
export type ObjectStore = {
  /** `local` or `s3`: shown by the health check. */
  kind: 'local' | 's3';
  /** Stores the bytes under the key; a key that exists already is an error (names are never reused). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or undefined when there is no such key. */
  get(key: string): Promise<Buffer | undefined>;
  has(key: string): Promise<boolean>;
  /** Removes the keys; a key already gone is not an error. */
  remove(keys: string[]): Promise<void>;
  /** Every key under the prefix (`gallery/`), in no promised order. */
  list(prefix: string): AsyncIterable<string>;
  /** Answers when the store can be read and written (the readiness check). */
  check(): Promise<void>;
};

/** Keys are relative paths of plain segments: no `..`, no leading slash, nothing a path could escape with. */
const KEY = /^(?:[a-z0-9-]+\/)*[a-z0-9][a-z0-9._-]*$/;

export function assertKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Not a storage key: ${key}`);
}

/** Files under one folder, laid out exactly as their keys say (the layout DATA_DIR/uploads has always had). */
export function createLocalObjectStore(root: string): ObjectStore {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  async function* walk(dir: string, prefix: string): AsyncIterable<string> {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      if (e.isDirectory()) yield* walk(path.join(dir, e.name), `${prefix}${e.name}/`);
      else if (e.isFile() && !e.name.startsWith('.')) yield `${prefix}${e.name}`;
    }
  }
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed into place, so a reader never sees half a file; 'wx' refuses a reused name.
      const part = `${file}.${crypto.randomBytes(4).toString('hex')}.part`;
      await fs.writeFile(part, bytes, { flag: 'wx' });
      try {
        await fs.link(part, file);
      } finally {
        await fs.rm(part, { force: true });
      }
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async has(key) {
      return fs.access(fileOf(key)).then(
        () => true,
        () => false,
      );
    },
    async remove(keys) {
      await Promise.all(keys.map((k) => fs.rm(fileOf(k), { force: true })));
    },
    list(prefix) {
      if (prefix !== '') assertKey(prefix.replace(/\/$/, ''));
      return walk(path.join(root, prefix), prefix);
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
  };
}

/** The store the settings choose: the bucket when S3_BUCKET is set (its SDK loaded only then), else the disk. */
export async function openObjectStore(config: Pick<Config, 's3' | 'uploadsDir'>): Promise<ObjectStore> {
  if (!config.s3) return createLocalObjectStore(config.uploadsDir);
  const { createS3ObjectStore } = await import('./s3-object-store');
  return createS3ObjectStore(config.s3);
}
