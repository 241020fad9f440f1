import fs from 'node:fs';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { copyUploads } from '../../src/server/lib/storage/copy-uploads';
import { GALLERY_FOLDER } from '../../src/server/lib/storage/images';
import { createLocalObjectStore, type ObjectStore } from '../../src/server/lib/storage/object-store';
import { createS3ObjectStore, PUBLIC_FOLDER } from '../../src/server/lib/storage/s3-object-store';
import { RESPONSIVE_WIDTHS } from '../../src/shared/gallery-images';
import type { UploadPhotosResponse } from '../../src/shared/schemas/images';
import { autoRequest, expectOk, freshIp, multipart, TINY_PNG } from '../support/part-requests';
import { startS3Server, type S3Server } from '../support/s3-server';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

// Stored files on an S3-compatible bucket (docs/decisions/012-object-storage.md): the store's contract on
// the disk and on a real S3 server on loopback, the gallery and request photos going to the bucket and
// served back from it, the public-address redirect, the copy command and the health check.

let s3: S3Server;
let local: string;

beforeAll(async () => {
  s3 = await startS3Server();
  local = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-store-'));
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(local, { recursive: true, force: true });
});

const collect = async (it: AsyncIterable<string>) => {
  const out: string[] = [];
  for await (const k of it) out.push(k);
  return out.sort();
};

describe.each([
  ['the disk', () => createLocalObjectStore(local)],
  ['an S3 bucket', () => createS3ObjectStore(s3.settings)],
])('the object store on %s', (_name, open: () => ObjectStore) => {
  it('puts, reads, lists and removes files by key', async () => {
    const store = open();
    await store.check();
    await store.put('gallery/0123456789abcdef0123456789abcdef.png', TINY_PNG, 'image/png');
    await store.put('gallery/thumbs/0123456789abcdef0123456789abcdef.webp', Buffer.from('thumb'), 'image/webp');
    await store.put('payment-slips/fedcba9876543210fedcba9876543210.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');

    expect((await store.get('gallery/0123456789abcdef0123456789abcdef.png'))?.equals(TINY_PNG)).toBe(true);
    expect(await store.get('gallery/ffffffffffffffffffffffffffffffff.png')).toBeUndefined();
    expect(await store.has('gallery/thumbs/0123456789abcdef0123456789abcdef.webp')).toBe(true);
    expect(await store.has('gallery/thumbs/ffffffffffffffffffffffffffffffff.webp')).toBe(false);
    expect(await collect(store.list('gallery/'))).toEqual(['gallery/0123456789abcdef0123456789abcdef.png', 'gallery/thumbs/0123456789abcdef0123456789abcdef.webp']);

    // A key already gone is not an error.
    await store.remove(['gallery/0123456789abcdef0123456789abcdef.png', 'gallery/thumbs/0123456789abcdef0123456789abcdef.webp', 'gallery/eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee.png']);
    expect(await collect(store.list('gallery/'))).toEqual([]);
    expect(await collect(store.list(''))).toEqual(['payment-slips/fedcba9876543210fedcba9876543210.pdf']);
    await store.remove(['payment-slips/fedcba9876543210fedcba9876543210.pdf']);
  });

  it('refuses keys that could leave their folder', async () => {
    const store = open();
    for (const key of ['../db/x.png', '/etc/passwd', 'gallery/../../x.png', 'gallery//x.png', 'gallery/.hidden', 'Gallery/X.PNG']) {
      await expect(store.put(key, TINY_PNG, 'image/png'), key).rejects.toThrow('Not a storage key');
      await expect(store.get(key), key).rejects.toThrow('Not a storage key');
    }
  });
});

describe('a store whose files are in the bucket', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp({ env: s3.env });
    admin = await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' });
  });
  afterAll(async () => t?.close());

  const diskFiles = () => {
    const dir = t.config.uploadsDir;
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => fs.statSync(path.join(dir, String(f))).isFile()) : [];
  };

  it('keeps a gallery upload and all its copies in the bucket, serves them from there, and deletes them there', async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a9d8f' } }).jpeg().toBuffer();
    const body = multipart([{ name: 'photos', value: photo, filename: 'bumper.jpg', contentType: 'image/jpeg' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/upload-photos', payload: body.payload, headers: { ...body.headers, cookie: admin.cookie } });
    expect(res.statusCode, res.body).toBe(201);
    const image = (res.json() as UploadPhotosResponse).files[0]!;
    const hex = image.filename.slice(0, 32);
    expect(s3.keys()).toEqual(
      [`gallery/${image.filename}`, `gallery/thumbs/${hex}.webp`, `gallery/webp/${hex}.webp`, ...RESPONSIVE_WIDTHS.map((w) => `gallery/w${w}/${hex}.webp`)].sort(),
    );
    expect(diskFiles()).toEqual([]);

    const original = await t.app.inject({ method: 'GET', url: image.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(original.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect((await sharp(original.rawPayload).metadata()).width).toBe(900);
    const thumb = await t.app.inject({ method: 'GET', url: image.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    // Asked again with its ETag, the browser's copy is still good.
    const again = await t.app.inject({ method: 'GET', url: image.url, headers: { 'if-none-match': String(original.headers.etag) } });
    expect(again.statusCode).toBe(304);
    for (const bad of ['/uploads/gallery/..%2f..%2fdb', `/uploads/gallery/${hex}.exe`, '/uploads/gallery/thumbs/x.webp', '/uploads/part-requests/x.png']) {
      expect((await t.app.inject({ method: 'GET', url: bad })).statusCode, bad).toBe(404);
    }

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/images/delete/${image.filename}`, headers: { cookie: admin.cookie } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(s3.keys()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
  });

  it('keeps a request photo in the bucket, shows it to staff only, and removes it with the request', async () => {
    const body = multipart([
      { name: 'request', value: JSON.stringify(autoRequest()) },
      { name: 'photo', value: TINY_PNG, filename: 'pad.png', contentType: 'image/png' },
    ]);
    const created = expectOk(await t.app.inject({ method: 'POST', url: '/api/part-requests', payload: body.payload, headers: body.headers, remoteAddress: freshIp() }), 201);
    const [row] = await rows<{ photo_file: string }>(t, sql`select photo_file from part_requests where id = ${created.id}`);
    expect(s3.keys()).toEqual([`part-requests/${row!.photo_file}`]);
    expect(diskFiles()).toEqual([]);

    const photo = await t.app.inject({ method: 'GET', url: `/api/admin/part-requests/${created.id}/photo`, headers: { cookie: admin.cookie } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/part-requests/${created.id}/photo` })).statusCode).toBe(401);

    expectOk(await t.app.inject({ method: 'DELETE', url: `/api/admin/part-requests/${created.id}`, headers: { cookie: admin.cookie } }));
    expect(s3.keys()).toEqual([]);
  });

  it('says in the health check that the bucket answers, and to staff that files are on S3', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().storage).toEqual({ status: 'ok', kind: 's3' });
  });

  it('second audit item 11: marks only the gallery public and cacheable for good in the bucket; a request photo is private', async () => {
    expect(PUBLIC_FOLDER).toBe(`${GALLERY_FOLDER}/`);
    const store = createS3ObjectStore(s3.settings);
    await store.put(`gallery/${'a'.repeat(32)}.png`, TINY_PNG, 'image/png');
    await store.put(`part-requests/${'b'.repeat(32)}.png`, TINY_PNG, 'image/png');
    const client = new S3Client({
      region: s3.settings.region,
      endpoint: s3.settings.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.settings.accessKeyId!, secretAccessKey: s3.settings.secretAccessKey! },
    });
    const cacheOf = async (key: string) => (await client.send(new HeadObjectCommand({ Bucket: s3.settings.bucket, Key: s3.settings.prefix + key }))).CacheControl;
    expect(await cacheOf(`gallery/${'a'.repeat(32)}.png`)).toBe('public, max-age=31536000, immutable');
    // Before: the same public, immutable policy, so a CDN in front of the bucket could keep a customer's photo.
    expect(await cacheOf(`part-requests/${'b'.repeat(32)}.png`)).toBe('private, no-store');
    await store.remove([`gallery/${'a'.repeat(32)}.png`, `part-requests/${'b'.repeat(32)}.png`]);
  });
});

describe('STORAGE_PUBLIC_URL', () => {
  it('sends browsers to the public address of a gallery file, never of a private one', async () => {
    const t = await createTestApp({ env: { ...s3.env, STORAGE_PUBLIC_URL: 'https://images.yaadparts.example/' } });
    try {
      const name = `${'ab'.repeat(16)}.png`;
      const res = await t.app.inject({ method: 'GET', url: `/uploads/gallery/w640/${'ab'.repeat(16)}.webp` });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`https://images.yaadparts.example/gallery/w640/${'ab'.repeat(16)}.webp`);
      expect((await t.app.inject({ method: 'GET', url: `/uploads/gallery/${name}` })).headers.location).toBe(`https://images.yaadparts.example/gallery/${name}`);
      expect((await t.app.inject({ method: 'GET', url: `/uploads/part-requests/${name}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/uploads/gallery/../part-requests/x.png' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('npm run storage:copy (copyUploads)', () => {
  it('copies every upload from the disk into the bucket under the same keys, once, and leaves other files', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-uploads-'));
    const put = (rel: string, bytes: Buffer) => {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), bytes);
    };
    const g = 'c'.repeat(32);
    put(`gallery/${g}.png`, TINY_PNG);
    put(`gallery/thumbs/${g}.webp`, Buffer.from('thumb'));
    put(`part-requests/${'d'.repeat(32)}.png`, TINY_PNG);
    put(`payment-slips/${'e'.repeat(32)}.pdf`, Buffer.from('%PDF-1.4 slip'));
    put('notes.txt', Buffer.from('not an upload'));
    const bucket = createS3ObjectStore(s3.settings);
    try {
      const first = await copyUploads(createLocalObjectStore(dir), bucket);
      expect(first).toEqual({ copied: 4, present: 0, skipped: ['notes.txt'] });
      expect(s3.keys()).toEqual([`gallery/${g}.png`, `gallery/thumbs/${g}.webp`, `part-requests/${'d'.repeat(32)}.png`, `payment-slips/${'e'.repeat(32)}.pdf`]);
      expect((await bucket.get(`payment-slips/${'e'.repeat(32)}.pdf`))?.toString()).toBe('%PDF-1.4 slip');
      // Run again (after an interruption, or just before the switch): nothing is sent twice.
      put(`gallery/${'f'.repeat(32)}.jpg`, TINY_PNG);
      const second = await copyUploads(createLocalObjectStore(dir), bucket);
      expect(second).toMatchObject({ copied: 1, present: 4 });
      expect(fs.existsSync(path.join(dir, `gallery/${g}.png`))).toBe(true);
    } finally {
      await bucket.remove([...s3.keys()]);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('storage settings', () => {
  it('refuses half a set-up with a line that says what is missing', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'https://x.r2.cloudflarestorage.com' })).toThrow('S3_ENDPOINT need S3_BUCKET');
    expect(() => loadConfig({ STORAGE_PUBLIC_URL: 'https://img.example' })).toThrow('STORAGE_PUBLIC_URL need S3_BUCKET');
    expect(() => loadConfig({ S3_BUCKET: 'yaad', S3_ACCESS_KEY_ID: 'AKIA1234' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
    expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow('S3_BUCKET must be a bucket name');
    expect(() => loadConfig({ S3_BUCKET: 'yaad', S3_PREFIX: '/abs' })).toThrow('S3_PREFIX must be folder names');
    expect(loadConfig({ S3_BUCKET: 'yaad', S3_REGION: 'auto', S3_PREFIX: 'shop/' }).s3).toMatchObject({ bucket: 'yaad', region: 'auto', prefix: 'shop/', forcePathStyle: false });
  });

  it('answers 503 from the health check when the bucket does not answer', async () => {
    const gone = await startS3Server('yaad-gone');
    const t = await createTestApp({ env: gone.env });
    try {
      await gone.close();
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', storage: { status: 'down' }, database: { status: 'ok' } });
    } finally {
      await t.close();
    }
  });
});
