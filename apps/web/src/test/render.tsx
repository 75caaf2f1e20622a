import type { TAthleteSummary, TSessionUser } from '@fhp/domain';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, RouteProviders } from '../app/providers';
import { routes as appRoutes } from '../app/router';
import { queryKeys } from '../lib/query-keys';

export interface RenderOptions {
  /** Where the memory router starts. */
  route?: string;
  /** The session /api/me would return; null (signed out) by default, so no request is made. */
  user?: TSessionUser | null;
  /** The athlete summary /api/me would return with the user; null by default. */
  athlete?: TAthleteSummary | null;
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
  queryClient.setQueryData(
    queryKeys.me,
    options.user ? { user: options.user, athlete: options.athlete ?? null } : null,
  );
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
  return renderRouter([{ path: '*', element: <RouteProviders>{ui}</RouteProviders> }], options);
}

/** A signed-in athlete for panel tests. */
export const TEST_ATHLETE: TSessionUser = {
  id: '7f1c3b5e-2a9d-4c1e-9b0a-1d2e3f4a5b6c',
  email: 'athlete@example.com',
  role: 'athlete',
  isManager: false,
  firstName: 'Ana',
  lastName: 'Diaz',
  name: 'Ana Diaz',
};

export const TEST_ATHLETE_SUMMARY: TAthleteSummary = {
  athleteNumber: 1001,
  sport: 'Basketball',
  state: 'Florida',
  chatRateCents: 500,
};

type FetchHandler = (url: string, init: RequestInit | undefined) => unknown;

/**
 * Stubs fetch with per-route answers: `routes` maps 'METHOD /path' (query ignored) to a JSON
 * body, or to a function returning one; a `Response` is passed through as is. Unknown routes
 * answer 404. Returns the spy, whose calls show what the app sent.
 */
export function mockApi(routes: Record<string, unknown | FetchHandler>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.split('?')[0] ?? url;
    const key = `${init?.method ?? 'GET'} ${path}`;
    if (!(key in routes)) {
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    }
    const entry = routes[key];
    const body = typeof entry === 'function' ? await (entry as FetchHandler)(url, init) : entry;
    return body instanceof Response ? body : Response.json(body);
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** An error answer in the API's shape. */
export function apiError(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): Response {
  return Response.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });
}

/** The calls made to one route ('METHOD /path'), with their parsed JSON bodies. */
export function callsTo(spy: ReturnType<typeof mockApi>, route: string) {
  return spy.mock.calls
    .filter(([input, init]) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return `${init?.method ?? 'GET'} ${url.split('?')[0]}` === route;
    })
    .map(([input, init]) => ({
      url: typeof input === 'string' ? input : String(input),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}

/** Matches an input's label exactly, ignoring the required asterisk Mantine appends. */
export function field(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}
