import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { elementSource, preloadElement } from '@web/lib/lazy-page';
import { routes } from './router';

function lazyRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [...(elementSource(route.element) ? [route] : []), ...lazyRoutes(route.children ?? [])]);
}

describe('the routes’ lazy pages', () => {
  // The server names a page's chunks by its source (src/server/plugins/page-chunks.ts): a source that is
  // not the module the page loads would send the browser the wrong code ahead of time.
  it('name as their source the module their loader imports', async () => {
    const pages = lazyRoutes(routes);
    expect(pages.length).toBeGreaterThan(30);
    for (const route of pages) {
      const source = elementSource(route.element)!;
      const loaded = (await preloadElement(route.element)) as { default: unknown };
      const module = (await import(/* @vite-ignore */ `@web/${source}`)) as Record<string, unknown>;
      expect(Object.values(module), `${route.path ?? '(index)'} → ${source}`).toContain(loaded.default);
    }
  });
});
