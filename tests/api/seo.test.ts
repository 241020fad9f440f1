import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoRoutes } from '../../src/server/features/seo/routes';
import { createSitemapService } from '../../src/server/features/seo/service';
import { PUBLIC_PAGES } from '../../src/shared/site-paths';
import { createTestApp, rows, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: true });
});
afterAll(() => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('GET /robots.txt', () => {
  it('allows the public pages, keeps crawlers out of private ones and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/api', '/auth', '/checkout', '/dashboard', '/profile', '/orders']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: http://shop.test/sitemap.xml');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages, with absolute URLs from PUBLIC_URL, and no private page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = locs(res.body);
    for (const path of ['/', '/shop', '/browse', '/request', '/track-order', '/privacy-policy', '/warranty-policy', '/age-verification', '/accessibility']) {
      expect(urls).toContain(`http://shop.test${path}`);
    }
    expect(urls.some((u) => /\/(admin|api|checkout|dashboard|profile|orders)\b/.test(u))).toBe(false);
  });

  it('lists every catalogue part once the catalogue is seeded', async () => {
    const { n } = (await rows<{ n: number }>(t, sql`select count(*)::int as n from parts`))[0]!;
    const { first } = (await rows<{ first: number }>(t, sql`select min(id)::int as first from parts`))[0]!;
    expect(n).toBeGreaterThan(1000);
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    const urls = locs(res.body);
    const partUrls = urls.filter((u) => u.includes('/part/'));
    expect(partUrls).toHaveLength(n);
    expect(new Set(partUrls).size).toBe(n);
    expect(partUrls[0]).toBe(`http://shop.test/part/${first}`);
    expect(urls).toHaveLength(n + PUBLIC_PAGES.length);
    expect(res.body).toMatch(/<url><loc>http:\/\/shop\.test\/part\/\d+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/);
  });

  it('becomes a sitemap index of files of at most the cap when there are more URLs than one file may hold', async () => {
    const { n } = (await rows<{ n: number }>(t, sql`select count(*)::int as n from parts`))[0]!;
    const cap = 1000;
    const service = createSitemapService({ db: t.db.database.db, maxUrls: cap });
    const base = 'https://yaadparts.example';
    const index = await service.sitemap(base);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = Math.ceil(n / cap);
    expect(locs(index)).toEqual([
      `${base}/sitemap-pages.xml`,
      ...Array.from({ length: files }, (_, i) => `${base}/sitemap-parts-${i + 1}.xml`),
    ]);
    expect(locs(service.pagesSitemap(base))).toHaveLength(PUBLIC_PAGES.length);
    const seen = new Set<string>();
    for (let i = 1; i <= files; i++) {
      const file = await service.partsSitemap(base, i);
      const urls = locs(file!);
      expect(urls.length).toBeLessThanOrEqual(cap);
      for (const u of urls) seen.add(u);
    }
    expect(seen.size).toBe(n);
    expect(await service.partsSitemap(base, files + 1)).toBeNull();
    expect(await service.partsSitemap(base, 0)).toBeNull();
  });

  it('serves the split files too, and a 404 past the last one', async () => {
    const pages = await t.app.inject({ method: 'GET', url: '/sitemap-pages.xml' });
    expect(pages.statusCode).toBe(200);
    expect(locs(pages.body)).toHaveLength(PUBLIC_PAGES.length);
    const first = await t.app.inject({ method: 'GET', url: '/sitemap-parts-1.xml' });
    expect(first.statusCode).toBe(200);
    expect(locs(first.body)[0]).toMatch(/^http:\/\/shop\.test\/part\/\d+$/);
    const past = await t.app.inject({ method: 'GET', url: '/sitemap-parts-99.xml' });
    expect(past.statusCode).toBe(404);
    expect(past.json()).toMatchObject({ message: 'No such sitemap.' });
  });
});

describe('without PUBLIC_URL', () => {
  it("uses the request's own address, and ignores a Host header that is not a plain host name", async () => {
    const app = Fastify();
    await app.register(seoRoutes, { service: createSitemapService({ db: t.db.database.db }), publicUrl: undefined });
    try {
      const robots = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'parts.local:8080' } });
      expect(robots.body).toContain('Sitemap: http://parts.local:8080/sitemap.xml');
      const sitemap = await app.inject({ method: 'GET', url: '/sitemap-pages.xml', headers: { host: 'parts.local:8080' } });
      expect(locs(sitemap.body)[0]).toBe('http://parts.local:8080/');
      const bad = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example"><x' } });
      expect(bad.body).toContain('Sitemap: http://localhost/sitemap.xml');
    } finally {
      await app.close();
    }
  });
});
