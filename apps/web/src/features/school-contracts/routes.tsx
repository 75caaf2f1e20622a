import type { RouteObject } from 'react-router';

/** The school path's public pages, inside the public layout (each its own chunk). */
export const schoolContractsRoutes: RouteObject[] = [
  {
    path: 'school-licence',
    lazy: async () => ({
      Component: (await import('./pages/school-licence-request-page')).default,
    }),
  },
  {
    path: 'search-school-contract',
    lazy: async () => ({
      Component: (await import('./pages/search-school-contract-page')).default,
    }),
  },
  {
    path: 'school-contract/:id',
    lazy: async () => ({ Component: (await import('./pages/school-contract-page')).default }),
  },
];
