/** The public pages a search engine may list (the sitemap's pages); nothing signed-in, staff-only or per-order. */
export const PUBLIC_PAGES = [
  '/',
  '/browse',
  '/search',
  '/shop',
  '/request',
  '/track-order',
  '/faqs',
  '/contact-us',
  '/customer-support',
  '/privacy-policy',
  '/terms-of-service',
  '/refund-policy',
  '/return-exchange',
  '/shipping-policy',
  '/warranty-policy',
  '/legal-disclaimer',
  '/accessibility',
  '/cookies-policy',
  '/gdpr-compliance',
  '/data-protection',
  '/anti-fraud',
  '/intellectual-property',
  '/age-verification',
] as const;

/**
 * Every address the web app draws a page for, as React Router patterns (`:name` stands for one path
 * segment): the public pages and the rest. The server answers any other address with the not-found page
 * and HTTP 404, so search engines and link checkers see a missing page as missing.
 * src/web/app/site-paths.test.ts checks that this list and the router's routes are the same.
 */
export const SITE_PATHS = [
  ...PUBLIC_PAGES,
  // Accounts
  '/auth',
  '/reset-password',
  '/logout',
  '/setup',
  '/dashboard',
  '/profile',
  // Staff
  '/admin-login',
  '/admin',
  '/admin/requests',
  '/admin/outbox',
  '/admin/jobs',
  '/admin/messages',
  '/admin/replies',
  '/admin/money',
  '/admin/orders',
  '/admin/orders/:orderNumber',
  '/admin/inventory',
  '/admin/carousel',
  '/admin/catalogue',
  '/admin/catalogue/new',
  // Ahead of '/admin/catalogue/:id': matchSitePath takes the first pattern that fits.
  '/admin/catalogue/imports',
  '/admin/catalogue/imports/:id',
  '/admin/catalogue/vehicles',
  '/admin/catalogue/:id',
  '/admin/suppliers',
  '/admin/part-requests/:id/invoice',
  // Tracking, receipts, checkout: pages of one customer's records
  '/tracking',
  '/track-order/manage',
  '/receipts/:number',
  '/part/:id',
  '/checkout',
  '/order-success',
  '/confirm-order',
  '/orders',
  // Old addresses that lead to their real pages
  '/shipping',
  '/help',
  '/account',
  '/cart',
  '/request-part',
] as const;

/**
 * Addresses no search engine should list or fetch: private screens, the API, and pages that carry tokens
 * or order details. robots.txt disallows them (as prefixes, the robots.txt way) and their pages answer
 * with `X-Robots-Tag: noindex`.
 */
export const PRIVATE_PATHS = [
  '/admin',
  '/api',
  '/auth',
  '/checkout',
  '/dashboard',
  '/profile',
  '/orders',
  '/order-success',
  '/confirm-order',
  '/reset-password',
  '/track-order/manage',
  '/receipts',
  '/setup',
  '/logout',
] as const;

/**
 * The storefront pages the server sends drawn, with their data (src/web/server-render.tsx): the public
 * pages and the part pages. Signed-in, staff and per-order pages arrive as the app shell and draw in the
 * browser. An address with no page gets the not-found page drawn too.
 */
export const SERVER_RENDERED_PAGES: readonly SitePath[] = [...PUBLIC_PAGES, '/part/:id'];

/** Whether a path falls under PRIVATE_PATHS, read as robots.txt reads its Disallow lines (prefixes). */
export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATHS.some((prefix) => pathname.startsWith(prefix));
}

export type SitePath = (typeof SITE_PATHS)[number];
export type SitePathMatch = { path: SitePath; params: Record<string, string> };

const PATTERNS = SITE_PATHS.map((path) => ({ path, parts: path.split('/').filter(Boolean) }));

/** The page at this path (no query string; a trailing slash is allowed) and its parameters, or null. */
export function matchSitePath(pathname: string): SitePathMatch | null {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null; // a broken %-escape names no page
  }
  for (const { path, parts } of PATTERNS) {
    if (parts.length !== segments.length || !parts.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
    const params: Record<string, string> = {};
    parts.forEach((part, i) => {
      if (part.startsWith(':')) params[part.slice(1)] = segments[i]!;
    });
    return { path, params };
  }
  return null;
}

/** Whether the web app has a page at this path. */
export function isSitePath(pathname: string): boolean {
  return matchSitePath(pathname) !== null;
}
