import type { RouteObject } from 'react-router';

/** The trending pages inside the public layout (lazy: each page is its own chunk). */
export const trendingRoutes: RouteObject[] = [
  {
    path: 'trending',
    lazy: async () => ({ Component: (await import('./pages/trending-page')).default }),
  },
];
