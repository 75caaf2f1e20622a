import type { RouteObject } from 'react-router';

/** The public athlete page inside the public layout (lazy: its own chunk). */
export const athletePageRoutes: RouteObject[] = [
  {
    path: 'athletes/:athleteNumber',
    lazy: async () => ({ Component: (await import('./pages/athlete-page')).default }),
  },
];
