import type { FastifyRequest } from 'fastify';

// A Host header is only trusted as a plain name and port: anything else could write markup into a page.
const SAFE_HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The store's own absolute origin for links we write (sitemap, canonical URLs): PUBLIC_URL when set
 * (production requires it), otherwise the address the request came to, so a local or preview install
 * links to itself.
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const host = SAFE_HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}
