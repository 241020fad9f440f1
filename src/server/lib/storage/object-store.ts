import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { assertKey, type ObjectStore } from './store-contract';

export { assertKey, type ObjectStore } from './store-contract';

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
