import type { RouteObject } from 'react-router';

const termsPage = async () => ({
  Component: (await import('./pages/terms-page')).default,
});

/** The terms and the school license agreement, inside the public layout. */
export const legalRoutes: RouteObject[] = [
  // Spec: a prefix route, so anything below it shows the terms too.
  { path: 'terms-and-conditions', lazy: termsPage },
  { path: 'terms-and-conditions/*', lazy: termsPage },
  // The agreement's own page: /school-licence is the contract request page (school-contracts).
  {
    path: 'school-licence/agreement',
    lazy: async () => ({ Component: (await import('./pages/school-licence-page')).default }),
  },
];
