import type { RouteObject } from 'react-router';

/** The contract page inside the public layout (lazy: its own chunk). */
export const schoolContractRoutes: RouteObject[] = [
  {
    path: 'school-contract/:id',
    lazy: async () => ({ Component: (await import('./pages/school-contract-page')).default }),
  },
];
