import type { RouteObject } from 'react-router';

/** The deals pages inside the public layout (lazy: each page is its own chunk). */
export const dealsRoutes: RouteObject[] = [];
