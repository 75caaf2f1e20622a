import type { RouteObject } from 'react-router';

/** The consent pages inside the public layout (lazy: each page is its own chunk). */
export const consentRoutes: RouteObject[] = [
  {
    path: 'confirm-consent',
    lazy: async () => ({ Component: (await import('./pages/confirm-consent-page')).default }),
  },
];
