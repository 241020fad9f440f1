import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SITE_PATHS } from '@shared/site-paths';
import { routes } from './router';

/** Every full path the router draws a page for (the catch-all not-found route aside). */
function routerPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const own = route.index || (route.path !== undefined && !route.children) || (route.path !== undefined && route.element) ? [here || '/'] : [];
    return [...own, ...routerPaths(route.children ?? [], here)];
  });
}

describe('the server’s list of pages', () => {
  it('is the router’s list, so the server answers 404 exactly where the app shows its not-found page', () => {
    expect([...new Set(routerPaths(routes))].sort()).toEqual([...SITE_PATHS].sort());
  });
});
