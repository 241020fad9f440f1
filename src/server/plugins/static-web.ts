import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isPrivatePath, matchSitePath, SERVER_RENDERED_PAGES, type SitePath } from '../../shared/site-paths';
import { siteOrigin } from '../lib/net/site-origin';
import { loadPagePreloads, withPreloads } from './page-chunks';
import { inProcessFetch, isPhone, isSignedOut, loadPageRenderer, pageDocument, signedOutShell } from './server-render';
import { projectPath } from '../project-paths';

/** Whether the record a page's address names exists, by path (a feature's `pages`, src/server/feature.ts): `params` are the path's `:name` segments. */
export type PageChecks = Partial<Record<SitePath, (params: Record<string, string>) => Promise<boolean>>>;

export type WebAppOptions = {
  /** Which of a feature's pages exist (Feature.pages). */
  pageChecks?: PageChecks;
  publicUrl?: string;
  /** Draw storefront pages on the server (default); off, every page is the shell the browser draws. */
  serverRender?: boolean;
};

/**
 * Serves the built web app and answers every other non-API GET with a page: with 200 for an address the
 * app has a page for, 404 for any other and for a page whose record does not exist. Storefront pages and
 * the not-found page come drawn by the server (server-render.ts); the rest are index.html, the shell the
 * browser draws. Unknown /api paths never get HTML: they reach the JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string, options: WebAppOptions = {}): Promise<void> {
  const { pageChecks = {}, publicUrl, serverRender = true } = options;
  const indexHtml = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const renderer = serverRender ? await loadPageRenderer(webDir) : null;
  const guestShell = renderer ? signedOutShell(indexHtml, renderer.signedOutQueryState()) : undefined;
  const apiFetch = inProcessFetch(app);
  const preloads = loadPagePreloads(webDir);
  // wildcard: false registers one route per built file at start-up; everything else falls to index.html.
  // Not for the .br and .gz copies, which preCompressed finds beside each file: half the routes, 40 ms
  // less of every start.
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    globIgnore: ['**/*.br', '**/*.gz'],
    index: false,
    // The build writes a .br and a .gz beside each script and style (vite.config.ts): sent as they are.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Vite puts a content hash in asset names, so they can be cached for good.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.get('/*', async (request, reply) => {
    const urlPath = request.url.split('?', 1)[0]!;
    if (urlPath.startsWith('/api/') || urlPath === '/api') return reply.callNotFound();
    const page = matchSitePath(urlPath);
    // A page naming a record (a part's) is found only when the record is: its feature says (Feature.pages).
    const check = page ? pageChecks[page.path] : undefined;
    const found = page !== null && (check ? await check(page.params) : true);
    // Private pages and missing ones are never listed by a search engine, even one that ignores robots.txt.
    if (!found || isPrivatePath(urlPath)) reply.header('x-robots-tag', 'noindex');
    reply.code(found ? 200 : 404).type('text/html').header('cache-control', 'no-cache');
    const signedOut = isSignedOut(request);
    if (!renderer) return reply.send(indexHtml);
    const pageCode = preloads(renderer.pageSources(urlPath), indexHtml);
    if (page && !SERVER_RENDERED_PAGES.includes(page.path)) {
      // The shell carries "nobody is signed in" when no session cookie came.
      reply.header('vary', 'Cookie');
      return reply.send(withPreloads(guestShell && signedOut ? guestShell : indexHtml, pageCode));
    }
    const origin = siteOrigin(request, publicUrl);
    // The page depends on who asks (signed in or not) and on what (a phone or not).
    reply.header('vary', 'Cookie, Sec-CH-UA-Mobile, User-Agent');
    const phone = isPhone(request);
    // A page whose record is missing (an unknown part) is drawn as its not-found view, here and in the browser.
    const missingRecord = page !== null && !found;
    const rendered = await renderer.renderPage({ url: `${origin}${request.url}`, fetch: apiFetch, signedOut, phone, missing: missingRecord });
    if (rendered.errors.length > 0) request.log.warn({ errors: rendered.errors }, 'parts of the page could not be drawn on the server');
    const search = request.url.slice(urlPath.length);
    return reply.send(withPreloads(pageDocument(indexHtml, rendered, { origin, pathname: urlPath, search, found, phone, missingRecord }), pageCode));
  });
}

/** The seed data's illustrations: catalogue parts, shop products, banners (docs/choices.md #21: our own server). */
export const IMAGES_DIR = projectPath('src/server/assets/images');

/**
 * Serves /images/{parts,shop,banners}/*.svg from src/server/assets, with or without a built web app
 * (the web app's public dir belongs to the web side; these belong to the seed data).
 */
export async function registerImages(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: IMAGES_DIR,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=86400');
    },
  });
}

/** CSP hashes for the inline scripts of index.html (the theme script that runs before first paint). */
export function inlineScriptHashes(webDir: string | undefined): string[] {
  if (!webDir) return [];
  let html: string;
  try {
    html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${crypto.createHash('sha256').update(m[1] ?? '').digest('base64')}'`);
  }
  return hashes;
}
