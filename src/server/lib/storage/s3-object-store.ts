import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config';
import { assertKey, type ObjectStore } from './store-contract';

/** The one folder whose files are public (GALLERY_FOLDER in images.ts, checked by tests/api/storage.test.ts). */
export const PUBLIC_FOLDER = 'gallery/';

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, DigitalOcean Spaces, MinIO) through the AWS
 * SDK, so every app server reads what any of them wrote. Keys get S3_PREFIX in front, so one bucket can
 * hold several stores.
 */
export function createS3ObjectStore(settings: S3Settings, client?: S3Client): ObjectStore {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
      // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's newer
      // default trailing checksums, and every body we send is a small buffer with its length known.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = settings.bucket;
  const full = (key: string) => {
    assertKey(key);
    return settings.prefix + key;
  };
  const missing = (err: unknown) => err instanceof NoSuchKey || err instanceof NotFound || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: full(key),
          Body: bytes,
          ContentType: contentType,
          // Gallery names are random and never reused: a public copy can be cached for good. Everything
          // else (request photos, transfer slips) is a customer's, served to staff only, never cached.
          // (No If-None-Match: not every S3-compatible service takes it, and a name of 128 random bits is
          // never written twice.)
          CacheControl: key.startsWith(PUBLIC_FOLDER) ? 'public, max-age=31536000, immutable' : 'private, no-store',
        }),
      );
    },
    async get(key) {
      try {
        const res = await s3.send(new GetObjectCommand({ Bucket, Key: full(key) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },
    async has(key) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: full(key) }));
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
    async remove(keys) {
      // DeleteObjects takes at most 1,000 keys a call.
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        if (batch.length === 0) continue;
        const res = await s3.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((k) => ({ Key: full(k) })), Quiet: true } }));
        const failed = (res.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
        if (failed.length > 0) throw new Error(`Could not delete ${failed.length} stored files, e.g. ${failed[0]?.Key}: ${failed[0]?.Message}`);
      }
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const res = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: settings.prefix + prefix, ContinuationToken }));
        for (const o of res.Contents ?? []) if (o.Key) yield o.Key.slice(settings.prefix.length);
        ContinuationToken = res.IsTruncated ? res.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      await s3.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
