import type { RouteObject } from 'react-router';

/** The info-pages pages inside the public layout (lazy: each page is its own chunk). */
export const infoPagesRoutes: RouteObject[] = [];
