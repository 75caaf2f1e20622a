import type { RouteObject } from 'react-router';

/** The athlete directory inside the public layout (lazy: its own chunk). */
export const directoryRoutes: RouteObject[] = [
  {
    path: 'athletes',
    lazy: async () => ({ Component: (await import('./pages/directory-page')).default }),
  },
];
