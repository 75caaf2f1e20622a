import type { RouteObject } from 'react-router';

/** The verification pages inside the public layout (lazy: each page is its own chunk). */
export const verificationRoutes: RouteObject[] = [];
