import { CART_STORAGE_KEY } from '../../src/shared/constants';
import { PUBLIC_PAGES } from '../../src/shared/site-paths';
import { expect, test, type Page } from './fixtures/test';

// Each test measures its own pages, so the two lanes share them out (tests/support/e2e-lanes.ts).
test.describe.configure({ mode: 'parallel' });

// Nothing on a customer page moves once it is drawn: the footer starts below the fold, the banners keep
// one size, images carry their width and height. A layout-shift observer (the browser's own measure,
// what Lighthouse sums as CLS) runs from the first byte; shifts right after a user's input do not count.

// The target for every customer page: a fifth of Lighthouse's 0.1 for a good CLS.
const MAX_SHIFT = 0.02;

/** Records every layout shift of each page the tab opens from now on (an init script runs on each navigation). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        w.__shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => (s.node as Element | null)?.outerHTML?.slice(0, 80) ?? '?') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShift(page: Page, path: string, ready: () => Promise<void>): Promise<{ total: number; shifts: string[] }> {
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  // Late work (fonts, images decoding, a second render) would shift within a moment of the last response.
  await page.waitForTimeout(1_000);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts: shifts.map((s) => `${s.value.toFixed(4)} ${s.sources.join(' | ')}`) };
}

for (const width of [360, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 900 } });

    test(`the home page, a search, a part page, the shop and the catalogue shift by at most ${MAX_SHIFT}`, async ({ page }) => {
      const res = await page.request.get('/api/parts?query=brake%20pads&limit=1');
      const partId = ((await res.json()) as { parts: { id: number }[] }).parts[0]!.id;
      const heading = (name?: string | RegExp) => async () => {
        await expect(page.getByRole('heading', { level: 1, ...(name ? { name } : {}) })).toBeVisible();
      };
      const pages: [string, () => Promise<void>][] = [
        ['/', heading()],
        ['/search?query=brake%20pads', async () => void (await expect(page.getByTestId('part-card').first()).toBeVisible())],
        [`/part/${partId}`, heading()],
        ['/shop', async () => void (await expect(page.getByTestId('product-card').first()).toBeVisible())],
        ['/browse', heading()],
      ];
      await watchLayoutShifts(page);
      for (const [path, ready] of pages) {
        const { total, shifts } = await layoutShift(page, path, ready);
        expect(total, `${path} at ${width} px:\n${shifts.join('\n')}`).toBeLessThanOrEqual(MAX_SHIFT);
      }
    });

    test(`every other customer page, the checkout with a cart and a missing page shift by at most ${MAX_SHIFT}`, async ({ page }) => {
      const products = (await (await page.request.get('/api/inventory')).json()) as { id: number; name: string; price: number; stockCount: number }[];
      const product = products.find((p) => p.stockCount > 0)!;
      const covered = new Set(['/', '/search', '/shop', '/browse']);
      const paths = [...PUBLIC_PAGES.filter((p) => !covered.has(p)), '/checkout', '/no-such-page'];
      await page.goto('/favicon.svg');
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [CART_STORAGE_KEY, JSON.stringify([{ id: product.id, name: product.name, price: product.price, quantity: 1, stockCount: product.stockCount }])],
      );
      await watchLayoutShifts(page);
      for (const path of paths) {
        const { total, shifts } = await layoutShift(page, path, async () => {
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        });
        expect(total, `${path} at ${width} px:\n${shifts.join('\n')}`).toBeLessThanOrEqual(MAX_SHIFT);
      }
    });
  });
}
