import { StrictMode, type ReactNode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { matchRoutes, StaticRouter } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { jsonForScript, type PageHead, type RenderInput, type RenderedPage } from '@shared/page-render';
import { AppProviders } from './app/providers';
import { AppRoutes, routes } from './app/router';
import { fetchQueriesWith } from './lib/api-client';
import { elementSource } from './lib/lazy-page';
import { authKeys } from './lib/auth';
import { serverPage, ServerPageProvider } from './lib/page-head';
import { createQueryClient } from './lib/query-client';

/**
 * Server rendering of the storefront (docs/decisions/010-server-rendering.md). The page's own components
 * say what data they need: each render pass creates their queries in a fresh query client; the queries
 * no one has fetched yet are fetched from the API in-process, as an anonymous visitor, and the page is
 * drawn again, until a pass asks for nothing new. A query the API refuses (a signed-in one, a missing
 * record) is left for the browser, which fetches it after hydrating, as it always has.
 */

const MAX_PASSES = 4;

export async function renderPage(input: RenderInput): Promise<RenderedPage> {
  const url = new URL(input.url);
  const client = createQueryClient();
  fetchQueriesWith(client, input.fetch);
  if (input.signedOut) client.setQueryData(authKeys.user(), null);

  const origin = url.origin;
  const tried = new Set<string>();
  let head: PageHead = { structuredData: [] };
  let errors: string[] = [];
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    head = { structuredData: [] };
    ({ html, errors } = await renderToHtml(
      <ServerPageProvider page={serverPage(head, origin)}>
        <AppProviders queryClient={client} screenGuess={input.phone ? 'phone' : undefined} missingRecord={input.missing ? url.pathname : undefined}>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </ServerPageProvider>,
    ));
    const wanted = client
      .getQueryCache()
      .getAll()
      .filter((query) => !tried.has(query.queryHash) && fetchableOnServer(client, query));
    // After the last pass nothing more is fetched: the markup must match the data it sends.
    if (wanted.length === 0 || pass === MAX_PASSES - 1) break;
    for (const query of wanted) tried.add(query.queryHash);
    await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
    // A refused query goes back to "not fetched yet", the state the browser starts it in.
    for (const query of client.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' })) {
      client.getQueryCache().remove(query);
    }
  }
  return { html, queryState: jsonForScript(dehydrate(client)), head, errors };
}

/** The source files of the code-split pages an address shows (lazyPage's `source`), outermost first. */
export function pageSources(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) => elementSource(match.route.element) ?? []);
}

/**
 * The data block of a page the browser draws itself, for a visitor with no session cookie: "nobody is
 * signed in", so the browser does not ask the API (and log its 401) to learn it.
 */
export function signedOutQueryState(): string {
  const client = createQueryClient();
  client.setQueryData(authKeys.user(), null);
  return jsonForScript(dehydrate(client));
}

/** A query the page would fetch at once with the default fetcher (custom fetchers post or read tokens). */
function fetchableOnServer(client: QueryClient, query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (query.options.queryFn !== client.getDefaultOptions().queries?.queryFn) return false;
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

async function renderToHtml(node: ReactNode): Promise<{ html: string; errors: string[] }> {
  try {
    // Suspended parts (the lazy pages) are awaited and drawn inline: no script moves them in later.
    const html = await renderToStringAsync((<StrictMode>{node}</StrictMode>) as never);
    return { html, errors: [] };
  } catch (error) {
    return { html: '', errors: [error instanceof Error ? (error.stack ?? error.message) : String(error)] };
  }
}
