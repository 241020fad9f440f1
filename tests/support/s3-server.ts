import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/server/config';

export type S3Server = {
  /** Settings that point the store at this server's bucket (path-style, its fixed test keys). */
  settings: S3Settings;
  /** The same as environment variables, for loadConfig and child processes. */
  env: Record<string, string>;
  /** Every key in the bucket, read from the server's own folder (not through the API under test). */
  keys(): string[];
  close(): Promise<void>;
};

/**
 * A real S3-compatible server on a loopback port (s3rver, an npm package: signatures, listing, multi-object
 * delete), with one empty bucket in a folder of its own. It stands in for AWS S3, R2 or MinIO at the HTTP
 * boundary, so the AWS SDK's requests are the ones production sends.
 */
export async function startS3Server(bucket = 'yaad-test'): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver's own fixed credentials: it checks every request's signature against them.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: '',
  };
  const walk = (dir: string, prefix = ''): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]));
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: settings.endpoint!,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    // s3rver keeps each object as <key>._S3rver_object beside its metadata files.
    keys: () =>
      walk(path.join(directory, bucket))
        .filter((k) => k.endsWith('._S3rver_object'))
        .map((k) => k.slice(0, -'._S3rver_object'.length))
        .sort(),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
