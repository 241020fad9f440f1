import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  jsonForScript,
  MISSING_RECORD_ATTRIBUTE,
  QUERY_STATE_ELEMENT_ID,
  SCREEN_GUESS_ATTRIBUTE,
  type PageHead,
  type PageRenderer,
  type RenderedPage,
} from '../../shared/page-render';
import { SESSION_COOKIE } from './auth';
import { escapeHtml } from '../lib/escape-html';
import { projectPath } from '../project-paths';

/**
 * Draws a storefront page on the server with the web app's own components (src/web/server-render.tsx)
 * and writes it into the built index.html: the markup into #root, the data it was drawn with as a JSON
 * block, and the page's title, description, canonical address, link-preview tags and structured data
 * into the head. docs/decisions/010-server-rendering.md says why and what it costs.
 */

// The web app's page renderer is never imported by the server's own code. `npm run build` bundles it,
// with every package it uses, beside the web app (dist/server beside dist/web): one copy of Preact, the one
// the browser runs. Without that bundle (the API tests, which bring their own template) the source is
// loaded by path and compiled as the tests' modules are.
const WEB_RENDER_SOURCE = projectPath('src/web/server-render.tsx');

export async function loadPageRenderer(webDir: string): Promise<PageRenderer> {
  const bundle = path.resolve(webDir, '../server/server-render.js');
  return (await import(fs.existsSync(bundle) ? pathToFileURL(bundle).href : WEB_RENDER_SOURCE)) as PageRenderer;
}

/** API GETs answered in-process, as an anonymous visitor: the page's data is the same for everyone. */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    if (!url.startsWith('/api/')) throw new TypeError(`The server renders pages from its own API only, not ${url}`);
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}

export function isSignedOut(request: FastifyRequest): boolean {
  return !request.cookies[SESSION_COOKIE];
}

/** Whether the request says it comes from a phone: Chromium's client hint, or "Mobi"/"Android" in the user agent. */
export function isPhone(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|Android/i.test(request.headers['user-agent'] ?? '');
}

export type PageDocument = {
  origin: string;
  pathname: string;
  search: string;
  found: boolean;
  phone: boolean;
  /** The address is a page, but the record it names (a part) does not exist. */
  missingRecord?: boolean;
};

/** The canonical address: the page without its query string, except a search, which is its query. */
export function canonicalUrl(doc: Pick<PageDocument, 'origin' | 'pathname' | 'search'>): string {
  const pathname = doc.pathname.length > 1 ? doc.pathname.replace(/\/+$/, '') : doc.pathname;
  const query = pathname === '/search' ? new URLSearchParams(doc.search).get('query')?.trim() : undefined;
  return `${doc.origin}${pathname}${query ? `?${new URLSearchParams({ query }).toString()}` : ''}`;
}

function headTags(head: PageHead, doc: PageDocument): string {
  const tags: string[] = [];
  const url = canonicalUrl(doc);
  // A missing page has no canonical address; its X-Robots-Tag header keeps it out of search engines.
  if (doc.found) tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  const title = head.title ?? '';
  tags.push(
    `<meta property="og:type" content="${head.structuredData.some((d) => (d as { '@type'?: string })['@type'] === 'Product') ? 'product' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
  );
  if (head.description) tags.push(`<meta property="og:description" content="${escapeHtml(head.description)}" />`);
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(new URL(head.image, doc.origin).toString())}" />`);
  for (const data of head.structuredData) {
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join('\n    ');
}

const dataBlock = (state: string) => `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${state}</script>`;

/** index.html, the shell the browser draws, with the data block of a signed-out visitor (no 401 to learn it). */
export function signedOutShell(template: string, state: string): string {
  return template.replace('</body>', `  ${dataBlock(state)}\n  </body>`);
}

/** What #root tells the browser about how the server drew it: for a phone, and a record found missing. */
function rootAttributes(doc: PageDocument): string {
  const screen = doc.phone ? ` ${SCREEN_GUESS_ATTRIBUTE}="phone"` : '';
  return doc.missingRecord ? `${screen} ${MISSING_RECORD_ATTRIBUTE}="${escapeHtml(doc.pathname)}"` : screen;
}

/** index.html with the rendered page in it. */
export function pageDocument(template: string, page: RenderedPage, doc: PageDocument): string {
  let html = template;
  if (page.head.title) html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(page.head.title)}</title>`);
  if (page.head.description) {
    html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(page.head.description)}" />`);
  }
  return html
    .replace('</head>', `    ${headTags(page.head, doc)}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root"${rootAttributes(doc)}>${page.html}</div>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('</body>', `  ${dataBlock(page.queryState)}\n  </body>`);
}
