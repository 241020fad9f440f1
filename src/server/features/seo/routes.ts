import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { siteOrigin } from '../../lib/net/site-origin';
import type { SitemapService } from './service';

/**
 * /robots.txt and /sitemap.xml. URLs are absolute: PUBLIC_URL when set (production requires
 * it), otherwise the address the request came to, so a local or preview install lists its own links.
 */
export async function seoRoutes(app: FastifyInstance, opts: { service: SitemapService; publicUrl: string | undefined }): Promise<void> {
  const baseOf = (request: FastifyRequest): string => siteOrigin(request, opts.publicUrl);
  const CACHE = 'public, max-age=3600';

  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(opts.service.robots(baseOf(request))),
  );

  app.get('/sitemap.xml', async (request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(await opts.service.sitemap(baseOf(request))),
  );

  app.get('/sitemap-pages.xml', async (request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(opts.service.pagesSitemap(baseOf(request))),
  );

  app.get<{ Params: { n: string } }>('/sitemap-parts-:n.xml', async (request, reply) => {
    const n = /^\d{1,6}$/.test(request.params.n) ? Number(request.params.n) : 0;
    const xml = await opts.service.partsSitemap(baseOf(request), n);
    if (xml === null) throw new AppError('not_found', 'No such sitemap.');
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(xml);
  });
}
