import type { RouteObject } from 'react-router';

/** The news-suggestions pages inside the public layout (lazy: each page is its own chunk). */
export const newsSuggestionsRoutes: RouteObject[] = [
  {
    path: 'news-suggestions',
    lazy: async () => ({
      Component: (await import('./pages/news-suggestions-page')).default,
    }),
  },
];
