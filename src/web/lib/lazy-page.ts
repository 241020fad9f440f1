import { isValidElement, lazy, type ComponentType, type ReactNode } from 'react';

type PageModule<P> = { default: ComponentType<P> };

/**
 * A page split into its own chunk (React.lazy) that can also be fetched ahead of its first render:
 * `preload()`. Once preloaded, the page renders at once instead of suspending, which is what a page
 * drawn by the server needs to hydrate in one pass: main.tsx preloads the pages of the address before it
 * hydrates, so a tap that lands right after is handled, not lost in a part still waiting for its code.
 *
 * `source` is the file `load` imports, from the web app's root (src/web): its key in the build's
 * manifest, through which the server names the page's chunks in the HTML it sends, so the browser
 * fetches them with the app's own code (src/server/plugins/page-chunks.ts). router.test.tsx checks that
 * every page's source is the module its loader imports.
 */
export function lazyPage<P>(source: string, load: () => Promise<PageModule<P>>) {
  let loaded: PageModule<P> | undefined;
  let loading: Promise<PageModule<P>> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  // React.lazy reads a thenable that calls back at once as already resolved: no suspension.
  const Page = lazy(() => (loaded ? ({ then: (resolve: (m: PageModule<P>) => void) => resolve(loaded!) } as unknown as Promise<PageModule<P>>) : preload()));
  return Object.assign(Page, { preload, source });
}

/** Starts fetching the code of a route's element when it is a lazyPage; undefined otherwise. */
export function preloadElement(element: ReactNode): Promise<unknown> | undefined {
  if (!isValidElement(element)) return undefined;
  const preload = (element.type as { preload?: unknown }).preload;
  return typeof preload === 'function' ? (preload as () => Promise<unknown>)() : undefined;
}

/** The source file of a route's element when it is a lazyPage (see lazyPage's `source`). */
export function elementSource(element: ReactNode): string | undefined {
  if (!isValidElement(element)) return undefined;
  const source = (element.type as { source?: unknown }).source;
  return typeof source === 'string' ? source : undefined;
}
