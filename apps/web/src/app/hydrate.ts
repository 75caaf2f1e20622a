import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules the current URL matches and writes them into the route objects,
 * so the router starts initialised and its first render is the page the server pre-rendered
 * (not the HydrateFallback, which would not match the HTML). The page's chunks are already
 * preloaded by <link rel="modulepreload"> tags in that HTML.
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
