import type { TAthleteSummary, TSessionUser } from '@fhp/domain';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import {
  createMemoryRouter,
  Outlet,
  type RouteObject,
  RouterProvider,
  useLocation,
} from 'react-router';
import { vi } from 'vitest';
import { AppProviders, RouteProviders } from '../app/providers';
import { routes as appRoutes } from '../app/router';
import { queryKeys } from '../lib/query-keys';

export interface RenderOptions {
  /** Where the memory router starts. */
  route?: string;
  /**
   * The session /api/me would return; null (signed out) by default, so no request is made.
   * 'unknown' seeds nothing, as on a fresh visit: whoever needs the session asks /api/me.
   */
  user?: TSessionUser | null | 'unknown';
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
  if (options.user !== 'unknown') {
    queryClient.setQueryData(
      queryKeys.me,
      options.user ? { user: options.user, athlete: options.athlete ?? null } : null,
    );
  }
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  const result = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, user: setupUser() };
}

/**
 * A user-event session that acts at once: no pause between keys (each pause is a timer, and
 * under load timers are what makes a typing test slow), and no pointer-events check (it reads
 * the computed style of every ancestor on every click; jsdom loads none of Mantine's CSS anyway).
 */
export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}) {
  return userEvent.setup({
    delay: null,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    ...options,
  });
}

/**
 * Enters text into a field in one input event (a click, then a paste) instead of one event per
 * key: each key re-renders the whole form, about 0.1-0.2 s of CPU apiece in jsdom. For tests
 * whose subject is the value, not what each keystroke does (those keep `user.type`).
 */
export async function typeAtOnce(user: UserEvent, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

/**
 * Renders the whole application's routes at `route`: for what the app composes (layouts, guards,
 * redirects, lazy routes). A test of one page uses renderPage, which loads far less.
 */
export function renderApp(options: RenderOptions = {}) {
  return renderRouter(appRoutes, options);
}

export interface RenderPageOptions extends RenderOptions {
  /** The page's route pattern, for its params (e.g. 'checkout/simulated/:orderId'); '*' by default. */
  path?: string;
  /** What the route shows when the page throws (the app's `RouteError`); the router's own by default. */
  errorElement?: ReactElement;
}

/**
 * Renders one page (or component) with every provider at `route`, in a memory router holding
 * only its own route. Where the page navigates to shows a stub (text `at <pathname>`), and
 * `router.state.location` tells where it went. The route providers (toasts, modals) sit in a
 * layout around both, as the app's root route holds them: a toast shown as the page navigates
 * away stays on screen. Around the page alone they unmounted with it, and a test looking for
 * such a toast passed only when it looked before React committed the navigation.
 */
export function renderPage(ui: ReactElement, options: RenderPageOptions = {}) {
  const path = options.path ?? '*';
  const children: RouteObject[] = [{ path, element: ui, errorElement: options.errorElement }];
  if (path !== '*') children.push({ path: '*', element: <NavigatedTo /> });
  const routes: RouteObject[] = [
    {
      element: (
        <RouteProviders>
          <Outlet />
        </RouteProviders>
      ),
      children,
    },
  ];
  return renderRouter(routes, options);
}

function NavigatedTo() {
  return <p>at {useLocation().pathname}</p>;
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
