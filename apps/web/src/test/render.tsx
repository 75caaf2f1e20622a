import type { TSessionUser } from '@fhp/domain';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes as appRoutes } from '../app/router';
import { queryKeys } from '../lib/query-keys';

export interface RenderOptions {
  /** Where the memory router starts. */
  route?: string;
  /** The session /api/me would return; null (signed out) by default, so no request is made. */
  user?: TSessionUser | null;
  queryClient?: QueryClient;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

function renderRouter(routes: RouteObject[], options: RenderOptions) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  queryClient.setQueryData(queryKeys.me, options.user ?? null);
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  const result = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** Renders the real application routes at `route`. */
export function renderApp(options: RenderOptions = {}) {
  return renderRouter(appRoutes, options);
}

/** Renders one element with every provider, at `route` of a one-route memory router. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderRouter([{ path: '*', element: ui }], options);
}
