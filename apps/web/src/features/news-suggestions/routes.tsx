import type { RouteObject } from 'react-router';

/** The news-suggestions pages inside the public layout (lazy: each page is its own chunk). */
export const newsSuggestionsRoutes: RouteObject[] = [];
