import type { RouteObject } from 'react-router';

/** The blogs pages inside the public layout (lazy: each page is its own chunk). */
export const blogsRoutes: RouteObject[] = [
  {
    path: 'blogs',
    lazy: async () => ({ Component: (await import('./pages/blogs-page')).default }),
  },
];
