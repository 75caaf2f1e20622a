import { CONTEST_PAGE_PATTERN } from '@fhp/domain';
import type { RouteObject } from 'react-router';

/** A contest's shareable public page inside the public layout (lazy: its own chunk). */
export const contestPublicRoutes: RouteObject[] = [
  {
    path: CONTEST_PAGE_PATTERN.slice(1),
    lazy: async () => ({ Component: (await import('./pages/contest-page')).default }),
  },
];
