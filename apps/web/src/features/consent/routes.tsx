import type { RouteObject } from 'react-router';

/** The consent pages inside the public layout (lazy: each page is its own chunk). */
export const consentRoutes: RouteObject[] = [];
