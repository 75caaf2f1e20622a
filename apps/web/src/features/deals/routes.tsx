import type { RouteObject } from 'react-router';

const page = async () => ({ Component: (await import('./pages/deals-page')).default });

/** The deals pages inside the public layout: /bargains and anything under it (spec: prefix). */
export const dealsRoutes: RouteObject[] = [
  { path: 'bargains', lazy: page },
  { path: 'bargains/*', lazy: page },
];
