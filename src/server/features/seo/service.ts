import type { Db } from '../../db/client';
import { PRIVATE_PATHS, PUBLIC_PAGES } from '../../../shared/site-paths';
import { countParts, partsPage } from './repository';

/** The sitemap protocol's cap on the URLs of one sitemap file (sitemaps.org). */
export const MAX_URLS_PER_SITEMAP = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

const urlLine = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;

export type SitemapService = ReturnType<typeof createSitemapService>;

/**
 * robots.txt and the sitemaps. When the public pages and every part fit in one file, /sitemap.xml lists
 * them all; past the protocol's 50,000 URLs it becomes a sitemap index of /sitemap-pages.xml and
 * /sitemap-parts-N.xml files of at most `maxUrls` parts each. Parts are read one id-ordered page per file,
 * two columns wide, so 50,000 parts are one cheap statement.
 */
export function createSitemapService(deps: { db: Db; maxUrls?: number }) {
  const maxUrls = deps.maxUrls ?? MAX_URLS_PER_SITEMAP;

  const pageLines = (base: string) => PUBLIC_PAGES.map((path) => urlLine(`${base}${path}`));
  const partLines = async (base: string, offset: number, limit: number) =>
    (await partsPage(deps.db, offset, limit)).map((p) => urlLine(`${base}/part/${p.id}`, p.createdAt));
  const urlset = (lines: string[]) => `${XML_HEAD}<urlset xmlns="${NS}">\n${lines.join('\n')}\n</urlset>\n`;

  return {
    robots(base: string): string {
      return [
        'User-agent: *',
        'Allow: /',
        ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${base}/sitemap.xml`,
        '',
      ].join('\n');
    },

    /** The one sitemap, or the index when everything does not fit in one. */
    async sitemap(base: string): Promise<string> {
      const partCount = await countParts(deps.db);
      if (PUBLIC_PAGES.length + partCount <= maxUrls) {
        return urlset([...pageLines(base), ...(await partLines(base, 0, partCount))]);
      }
      const files = ['/sitemap-pages.xml'];
      for (let n = 1; (n - 1) * maxUrls < partCount; n++) files.push(`/sitemap-parts-${n}.xml`);
      const lines = files.map((file) => `<sitemap><loc>${escapeXml(`${base}${file}`)}</loc></sitemap>`);
      return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${lines.join('\n')}\n</sitemapindex>\n`;
    },

    pagesSitemap(base: string): string {
      return urlset(pageLines(base));
    },

    /** Parts file n (from 1), or null past the last one. */
    async partsSitemap(base: string, n: number): Promise<string | null> {
      const partCount = await countParts(deps.db);
      const offset = (n - 1) * maxUrls;
      if (n < 1 || offset >= partCount) return null;
      return urlset(await partLines(base, offset, maxUrls));
    },
  };
}
