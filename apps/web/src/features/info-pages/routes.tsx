import { INFO_PAGES, type InfoPageKey } from '@fhp/domain';
import type { RouteObject } from 'react-router';

/** One lazy route per info page; they share the InfoPage chunk and differ only by content. */
function infoPageRoutes(key: InfoPageKey): RouteObject[] {
  const page = INFO_PAGES[key];
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

/** The info pages and the school license agreement, inside the public layout. */
export const infoPagesRoutes: RouteObject[] = [
  ...(Object.keys(INFO_PAGES) as InfoPageKey[]).flatMap(infoPageRoutes),
  {
    path: 'school-licence',
    lazy: async () => ({
      Component: (await import('../legal/pages/school-licence-page')).default,
    }),
  },
];
