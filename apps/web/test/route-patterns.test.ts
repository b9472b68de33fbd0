import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isWebRoute, WEB_ROUTE_PATTERNS } from '@cho-gundam/contracts';
import { routes } from '@/app/router/routes';

/** Every page path the router declares (index routes are their parent's path; the catch-all is left out). */
function declaredPaths(list: RouteObject[], base = ''): string[] {
  return list.flatMap((r) => {
    if (r.path === '*') return [];
    const here = r.path === undefined ? base : r.path.startsWith('/') ? r.path : `${base.replace(/\/$/, '')}/${r.path}`;
    const own = r.index || (r.path !== undefined && r.element !== undefined) ? [here || '/'] : [];
    return [...own, ...declaredPaths(r.children ?? [], here)];
  });
}

/** A path of the pattern with its parameters filled in. */
const sample = (pattern: string) => pattern.replace(/:[^/]+/g, 'x-1');

const lastRoute = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('the server knows the same pages as the client router (404 for the rest)', () => {
  it('the shared list is exactly the pages the router declares', () => {
    expect(new Set(declaredPaths(routes))).toEqual(new Set(WEB_ROUTE_PATTERNS));
  });

  it('every listed page reaches a page of its own in the router, and the server matcher agrees', () => {
    for (const pattern of WEB_ROUTE_PATTERNS) {
      expect(lastRoute(sample(pattern))?.path, pattern).not.toBe('*');
      expect(isWebRoute(sample(pattern)), pattern).toBe(true);
    }
  });

  it('paths the router sends to its not-found page are not pages for the server either', () => {
    for (const path of ['/khong-co', '/product/a/b', '/shop/unknown', '/member', '/moderator/x']) {
      expect(lastRoute(path)?.path, path).toBe('*');
      expect(isWebRoute(path), path).toBe(false);
    }
  });
});
