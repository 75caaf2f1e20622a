import type { RouteObject } from 'react-router';

const termsPage = async () => ({
  Component: (await import('./pages/terms-page')).default,
});

/** The terms and the school license agreement, inside the public layout. */
export const legalRoutes: RouteObject[] = [
  // Spec: a prefix route, so anything below it shows the terms too.
  { path: 'terms-and-conditions', lazy: termsPage },
  { path: 'terms-and-conditions/*', lazy: termsPage },
  {
    path: 'school-licence',
    lazy: async () => ({ Component: (await import('./pages/school-licence-page')).default }),
  },
];
