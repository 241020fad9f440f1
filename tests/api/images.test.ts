import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../src/server/lib/net/ip-policy';
import { systemResolver } from '../../src/server/lib/net/safe-fetch';
import type { GalleryImage, StockSearchResponse, TextSearchResponse, UploadPhotosResponse } from '../../src/shared/schemas/images';
import { multipart } from '../support/part-requests';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';
import { gallerySrcSet } from '../../src/shared/gallery-images';

// The image gallery end to end: every image endpoint (success, validation, 401, 403), uploads judged by content,
// the 10 MB cap, path traversal on delete, the SSRF rules of docs/choices.md #6 against a local test server, and
// OCR finding a word drawn into an image.

/** The one name the test resolver maps to the local server: it plays a public image host. */
const PUBLIC_TEST_HOST = 'images.public.test';

let t: TestApp;
/** The same app with web image search configured, against the local Google stand-in. */
let g: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let customer: Awaited<ReturnType<typeof signUp>>;
let server: http.Server;
let port = 0;
const googleCalls: URL[] = [];
let googleStatus = 200;

async function png(width = 64, height = 48, color = '#c0392b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

/** Big black words on white, the way a label on a box looks to OCR. */
async function textImage(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="220"><rect width="100%" height="100%" fill="white"/><text x="40" y="150" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="110" font-weight="bold" fill="black">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

let PHOTO: Buffer;
let freshPhotos = 0;
/** A photo no other test uploaded: the gallery keeps one entry per content, so tests that need their own entry use this. */
async function freshPhoto(): Promise<Buffer> {
  freshPhotos++;
  return png(48, 32, `#${(0x102030 + freshPhotos * 0x050709).toString(16).slice(-6)}`);
}
const OVERSIZE = 11 * 1024 * 1024;

/** The far side of web-image downloads and the Google stand-in, on 127.0.0.1. */
function startServer(): Promise<void> {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    switch (url.pathname) {
      case '/photo.png':
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': PHOTO.length });
        return res.end(PHOTO);
      case '/fake.png':
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end('<html>not an image at all</html>');
      case '/big.png': {
        const body = Buffer.concat([PHOTO, Buffer.alloc(OVERSIZE)]);
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': body.length });
        return res.end(body);
      }
      case '/big-chunked.png': {
        // No Content-Length: the cap must hold while the body streams.
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(PHOTO);
        const chunk = Buffer.alloc(1024 * 1024);
        let sent = 0;
        const push = () => {
          while (sent < 12) {
            sent++;
            if (!res.write(chunk)) return res.once('drain', push);
          }
          res.end();
        };
        return push();
      }
      case '/to-loopback':
        res.writeHead(302, { location: `http://127.0.0.1:${port}/photo.png` });
        return res.end();
      case '/to-localhost':
        res.writeHead(301, { location: `http://localhost:${port}/photo.png` });
        return res.end();
      case '/to-metadata':
        res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' });
        return res.end();
      case '/chain': {
        const n = Number(url.searchParams.get('n') ?? 0);
        res.writeHead(302, { location: n > 0 ? `/chain?n=${n - 1}` : '/photo.png' });
        return res.end();
      }
      case '/missing.png':
        res.writeHead(404);
        return res.end();
      case '/customsearch/v1': {
        googleCalls.push(url);
        if (googleStatus !== 200) {
          res.writeHead(googleStatus, { 'content-type': 'application/json' });
          return res.end('{"error":{"message":"backend error"}}');
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(
          JSON.stringify({
            items: [
              {
                title: 'iPhone 11 battery',
                link: 'https://cdn.example.com/iphone-11-battery.jpg',
                displayLink: 'www.example.com',
                image: { contextLink: 'https://www.example.com/p/1', thumbnailLink: 'https://encrypted-tbn0.gstatic.com/x', width: 800, height: 600 },
              },
              { title: 'no link, dropped' },
              { title: 'javascript link, dropped', link: 'javascript:alert(1)' },
            ],
          }),
        );
      }
      default:
        res.writeHead(404);
        res.end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => ((port = (server.address() as AddressInfo).port), resolve())));
}

const testResolver = async (host: string) => (host === PUBLIC_TEST_HOST ? [{ address: '127.0.0.1', family: 4 }] : host === 'inward.test' ? [{ address: '10.1.2.3', family: 4 }] : systemResolver(host));

beforeAll(async () => {
  PHOTO = await png(120, 80);
  await startServer();
  t = await createTestApp({ deps: { webImageFetch: { resolve: testResolver, trustedHosts: new Set([PUBLIC_TEST_HOST]), timeoutMs: 5000 } } });
  admin = await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' }); // the first account: admin
  customer = await signUp(t.app);
  g = await createTestApp({ env: { GOOGLE_API_KEY: 'AIzaTestKey-1234567890', GOOGLE_CSE_ID: 'cse-test-1', GOOGLE_SEARCH_API_URL: `http://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t?.close();
  await g?.close();
  await new Promise((r) => server?.close(r));
});

type Part = { name: string; value: string | Buffer; filename?: string; contentType?: string };
/** cookie null: signed out. */
const upload = (parts: Part[], cookie: string | null = admin.cookie) => {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/admin/upload-photos', payload: body.payload, headers: { ...body.headers, ...(cookie ? { cookie } : {}) } });
};
const photoPart = (value: Buffer, filename = 'photo.png', contentType = 'image/png'): Part => ({ name: 'photos', value, filename, contentType });
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, cookie: string | null = admin.cookie) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: cookie ? { cookie } : {} });
const galleryDir = () => path.join(t.config.uploadsDir, 'gallery');
const imageCount = async () => (await rows<{ n: number }>(t, sql`select count(*)::int as n from gallery_images`))[0]!.n;

async function uploadOne(value: Buffer, filename: string, description?: string): Promise<GalleryImage> {
  const res = await upload([photoPart(value, filename), ...(description ? [{ name: 'description', value: description }] : [])]);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as UploadPhotosResponse).files[0]!;
}

describe('admin only (docs/choices.md #1)', () => {
  const endpoints: Array<[string, 'GET' | 'POST' | 'DELETE', string, unknown?]> = [
    ['upload', 'POST', '/api/admin/upload-photos'],
    ['gallery', 'GET', '/api/images/gallery'],
    ['delete', 'DELETE', `/api/images/delete/${'a'.repeat(32)}.png`],
    ['text search', 'POST', '/api/images/search-text', { query: 'brake' }],
    ['web search', 'POST', '/api/images/google-search', { query: 'brake' }],
    ['download', 'POST', '/api/images/download-google-image', { imageUrl: `http://${PUBLIC_TEST_HOST}:1/photo.png` }],
    ['stock search', 'GET', '/api/images/stock-search/1'],
    ['apply', 'POST', '/api/images/apply-stock-image', { productId: 1, imageUrl: '/images/shop/phone-screens.svg' }],
  ];
  it.each(endpoints)('%s: 401 signed out, 403 for a customer', async (_name, method, url, payload) => {
    const out = await call(method, url, payload, null);
    expect(out.statusCode).toBe(401);
    expect(out.json()).toEqual({ message: 'Please sign in to continue.', issues: [] });
    const cust = await call(method, url, payload, customer.cookie);
    expect(cust.statusCode).toBe(403);
    expect(cust.json().message).toBe('Admin access required');
  });
});

describe('POST /api/admin/upload-photos', () => {
  it('stores several photos under generated names with a thumbnail and a WebP, and answers files[] and urls[]', async () => {
    const second = await sharp(PHOTO).jpeg().toBuffer();
    const res = await upload([photoPart(PHOTO, 'front bumper.png'), photoPart(second, 'rear.jpg', 'image/jpeg'), { name: 'description', value: 'Corolla bumper' }]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as UploadPhotosResponse;
    expect(body.message).toBe('2 photos uploaded successfully');
    expect(body.files).toHaveLength(2);
    expect(body.urls).toEqual(body.files.map((f) => f.url));
    const [a, b] = body.files as [GalleryImage, GalleryImage];
    expect(a).toMatchObject({ originalName: 'front bumper.png', mime: 'image/png', size: PHOTO.length, width: 120, height: 80, description: 'Corolla bumper', ocrStatus: 'pending', origin: 'upload', source: 'gallery' });
    expect(b).toMatchObject({ originalName: 'rear.jpg', mime: 'image/jpeg' });
    expect(a.filename).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(b.filename).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(a.url).toBe(`/uploads/gallery/${a.filename}`);
    expect(a.downloadUrl).toBe(a.url);
    expect(a.thumbnailUrl).toMatch(/^\/uploads\/gallery\/thumbs\/[a-f0-9]{32}\.webp$/);
    expect(a.webpUrl).toMatch(/^\/uploads\/gallery\/webp\/[a-f0-9]{32}\.webp$/);
    expect(fs.readFileSync(path.join(galleryDir(), a.filename)).equals(PHOTO)).toBe(true);

    // Served by us, with headers that keep a file from ever acting as a page.
    const original = await t.app.inject({ method: 'GET', url: a.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(String(original.headers['content-security-policy'])).toContain('sandbox');
    expect(original.headers['cache-control']).toContain('immutable');
    const thumb = await t.app.inject({ method: 'GET', url: a.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(320);
    expect((await t.app.inject({ method: 'GET', url: a.webpUrl })).headers['content-type']).toBe('image/webp');
    // Nothing else in the upload folder is reachable through the static route.
    expect((await t.app.inject({ method: 'GET', url: '/uploads/gallery/..%2f..%2fdb' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/part-requests/x.png' })).statusCode).toBe(404);
    await t.app.images.ocrIdle();
  });

  it('keeps WebP copies 320, 640 and 1280 wide for the pages\' srcset, and writes them for uploads from before they existed', async () => {
    const wide = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 13, g: 122, b: 46 } } }).png().toBuffer();
    const img = await uploadOne(wide, 'wide banner.png');
    await t.app.images.ocrIdle();
    const candidates = gallerySrcSet(img.url)!.split(', ').map((c) => c.split(' ') as [string, string]);
    expect(candidates.map(([, width]) => width)).toEqual(['320w', '640w', '1280w']);
    for (const [url, width] of candidates) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect((await sharp(res.rawPayload).metadata()).width, url).toBe(Number.parseInt(width, 10));
    }
    // An upload from before the sized copies: the server writes them when it starts.
    const hex = img.filename.replace(/\.png$/, '');
    fs.rmSync(path.join(galleryDir(), 'w640', `${hex}.webp`));
    expect((await t.app.inject({ method: 'GET', url: `/uploads/gallery/w640/${hex}.webp` })).statusCode).toBe(404);
    expect(await t.app.images.addMissingSizes()).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/gallery/w640/${hex}.webp` })).statusCode).toBe(200);
    expect(await t.app.images.addMissingSizes()).toBe(0);
  });

  it('judges by content: a PNG named .exe is stored as a PNG, a text file named .png is refused', async () => {
    const exe = await uploadOne(await freshPhoto(), 'setup.exe');
    expect(exe.mime).toBe('image/png');
    expect(exe.filename).toMatch(/\.png$/);
    expect(exe.originalName).toBe('setup.exe');

    const before = await imageCount();
    const fake = await upload([photoPart(PHOTO, 'ok.png'), photoPart(Buffer.from('just some text, honest'), 'brake.png', 'image/png')]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('brake.png is not an image: choose a JPEG, PNG, WebP or GIF file');
    // All or nothing: the good photo of that request was not kept either.
    expect(await imageCount()).toBe(before);
    const svg = await upload([photoPart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml')]);
    expect(svg.statusCode).toBe(400);
    await t.app.images.ocrIdle();
  });

  it('the same file uploaded again answers the entry it already has, and says so, instead of a second copy', async () => {
    const photo = await freshPhoto();
    const first = await upload([photoPart(photo, 'moto-battery.png')]);
    expect(first.statusCode, first.body).toBe(201);
    const original = (first.json() as UploadPhotosResponse).files[0]!;
    expect((first.json() as UploadPhotosResponse).alreadyInGallery).toEqual([]);
    const before = await imageCount();

    const again = await upload([photoPart(photo, 'moto-battery (1).png'), photoPart(photo, 'moto-battery (2).png')]);
    expect(again.statusCode, again.body).toBe(201);
    const body = again.json() as UploadPhotosResponse;
    expect(body.files.map((f) => f.filename)).toEqual([original.filename, original.filename]);
    expect(body.urls).toEqual([original.url, original.url]);
    expect(body.alreadyInGallery).toEqual([original.filename]);
    expect(await imageCount()).toBe(before);
    // Uploaded again with a description, the known photo takes it (it had none) and text search finds it.
    const described = (await upload([photoPart(photo, 'again.png'), { name: 'description', value: 'Moto battery 12V' }])).json() as UploadPhotosResponse;
    expect(described.files[0]).toMatchObject({ filename: original.filename, description: 'Moto battery 12V' });
    const found = (await call('POST', '/api/images/search-text', { query: 'moto battery 12v' })).json() as TextSearchResponse;
    expect(found.results.map((r) => r.filename)).toContain(original.filename);
    // One it has already is kept.
    const kept = (await upload([photoPart(photo, 'again.png'), { name: 'description', value: 'Something else' }])).json() as UploadPhotosResponse;
    expect(kept.files[0]!.description).toBe('Moto battery 12V');

    // Two copies of a new file in one upload make one entry, which is new.
    const other = await freshPhoto();
    const pair = (await upload([photoPart(other, 'a.png'), photoPart(other, 'b.png')])).json() as UploadPhotosResponse;
    expect(pair.files[0]!.filename).toBe(pair.files[1]!.filename);
    expect(pair.alreadyInGallery).toEqual([]);
    expect(await imageCount()).toBe(before + 1);
    await t.app.images.ocrIdle();
  });

  it("strips a photo's metadata (EXIF with where it was taken) before it is served", async () => {
    const withExif = await sharp(PHOTO)
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Snap 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 0/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '76/1 48/1 0/1' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const img = await uploadOne(withExif, 'IMG_0001.jpg');
    const stored = fs.readFileSync(path.join(galleryDir(), img.filename));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(img.size).toBe(stored.length);
    // A clean file is kept byte for byte.
    const clean = await uploadOne(PHOTO, 'clean.png');
    expect(fs.readFileSync(path.join(galleryDir(), clean.filename)).equals(PHOTO)).toBe(true);
    await t.app.images.ocrIdle();
  });

  it('a 20 MB file gets a 413 with a clear message; more than 10 files, none, or a stray field get a 400', async () => {
    const huge = Buffer.concat([PHOTO, Buffer.alloc(20 * 1024 * 1024)]);
    const big = await upload([photoPart(huge, 'huge.png')]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('A photo is too large: the limit is 10 MB a photo');

    // Over a real connection too: the answer arrives while the browser is still sending, and it gets it.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    form.append('photos', new Blob([huge], { type: 'image/png' }), 'huge.png');
    const real = await fetch(`${address}/api/admin/upload-photos`, { method: 'POST', body: form, headers: { cookie: admin.cookie, origin: 'http://shop.test' } });
    expect(real.status).toBe(413);
    expect(((await real.json()) as { message: string }).message).toBe('A photo is too large: the limit is 10 MB a photo');

    const before = await imageCount();
    const many = await upload(Array.from({ length: 11 }, (_, i) => photoPart(PHOTO, `p${i}.png`)));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('Upload at most 10 photos at a time');
    expect(await imageCount()).toBe(before);

    const none = await upload([{ name: 'description', value: 'nothing attached' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose at least one photo to upload (form field "photos")');
    const wrongField = await upload([{ name: 'photo', value: PHOTO, filename: 'a.png', contentType: 'image/png' }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toContain('Unexpected form field "photo"');
    const json = await call('POST', '/api/admin/upload-photos', { photos: [] });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Send the photos as multipart/form-data in the form field "photos"');
  });
});

describe('GET /api/images/gallery and DELETE /api/images/delete/:filename', () => {
  it('sorts by name or upload date, both ways', async () => {
    await uploadOne(await png(10, 10, '#111111'), 'zeta.png');
    await uploadOne(await png(10, 10, '#222222'), 'Alpha.png');
    await uploadOne(await png(10, 10, '#333333'), 'mango.png');
    const list = async (q: string) => ((await call('GET', `/api/images/gallery${q}`)).json() as GalleryImage[]).map((i) => i.originalName);

    const byDateDesc = await list('');
    expect(byDateDesc.slice(0, 3)).toEqual(['mango.png', 'Alpha.png', 'zeta.png']);
    const byDateAsc = await list('?sort=date&order=asc');
    expect(byDateAsc).toEqual([...byDateDesc].reverse());
    const byName = await list('?sort=name&order=asc');
    expect(byName).toEqual([...byName].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(byName.indexOf('Alpha.png')).toBeLessThan(byName.indexOf('mango.png'));
    expect(await list('?sort=name&order=desc')).toEqual([...byName].reverse());

    const bad = await call('GET', '/api/images/gallery?sort=size');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('sort must be date or name');
    await t.app.images.ocrIdle();
  });

  it('deletes one of ours with its thumbnail and WebP copy', async () => {
    const img = await uploadOne(await freshPhoto(), 'delete-me.png');
    await t.app.images.ocrIdle();
    const res = await call('DELETE', `/api/images/delete/${img.filename}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Image deleted successfully', filename: img.filename });
    expect(fs.existsSync(path.join(galleryDir(), img.filename))).toBe(false);
    for (const copies of ['thumbs', 'webp', 'w640', 'w1280']) {
      expect(fs.readdirSync(path.join(galleryDir(), copies)).some((f) => img.filename.startsWith(f.replace('.webp', ''))), copies).toBe(false);
    }
    expect((await t.app.inject({ method: 'GET', url: img.url })).statusCode).toBe(404);
    expect(((await call('GET', '/api/images/gallery')).json() as GalleryImage[]).some((i) => i.filename === img.filename)).toBe(false);
    expect((await call('DELETE', `/api/images/delete/${img.filename}`)).statusCode).toBe(404);
  });

  it('refuses path traversal and names that are not ours, and touches nothing outside the upload folder', async () => {
    const canary = path.join(t.config.dataDir, 'canary.png');
    fs.writeFileSync(canary, PHOTO);
    const inUploads = path.join(t.config.uploadsDir, 'keep.png');
    fs.writeFileSync(inUploads, PHOTO);
    const before = await imageCount();
    for (const name of ['..%2Fcanary.png', '..%2F..%2Fcanary.png', '..%5C..%5Ccanary.png', 'a%2Fb.png', '%2Fetc%2Fpasswd', `..%2F${'a'.repeat(32)}.png`]) {
      const res = await call('DELETE', `/api/images/delete/${name}`);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message).toBe('Invalid image file name');
    }
    // A bare ".." never reaches the route: the router treats it as a path step (404 either way).
    expect((await call('DELETE', '/api/images/delete/%2E%2E')).statusCode).toBe(404);
    for (const name of ['canary.png', 'keep.png', `${'b'.repeat(32)}.png`]) {
      const res = await call('DELETE', `/api/images/delete/${name}`);
      expect(res.statusCode, name).toBe(404);
      expect(res.json().message).toBe('Image not found');
    }
    expect(fs.existsSync(canary)).toBe(true);
    expect(fs.existsSync(inUploads)).toBe(true);
    expect(await imageCount()).toBe(before);
  });
});

describe('OCR and POST /api/images/search-text', () => {
  it('reads a word drawn into an image in the background, and text search finds the image by it', async () => {
    const img = await uploadOne(await textImage('BRAKE'), 'IMG_2041.png');
    expect(img.ocrStatus).toBe('pending');
    await t.app.images.ocrIdle();
    const stored = ((await call('GET', '/api/images/gallery')).json() as GalleryImage[]).find((i) => i.filename === img.filename)!;
    expect(stored.ocrStatus).toBe('done');
    expect(stored.extractedText?.toUpperCase()).toContain('BRAKE');

    for (const payload of [{ searchQuery: 'brake' }, { query: '  Brake ' }]) {
      const res = await call('POST', '/api/images/search-text', payload);
      expect(res.statusCode).toBe(200);
      const body = res.json() as TextSearchResponse;
      const hit = body.results.find((r) => r.filename === img.filename);
      expect(hit, JSON.stringify(body)).toBeDefined();
      expect(hit!.matchedOn).toEqual(['text']);
      expect(hit!.matchReason).toMatch(/^Text in image: ".*BRAKE.*"$/i);
      expect(hit!.url).toBe(img.url);
    }
  });

  it('matches the file name and the description too, and cuts the OCR text at 50 characters', async () => {
    const named = await uploadOne(await freshPhoto(), 'alternator-bracket.png');
    const described = await uploadOne(await freshPhoto(), 'IMG_1.png', 'Radiator hose for a Honda Fit');
    await t.app.images.ocrIdle();
    const long = 'Genuine Toyota radiator cap 1.1 bar, part 16401-20353, made in Japan';
    await rows(t, sql`update gallery_images set extracted_text = ${long}, ocr_status = 'done' where filename = ${described.filename}`);

    const byName = (await call('POST', '/api/images/search-text', { searchQuery: 'alternator' })).json() as TextSearchResponse;
    expect(byName.results.map((r) => r.filename)).toEqual([named.filename]);
    expect(byName.results[0]!.matchReason).toBe('File name contains "alternator"');

    const byDescription = (await call('POST', '/api/images/search-text', { query: 'radiator hose' })).json() as TextSearchResponse;
    const hit = byDescription.results.find((r) => r.filename === described.filename)!;
    expect(hit.matchedOn).toContain('description');
    expect(hit.matchReason).toContain('Description contains "radiator hose"');
    expect(hit.extractedText).toHaveLength(50);
    expect(hit.extractedText!.endsWith('…')).toBe(true);
    expect(long.startsWith(hit.extractedText!.slice(0, -1))).toBe(true);
    // The gallery keeps the whole text.
    const full = ((await call('GET', '/api/images/gallery')).json() as GalleryImage[]).find((i) => i.filename === described.filename)!;
    expect(full.extractedText).toBe(long);

    const none = (await call('POST', '/api/images/search-text', { query: 'zzqx' })).json() as TextSearchResponse;
    expect(none).toMatchObject({ query: 'zzqx', results: [], total: 0 });
    // LIKE wildcards are plain characters.
    expect(((await call('POST', '/api/images/search-text', { query: '%' })).json() as TextSearchResponse).total).toBe(0);
  });

  it('finds a photo by the description staff gave it alone', async () => {
    const described = await uploadOne(await freshPhoto(), 'IMG_7731.png', 'Moto battery, 12 V, boxed');
    await t.app.images.ocrIdle();
    const body = (await call('POST', '/api/images/search-text', { query: 'boxed battery' })).json() as TextSearchResponse;
    const hit = body.results.find((r) => r.filename === described.filename);
    expect(hit, JSON.stringify(body)).toBeDefined();
    expect(hit!.matchedOn).toEqual(['description']);
    expect(hit!.matchReason).toBe('Description contains "boxed battery"');
    expect(hit!.description).toBe('Moto battery, 12 V, boxed');
  });

  it('OCR junk (words under 3 letters, or without a vowel or digit) neither matches nor shows (ocr-words.ts)', async () => {
    const junk = await uploadOne(await freshPhoto(), 'moto-cell.png');
    const label = await uploadOne(await freshPhoto(), 'IMG_88.png');
    await t.app.images.ocrIdle();
    await rows(t, sql`update gallery_images set extracted_text = ${'TH  rrn\n~ ,'}, ocr_status = 'done' where filename = ${junk.filename}`);
    await rows(t, sql`update gallery_images set extracted_text = ${'THERMOSTAT 16401-20353'}, ocr_status = 'done' where filename = ${label.filename}`);
    const search = async (query: string) => ((await call('POST', '/api/images/search-text', { query })).json() as TextSearchResponse).results;

    // "th" and "rrn" are only in the junk of the first photo: it is not a match; the real word still is.
    expect((await search('th')).map((r) => r.filename)).not.toContain(junk.filename);
    expect((await search('th')).map((r) => r.filename)).toContain(label.filename);
    expect((await search('rrn')).map((r) => r.filename)).not.toContain(junk.filename);
    // Found by its file name, the junk is not shown as text read in it.
    const byName = (await search('moto-cell')).find((r) => r.filename === junk.filename)!;
    expect(byName.matchedOn).toEqual(['filename']);
    expect(byName.extractedText).toBeNull();
    // A part number still matches with or without its dash.
    expect((await search('16401-20353')).map((r) => r.filename)).toContain(label.filename);
  });

  it('an empty query gets the docs/product.md §5 message', async () => {
    for (const payload of [{}, { searchQuery: '   ' }, { query: '' }]) {
      const res = await call('POST', '/api/images/search-text', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a search query');
    }
  });
});

describe('POST /api/images/google-search', () => {
  it('answers 503 without GOOGLE_API_KEY and GOOGLE_CSE_ID, and 400 for an empty query', async () => {
    const res = await call('POST', '/api/images/google-search', { query: 'iphone 11 battery' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Web image search is not configured', issues: [] });
    const empty = await call('POST', '/api/images/google-search', { query: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter a search query');
  });

  it('with both keys, asks Google Programmable Search for images and maps the results', async () => {
    try {
      const staff = await signUp(g.app);
      const res = await g.app.inject({ method: 'POST', url: '/api/images/google-search', payload: { query: ' iphone 11 battery ' }, headers: { cookie: staff.cookie } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        query: 'iphone 11 battery',
        results: [
          { title: 'iPhone 11 battery', link: 'https://cdn.example.com/iphone-11-battery.jpg', thumbnail: 'https://encrypted-tbn0.gstatic.com/x', source: 'www.example.com', width: 800, height: 600 },
        ],
      });
      const asked = googleCalls.at(-1)!;
      expect(Object.fromEntries(asked.searchParams)).toMatchObject({ key: 'AIzaTestKey-1234567890', cx: 'cse-test-1', q: 'iphone 11 battery', searchType: 'image', safe: 'active' });

      googleStatus = 500;
      const failed = await g.app.inject({ method: 'POST', url: '/api/images/google-search', payload: { query: 'x' }, headers: { cookie: staff.cookie } });
      expect(failed.statusCode).toBe(502);
      expect(failed.json().message).toBe('Web image search failed (Google answered 500).');
    } finally {
      googleStatus = 200;
    }
  });

  it('GOOGLE_SEARCH_API_URL is refused in production, and half a key pair stops the start', async () => {
    const { loadConfig } = await import('../../src/server/config');
    expect(() => loadConfig({ NODE_ENV: 'production', GOOGLE_API_KEY: 'AIzaTestKey-1234567890', GOOGLE_CSE_ID: 'cse-test-1', GOOGLE_SEARCH_API_URL: 'http://127.0.0.1:9' })).toThrow(/for tests only/);
    expect(() => loadConfig({ GOOGLE_API_KEY: 'AIzaTestKey-1234567890' })).toThrow(/together/);
  });
});

describe('POST /api/images/download-google-image (docs/choices.md #6)', () => {
  const download = (imageUrl: string, extra: Record<string, unknown> = {}) => call('POST', '/api/images/download-google-image', { imageUrl, ...extra });
  const publicUrl = (p: string) => `http://${PUBLIC_TEST_HOST}:${port}${p}`;

  it('downloads an image from a public host into the gallery', async () => {
    const res = await download(publicUrl('/chain?n=2'), { title: 'Brake pads, front', searchQuery: 'corolla brake pads' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ message: 'Image downloaded and added to gallery', productId: null });
    expect(body.url).toBe(body.image.url);
    expect(body.image).toMatchObject({ origin: 'web', mime: 'image/png', originalName: 'Brake pads, front', description: 'Brake pads, front · Web search: corolla brake pads' });
    expect(fs.readFileSync(path.join(galleryDir(), body.filename)).equals(PHOTO)).toBe(true);
    await t.app.images.ocrIdle();
  });

  it.each([
    ['loopback', () => `http://127.0.0.1:${port}/photo.png`],
    ['loopback by name', () => `http://localhost:${port}/photo.png`],
    ['IPv6 loopback', () => `http://[::1]:${port}/photo.png`],
    ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${port}/photo.png`],
    ['loopback written as a number', () => `http://2130706433:${port}/photo.png`],
    ['a private 10.x address', () => 'http://10.0.0.5/photo.png'],
    ['a private 192.168 address', () => 'http://192.168.1.1/photo.png'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'],
    ['a name that resolves to a private address', () => 'http://inward.test/photo.png'],
    ['a redirect to loopback', () => publicUrl('/to-loopback')],
    ['a redirect to localhost', () => publicUrl('/to-localhost')],
    ['a redirect to the metadata address', () => publicUrl('/to-metadata')],
  ])('refuses %s', async (_name, url) => {
    const before = await imageCount();
    const res = await download(url());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('That address is not allowed: only images on the public internet can be downloaded');
    expect(await imageCount()).toBe(before);
  });

  it('refuses other schemes, a fourth redirect, a non-image, a missing image and an oversized body', async () => {
    const ftp = await download('ftp://example.com/a.png');
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().message).toBe('Only http and https image addresses can be downloaded');
    expect((await download('file:///etc/passwd')).statusCode).toBe(400);

    const chain = await download(publicUrl('/chain?n=3'));
    expect(chain.statusCode).toBe(400);
    expect(chain.json().message).toBe('The image address redirected more than 3 times');

    const fake = await download(publicUrl('/fake.png'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('That address is not an image: choose a JPEG, PNG, WebP or GIF picture');

    const missing = await download(publicUrl('/missing.png'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('The image could not be downloaded: the site answered 404');

    for (const p of ['/big.png', '/big-chunked.png']) {
      const big = await download(publicUrl(p));
      expect(big.statusCode, p).toBe(413);
      expect(big.json().message).toBe('The image is too large: the limit is 10 MB');
    }
    const empty = await call('POST', '/api/images/download-google-image', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('imageUrl is required');
  });
});

describe('stock search and apply', () => {
  let productId: number;
  beforeAll(async () => {
    const [cat] = await rows<{ id: number }>(
      t,
      sql`insert into categories (slug, name, type) values ('phone-batteries-test', 'Phone Batteries', 'phone') on conflict (slug) do update set name = excluded.name returning id`,
    );
    const [product] = await rows<{ id: number }>(
      t,
      sql`insert into inventory_products (sku, name, category_id, brand, model, price_cents, image_url, seller_name, seller_phone, seller_address)
          values ('BAT-TEST-1', 'iPhone 11 Battery 3110 mAh', ${cat!.id}, 'Apple', 'iPhone 11', 450000, '/images/shop/placeholder.svg', 'Shop', '876', 'Kingston')
          returning id`,
    );
    productId = product!.id;
  });

  it('finds gallery images and shop illustrations that fit a product', async () => {
    const img = await uploadOne(await freshPhoto(), 'IMG_9.png', 'Spare battery, boxed');
    await uploadOne(await freshPhoto(), 'unrelated.png', 'Side mirror');
    await t.app.images.ocrIdle();
    const res = await call('GET', `/api/images/stock-search/${productId}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as StockSearchResponse;
    expect(body.productId).toBe(productId);
    expect(body.terms).toEqual(expect.arrayContaining(['iphone', 'battery', 'apple']));
    const gallery = body.images.filter((i) => i.source === 'gallery');
    expect(gallery.map((i) => i.filename)).toContain(img.filename);
    expect(gallery.find((i) => i.filename === img.filename)!.matchReason).toContain('"battery"');
    expect(body.images.some((i) => i.title === 'Side mirror')).toBe(false);
    expect(body.images.filter((i) => i.source === 'illustration').map((i) => i.url)).toContain('/images/shop/phone-batteries.svg');

    expect((await call('GET', '/api/images/stock-search/999999')).statusCode).toBe(404);
    const bad = await call('GET', '/api/images/stock-search/abc');
    expect(bad.statusCode).toBe(400);
  });

  it("sets the product's image to one of our images only", async () => {
    const img = await uploadOne(await freshPhoto(), 'battery-front.png');
    await t.app.images.ocrIdle();
    const res = await call('POST', '/api/images/apply-stock-image', { productId, imageUrl: img.url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Product image updated with gallery image', productId, imageUrl: img.url });
    const [row] = await rows<{ image_url: string }>(t, sql`select image_url from inventory_products where id = ${productId}`);
    expect(row!.image_url).toBe(img.url);

    const ill = await call('POST', '/api/images/apply-stock-image', { productId, imageUrl: '/images/shop/phone-batteries.svg' });
    expect(ill.statusCode).toBe(200);

    const external = await call('POST', '/api/images/apply-stock-image', { productId, imageUrl: 'https://evil.example/x.png' });
    expect(external.statusCode).toBe(400);
    expect(external.json().message).toBe('Choose an image from the gallery');
    const unknown = await call('POST', '/api/images/apply-stock-image', { productId, imageUrl: `/uploads/gallery/${'c'.repeat(32)}.png` });
    expect(unknown.statusCode).toBe(404);
    const traversal = await call('POST', '/api/images/apply-stock-image', { productId, imageUrl: '/images/../../package.json' });
    expect(traversal.statusCode).toBe(404);
    const noProduct = await call('POST', '/api/images/apply-stock-image', { productId: 999999, imageUrl: img.url });
    expect(noProduct.statusCode).toBe(404);
    expect(noProduct.json().message).toBe('Product not found');
    expect((await call('POST', '/api/images/apply-stock-image', { imageUrl: img.url })).statusCode).toBe(400);
  });

  it('a web download can go straight onto a product', async () => {
    const res = await call('POST', '/api/images/download-google-image', { imageUrl: `http://${PUBLIC_TEST_HOST}:${port}/photo.png`, productId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Image downloaded and applied to product', productId });
    const [row] = await rows<{ image_url: string }>(t, sql`select image_url from inventory_products where id = ${productId}`);
    expect(row!.image_url).toBe(res.json().url);
    const unknown = await call('POST', '/api/images/download-google-image', { imageUrl: `http://${PUBLIC_TEST_HOST}:${port}/photo.png`, productId: 999999 });
    expect(unknown.statusCode).toBe(404);
    await t.app.images.ocrIdle();
  });
});

describe('the address rule (lib/net/ip-policy)', () => {
  it.each([
    ['127.0.0.1', false], ['127.8.9.10', false], ['10.0.0.1', false], ['172.16.0.1', false], ['172.31.255.255', false], ['192.168.0.10', false],
    ['169.254.169.254', false], ['0.0.0.0', false], ['100.64.0.1', false], ['224.0.0.1', false], ['255.255.255.255', false],
    ['::1', false], ['::', false], ['fe80::1', false], ['fc00::1', false], ['fd12:3456::1', false], ['::ffff:127.0.0.1', false], ['::ffff:a9fe:a9fe', false],
    ['::ffff:10.0.0.1', false], ['64:ff9b::a9fe:a9fe', false], ['2002:7f00:1::', false], ['ff02::1', false], ['not-an-ip', false],
    ['8.8.8.8', true], ['172.32.0.1', true], ['93.184.216.34', true], ['2606:4700:4700::1111', true], ['::ffff:8.8.8.8', true],
  ])('%s public: %s', (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });
});
