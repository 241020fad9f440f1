import fs from 'node:fs';
import { expect, test, type Page } from './fixtures/test';

/**
 * The storefront arrives drawn by the server (docs/decisions/010-server-rendering.md): without
 * JavaScript a phone still shows the page's heading and its first results, and with JavaScript the page
 * comes alive on the same markup, with no error and no second fetch of its data.
 */

async function firstPartId(page: Page): Promise<number> {
  const res = await page.request.get('/api/parts?query=brake%20pads&limit=1');
  return ((await res.json()) as { parts: { id: number }[] }).parts[0]!.id;
}

async function storefrontPages(page: Page): Promise<{ path: string; heading: RegExp; first: (p: Page) => ReturnType<Page['locator']> }[]> {
  const partId = await firstPartId(page);
  return [
    { path: '/', heading: /^Yaad Parts$/, first: (p) => p.getByRole('link', { name: 'Local Shop' }).first() },
    { path: '/search?query=brake%20pads', heading: /^Search Results for "brake pads"$/, first: (p) => p.getByTestId('part-card').first() },
    { path: `/part/${partId}`, heading: /\S/, first: (p) => p.getByRole('main').getByText(/\$\d[\d,]*\.\d\d/).first() },
    { path: '/shop', heading: /^Local Shop$/, first: (p) => p.getByTestId('product-card').first() },
  ];
}

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test('the home page, a search, a part and the shop show their heading and first results', async ({ page }) => {
    for (const { path, heading, first } of await storefrontPages(page)) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(first(page), path).toBeVisible();
    }
    // The shop draws its first 24 products and says how many there are.
    await expect(page.getByTestId('product-card')).toHaveCount(24);
    await expect(page.getByText(/^Showing 24 of \d+ products$/)).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('each page hydrates on the server markup: no console error, no data fetched again', async ({ page }) => {
    const problems: string[] = [];
    const apiCalls: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    const pages = await storefrontPages(page);
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    for (const { path, heading } of pages) {
      const served = await (await page.request.get(path)).text();
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      // Hydrated in turns (src/web/lib/hydrate-in-turns.tsx), each part took over its own markup: one
      // header, one footer, as many part and product cards as the server drew, none drawn twice.
      await expect(page.getByRole('banner'), path).toHaveCount(1);
      await expect(page.getByRole('contentinfo'), path).toHaveCount(1);
      const cards = (served.match(/data-testid="(?:part|product)-card"/g) ?? []).length;
      await expect(page.locator('[data-testid="part-card"], [data-testid="product-card"]'), path).toHaveCount(cards);
    }
    expect(problems).toEqual([]);
    expect(apiCalls).toEqual([]);

    // The shop is alive: Show more adds the next 24, drawn from the data the page came with.
    await page.getByRole('button', { name: 'Show more products' }).click();
    await expect(page.getByTestId('product-card')).toHaveCount(48);
    expect(apiCalls).toEqual([]);
  });

  test("a page's HTML names the code it needs, so the browser fetches it alongside the app's entry", async ({ page }) => {
    // src/server/plugins/page-chunks.ts: without the names, the app's entry would find the page's chunks
    // only once it runs, and add a tag for each itself (46 on the shop).
    type Chunk = { file: string; imports?: string[] };
    const manifest = JSON.parse(fs.readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
    const needs = (key: string, files = new Set<string>()): Set<string> => {
      const chunk = manifest[key]!;
      if (!files.has(`/${chunk.file}`)) {
        files.add(`/${chunk.file}`);
        for (const imported of chunk.imports ?? []) needs(imported, files);
      }
      return files;
    };
    for (const [path, source] of [['/shop', 'features/shop/pages/shop-page.tsx'], ['/checkout', 'features/orders/pages/checkout-page.tsx']] as const) {
      const served = await (await page.request.get(path)).text();
      const named = [...served.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
      const pageCode = [...needs(source)];
      // The page's chunk, the shared chunks it imports and the entry's (8 files for the shop).
      expect(pageCode.length, path).toBeGreaterThan(3);
      expect(pageCode.filter((file) => !named.includes(file)), path).toEqual([]);
      expect(new Set(named).size, path).toBe(named.length);
      // In the browser, the entry found them named: the tags it added itself are for code loaded later on purpose.
      await page.goto(path);
      const linked = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
      expect(linked.filter((file) => !named.includes(file) && pageCode.includes(file)), path).toEqual([]);
    }
  });
});
