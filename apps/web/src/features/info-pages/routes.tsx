import { INFO_PAGE_ROUTES, type InfoPageKey } from '@fhp/domain';
import type { RouteObject } from 'react-router';

/**
 * One lazy route per info page; they share the InfoPage chunk and differ only by content. Only
 * the routes are read here: the pages' copy loads with that chunk, not with the router.
 */
function infoPageRoutes(key: InfoPageKey): RouteObject[] {
  const page = INFO_PAGE_ROUTES[key];
  const lazy = async () => {
    const { InfoPage } = await import('./pages/info-page');
    return { element: <InfoPage pageKey={key} /> };
  };
  const path = page.path.slice(1);
  // Prefix routes (spec: /pizza-money is non-exact) also answer anything below them.
  return 'prefix' in page && page.prefix
    ? [
        { path, lazy },
        { path: `${path}/*`, lazy },
      ]
    : [{ path, lazy }];
}

/** The info pages, inside the public layout. */
export const infoPagesRoutes: RouteObject[] = (
  Object.keys(INFO_PAGE_ROUTES) as InfoPageKey[]
).flatMap(infoPageRoutes);
