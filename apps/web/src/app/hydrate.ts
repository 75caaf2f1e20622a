import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from '../lib/route-prefetch';

/**
 * Loads the lazy route modules the current URL matches and writes them into the route objects,
 * so the router starts initialised and its first render is the page the server pre-rendered
 * (not the HydrateFallback, which would not match the HTML), with the code its route's handle
 * names (`modules`), which the server drew it with. The page's chunks are already preloaded by
 * <link rel="modulepreload"> tags in that HTML.
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  // The imports in the next task: matching (the router flattens and ranks every route on its
  // first call) and Vite's preload helper (a stylesheet link per CSS file of the route, each
  // parsed from the cache) each cost a phone some 40 ms, too much for one task together.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }
      await (route.handle as RouteHandle | undefined)?.modules?.();
    }),
  );
}
