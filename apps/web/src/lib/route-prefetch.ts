import type { QueryClient } from '@tanstack/react-query';

/**
 * What a page's module may export as its route's `handle`: the queries its first render reads,
 * started by the guard that waits for the session (`RequireSignedIn`), so they travel beside
 * /api/me instead of after it and the page renders once with its data (decision 0032).
 */
export type RouteHandle = {
  prefetch?: (client: QueryClient) => void;
  /**
   * Loads the code a page otherwise asks for after its first paint (`afterPaintModule`), so
   * that the server's render of the page (a panel page's preview) and the browser's hydration
   * of it draw the whole page alike (app/hydrate.ts, decision 0039).
   */
  modules?: () => Promise<unknown>;
  /**
   * The page shows what the server's events bring while it is open (a live list). Its preview
   * starts the app right after its first paint, as the panel's frame does, instead of on the
   * athlete's first interaction: what arrives shows without a touch (decision 0041).
   */
  live?: true;
};

/** Whether a matched route's page is live (`RouteHandle.live`). */
export function isLiveRoute(matches: readonly { handle: unknown }[]): boolean {
  return matches.some(({ handle }) => (handle as RouteHandle | undefined)?.live === true);
}

/** Starts the queries of every matched route that names some. */
export function prefetchMatchedRoutes(
  matches: readonly { handle: unknown }[],
  client: QueryClient,
): void {
  for (const { handle } of matches) (handle as RouteHandle | undefined)?.prefetch?.(client);
}
