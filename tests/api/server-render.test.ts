import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

/**
 * Storefront pages come drawn by the server, with their data, title, canonical address and structured
 * data (src/server/plugins/server-render.ts, src/web/server-render.tsx). The template is shaped as the
 * built index.html is: a theme script in the head, an empty #root, a noscript line.
 */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Auto and phone parts for customers across Jamaica." />
    <title>Auto &amp; Phone Parts</title>
    <script>document.documentElement.dataset.theme = 'light';</script>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>This store needs JavaScript turned on in your browser.</noscript>
  </body>
</html>`;

let t: TestApp;
let part: { id: number; title: string; price: number };

beforeAll(async () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-ssr-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
  t = await createTestApp({ seeded: true, webDir });
  const { first } = (await rows<{ first: number }>(t, sql`select min(id)::int as first from parts`))[0]!;
  part = (await t.app.inject({ method: 'GET', url: `/api/parts/${first}` })).json();
}, 120_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

function rootOf(html: string): string {
  const start = html.indexOf('<div id="root"');
  const end = html.indexOf('<script type="application/json" id="query-state">');
  return html.slice(start, end);
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

function queryState(html: string): { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> } {
  const m = /<script type="application\/json" id="query-state">([\s\S]*?)<\/script>/.exec(html);
  expect(m, 'the page carries its data').not.toBeNull();
  return JSON.parse(m![1]!) as never;
}

/** Inline scripts the browser would run: only the template's own (allowed by its hash). */
function runnableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}

describe('server-rendered storefront pages', () => {
  it('a part page: its title and price in the HTML, Product and BreadcrumbList JSON-LD, a canonical address', async () => {
    const res = await get(`/part/${part.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const root = rootOf(html);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${part.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(root).toContain(part.price.toFixed(2));
    expect(html).toContain(`<link rel="canonical" href="http://shop.test/part/${part.id}" />`);
    expect(html).toContain(`<title>${part.title} · Yaad Parts</title>`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).not.toContain('<noscript>');

    const [product, breadcrumbs] = jsonLd(html);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: part.title,
      url: `http://shop.test/part/${part.id}`,
      offers: { '@type': 'Offer', price: part.price.toFixed(2), priceCurrency: 'USD' },
    });
    expect(String((product!.offers as { availability: string }).availability)).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });

    // The data travels with the page: the browser hydrates from it and fetches nothing again.
    const keys = queryState(html).queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).toContain(JSON.stringify(['/api/parts', part.id]));
    expect(runnableInlineScripts(html)).toEqual(["document.documentElement.dataset.theme = 'light';"]);
  });

  it('the shop lists its products, and the search its results, in the HTML', async () => {
    const { n } = (await rows<{ n: number }>(t, sql`select count(*)::int as n from inventory_products where archived_at is null`))[0]!;
    const shop = await get('/shop');
    expect(shop.statusCode).toBe(200);
    const shopRoot = rootOf(shop.body);
    expect(shopRoot).toMatch(/<h1[^>]*>Local Shop<\/h1>/);
    // The first 24 products, as a phone shows them, with the count.
    expect(shopRoot.match(/data-testid="product-card"/g)).toHaveLength(24);
    expect(shopRoot).toContain(`Showing 24 of ${n} products`);
    expect(shop.body).toContain('<title>Local Shop · Yaad Parts</title>');
    // The same 24 products as schema.org Products with their offers in J$.
    const list = jsonLd(shop.body).find((d) => d['@type'] === 'ItemList') as { itemListElement: Array<{ position: number; item: Record<string, unknown> }> };
    expect(list.itemListElement).toHaveLength(24);
    expect(list.itemListElement[0]).toMatchObject({ position: 1, item: { '@type': 'Product', offers: { '@type': 'Offer', priceCurrency: 'JMD' } } });
    expect(String((list.itemListElement[0]!.item.offers as { price: string }).price)).toMatch(/^\d+\.\d\d$/);

    const search = await get('/search?query=brake%20pads&sort=price_asc');
    expect(search.statusCode).toBe(200);
    expect(rootOf(search.body)).toContain('Search Results for');
    expect(rootOf(search.body)).toMatch(/Brake Pad/i);
    expect(search.body).toContain('<link rel="canonical" href="http://shop.test/search?query=brake+pads" />');
  });

  it('the home page names the store as a local business with its Kingston address and hours', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const business = jsonLd(res.body).find((d) => d['@type'] === 'AutoPartsStore');
    expect(business).toMatchObject({
      name: 'Yaad Parts',
      address: { '@type': 'PostalAddress', addressLocality: 'Kingston 11', addressCountry: 'JM' },
      openingHours: ['Mo-Fr 09:00-18:00', 'Sa 10:00-16:00'],
    });
  });

  it('a visitor without a session is drawn as signed out; one with a session is left to the browser', async () => {
    const guest = queryState((await get('/faqs')).body).queries.find((q) => JSON.stringify(q.queryKey) === '["/api/auth/user"]');
    expect(guest?.state.data).toBeNull();

    const { cookie } = await signUp(t.app);
    const member = await get('/faqs', { cookie });
    expect(member.statusCode).toBe(200);
    expect(queryState(member.body).queries.map((q) => JSON.stringify(q.queryKey))).not.toContain('["/api/auth/user"]');
  });

  it('an unknown address: 404 with the not-found page drawn, noindex and no canonical', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(rootOf(res.body)).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).not.toContain('rel="canonical"');

    // A part page for no part: 404 with the part's not-found view drawn, marked so the browser hydrates
    // the same view without asking the API, and no data for it.
    for (const url of ['/part/2000000000', '/part/abc']) {
      const missingPart = await get(url);
      expect(missingPart.statusCode, url).toBe(404);
      expect(missingPart.headers['x-robots-tag'], url).toBe('noindex');
      expect(rootOf(missingPart.body), url).toMatch(/<h1[^>]*>Part not found<\/h1>/);
      expect(missingPart.body, url).toContain(`<div id="root" data-missing="${url}">`);
      expect(missingPart.body, url).toMatch(/<title>Part not found[^<]*<\/title>/);
      expect(missingPart.body, url).not.toContain('rel="canonical"');
      expect(queryState(missingPart.body).queries.map((q) => JSON.stringify(q.queryKey)), url).not.toContainEqual(expect.stringContaining('/api/parts/'));
    }
    // A part that exists carries no such mark.
    expect((await get(`/part/${part.id}`)).body).not.toContain('data-missing');
  });

  it('a phone gets only the phone layout (no filter column to hydrate); a desk or an unknown screen both, chosen by CSS', async () => {
    const phone = await get('/search?query=brake%20pads', { 'sec-ch-ua-mobile': '?1' });
    expect(phone.body).toContain('<div id="root" data-screen="phone">');
    expect(rootOf(phone.body)).not.toContain('hidden lg:contents');
    expect(phone.headers.vary).toMatch(/Sec-CH-UA-Mobile/);
    const android = await get('/shop', { 'user-agent': 'Mozilla/5.0 (Linux; Android 13; moto g power) Mobile Safari/537.36' });
    expect(android.body).toContain('data-screen="phone"');
    const desk = await get('/search?query=brake%20pads', { 'sec-ch-ua-mobile': '?0' });
    expect(desk.body).toContain('<div id="root">');
    expect(rootOf(desk.body)).toContain('hidden lg:contents');
    expect(rootOf(desk.body)).toContain('contents lg:hidden');
  });

  it('signed-in and staff pages stay the shell the browser draws, telling a visitor without a session that nobody is signed in', async () => {
    const { cookie } = await signUp(t.app);
    for (const url of ['/checkout', '/dashboard', '/admin']) {
      const guest = await get(url);
      expect(guest.body, url).toContain('<div id="root"></div>');
      expect(queryState(guest.body).queries.map((q) => [JSON.stringify(q.queryKey), q.state.data]), url).toEqual([['["/api/auth/user"]', null]]);
      const member = await get(url, { cookie });
      expect(member.body, url).toContain('<div id="root"></div>');
      expect(member.body, url).not.toContain('id="query-state"');
    }
  });
});
