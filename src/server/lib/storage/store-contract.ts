// What every store is, apart from how one is opened (object-store.ts): the bucket's store imports this,
// not object-store.ts, which loads it lazily, so the two never import each other.

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
