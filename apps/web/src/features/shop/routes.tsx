import type { RouteObject } from 'react-router';

/** The shop pages inside the public layout (lazy: each page is its own chunk). */
export const shopRoutes: RouteObject[] = [];
