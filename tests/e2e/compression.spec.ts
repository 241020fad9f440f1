import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures/test';

// A phone on 4G waits on bytes: every text file of the build, the page itself and a JSON list go out
// compressed. The build writes a .br and a .gz beside each script and style (vite.config.ts); the server
// sends those as they are and compresses the rest per request (src/server/plugins/compression.ts).

const WEB_DIR = path.resolve('dist/web');
const TEXT = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

// A page the browser draws (not the server) answers with index.html, to a visitor with a session cookie
// (without one, the server adds "nobody is signed in" to it), and the names of the page's own chunks
// (src/server/plugins/page-chunks.ts).
const SHELL_URL = '/checkout';
const SESSION = { cookie: 'sid=expired' };

/** The build's text files over 1 KB, as URL paths (index.html is what SHELL_URL answers). */
function builtTextFiles(): { url: string; file: string }[] {
  return (fs.readdirSync(WEB_DIR, { recursive: true }) as string[])
    // .vite/ holds the build's manifest, read by the server and never sent.
    .filter((name) => TEXT.test(name) && !name.startsWith('.vite') && fs.statSync(path.join(WEB_DIR, name)).size > 1024)
    .map((name) => ({ url: name === 'index.html' ? SHELL_URL : `/${name.split(path.sep).join('/')}`, file: path.join(WEB_DIR, name) }));
}

const withoutPreloads = (html: string) => html.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');

test('every built text file over 1 KB goes out as brotli, or gzip when only gzip is taken', async ({ request }) => {
  const files = builtTextFiles();
  // The app's scripts and its one style sheet at the least.
  expect(files.filter((f) => f.url.endsWith('.js')).length).toBeGreaterThan(20);
  expect(files.some((f) => f.url.endsWith('.css'))).toBe(true);

  for (const { url, file } of files) {
    const br = await request.get(url, { headers: { 'accept-encoding': 'br', ...SESSION } });
    expect(br.status(), url).toBe(200);
    expect(br.headers()['content-encoding'], url).toBe('br');
    expect(br.headers()['vary'], url).toMatch(/accept-encoding/i);
    // A built file is sent as the build compressed it (best quality), not compressed again per request.
    if (url !== SHELL_URL) expect(Number(br.headers()['content-length']), url).toBe(fs.statSync(`${file}.br`).size);
    // What arrives unpacks to the file itself (the page is its index.html, with the page's chunks named).
    if (url === SHELL_URL) expect(withoutPreloads((await br.body()).toString()), url).toBe(withoutPreloads(fs.readFileSync(file, 'utf8')));
    else expect((await br.body()).equals(fs.readFileSync(file)), url).toBe(true);

    const gz = await request.get(url, { headers: { 'accept-encoding': 'gzip', ...SESSION } });
    expect(gz.headers()['content-encoding'], url).toBe('gzip');
  }
});

test('a JSON list goes out as brotli, and as plain JSON to a client that takes no compression', async ({ request }) => {
  const br = await request.get('/api/inventory', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.status()).toBe(200);
  expect(br.headers()['content-encoding']).toBe('br');
  const products = (await br.json()) as unknown[];
  expect(products.length).toBeGreaterThan(10);

  const plain = await request.get('/api/inventory', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.json()).toEqual(products);
});

test('a page drawn by the server goes out as brotli', async ({ request }) => {
  const res = await request.get('/shop', { headers: { 'accept-encoding': 'br' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toBe('br');
  expect(await res.text()).toMatch(/<h1[^>]*>Local Shop<\/h1>/);
});
