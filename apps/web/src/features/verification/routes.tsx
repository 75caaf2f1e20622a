import type { RouteObject } from 'react-router';

/**
 * The badge verification pages inside the public layout: /verify/<kind>/<id> with kind one of
 * seasonal_badges, momento, talking_badges, my_badges, endorsment_badges (others: not found).
 */
export const verificationRoutes: RouteObject[] = [
  {
    path: 'verify/:kind/:id',
    lazy: async () => ({ Component: (await import('./pages/verification-page')).default }),
  },
];
