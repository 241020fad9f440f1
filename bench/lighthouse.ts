import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CART_STORAGE_KEY } from '../src/shared/constants';
import { loadConfig } from '../src/server/config';
import { startServer } from '../src/server/server';
import { median } from './lib/latency';

/**
 * Lighthouse 12 (mobile preset: a mid-range phone, simulated slow 4G and 4× CPU slowdown) with Debian's
 * Chromium against the production build and the real server on a freshly seeded embedded database.
 * Each page runs BENCH_LIGHTHOUSE_RUNS times (default 3); each figure printed is the median of its runs.
 * Figures go to bench/README.md with the date and the machine's load.
 */
export async function runLighthouseBench(): Promise<void> {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const webDir = path.resolve('dist/web');
  // The production build is what phones get: the web app and the server's page renderer (dist/server,
  // decision 011). Build both if either is missing.
  const built = fs.existsSync(path.join(webDir, 'index.html')) && fs.existsSync(path.resolve('dist/server/server-render.js'));
  if (!built) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-lighthouse-'));
  const config = loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: 'http://127.0.0.1' });
  const server = await startServer(config);
  const address = server.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const part = ((await (await fetch(`${base}/api/parts?query=brake%20pads&limit=1`)).json()) as { parts: { id: number }[] }).parts[0]!;
  const product = ((await (await fetch(`${base}/api/inventory`)).json()) as { id: number; name: string; price: number; stockCount: number }[]).find(
    (p) => p.stockCount > 0,
  )!;
  const cart = [{ id: product.id, name: product.name, price: product.price, quantity: 1, stockCount: product.stockCount }];
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
  const pages = ['/', '/browse', '/search?query=brake%20pads', `/part/${part.id}`, '/shop', '/checkout', '/track-order', '/faqs'].filter(
    (p) => !only || only.some((o) => p.startsWith(o) && (o !== '/' || p === '/')),
  );

  const browser: Browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  console.log(`lighthouse 12.2.3, mobile preset, ${runs} runs per page (medians), node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
  console.log('| page | performance | accessibility | best practices | SEO | LCP (s) | CLS | TBT (ms) |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  try {
    for (const pagePath of pages) {
      const results: { perf: number; a11y: number; bp: number; seo: number; lcp: number; cls: number; tbt: number }[] = [];
      for (let i = 0; i < runs; i++) {
        const page = await browser.newPage();
        // The checkout is measured with one product in the cart, as a customer reaches it.
        await page.goto(`${base}/favicon.svg`);
        await page.evaluate((key, value) => localStorage.setItem(key, value), CART_STORAGE_KEY, JSON.stringify(cart));
        // Storage is kept for the cart (disableStorageReset), so the HTTP cache is emptied here: every run
        // is a phone's first visit. Lighthouse simulates a cached file as an 8 ms disk read, so without
        // this every run after a page's first (and every page sharing chunks with one before it) measured
        // a repeat visit.
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
        const result = await lighthouse(
          base + pagePath,
          { logLevel: 'error', output: 'json', disableStorageReset: true, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
          undefined,
          page,
        );
        await page.close();
        if (!result) throw new Error(`lighthouse gave no result for ${pagePath}`);
        // BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's whole report, to see which tasks block.
        const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
        if (reports) {
          fs.mkdirSync(reports, { recursive: true });
          fs.writeFileSync(path.join(reports, `${pagePath.replace(/\W+/g, '_')}-${i + 1}.json`), JSON.stringify(result.lhr));
        }
        const { categories: c, audits: a, runtimeError, runWarnings } = result.lhr;
        // A run that could not measure a figure says why; its missing figures are left out of the medians.
        if (runtimeError) console.error(`${pagePath} run ${i + 1}: ${runtimeError.code} ${runtimeError.message}`);
        for (const warning of runWarnings) console.error(`${pagePath} run ${i + 1}: ${warning}`);
        results.push({
          perf: (c.performance?.score ?? 0) * 100,
          a11y: (c.accessibility?.score ?? 0) * 100,
          bp: (c['best-practices']?.score ?? 0) * 100,
          seo: (c.seo?.score ?? 0) * 100,
          lcp: (a['largest-contentful-paint']?.numericValue ?? NaN) / 1000,
          cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
          tbt: a['total-blocking-time']?.numericValue ?? NaN,
        });
      }
      const m = (key: keyof (typeof results)[number]) => median(results.map((r) => r[key]).filter(Number.isFinite));
      const shown = pagePath.startsWith('/part/') ? '/part/:id' : pagePath;
      console.log(
        `| ${shown} | ${m('perf').toFixed(0)} | ${m('a11y').toFixed(0)} | ${m('bp').toFixed(0)} | ${m('seo').toFixed(0)} | ${m('lcp').toFixed(2)} | ${m('cls').toFixed(3)} | ${m('tbt').toFixed(0)} |`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
