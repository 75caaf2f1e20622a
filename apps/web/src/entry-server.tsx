import {
  ACCOUNT_NAME_MARKER,
  ATHLETE_PAGE_PATTERN,
  CONTEST_PAGE_PATTERN,
  PUBLIC_PAGE_PATHS,
  type TAthletePage,
  type TContestPageData,
  type THomeAthletes,
  type TMeResponse,
  type TPublicContests,
  type TRole,
  type TTrendingPageData,
} from '@fhp/domain';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { resolveLazyMatches } from './app/hydrate';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { BUILT_PANEL_PATHS, routes } from './app/router';
import { athletePageKey } from './features/athlete-page/api/athlete-page-api';
import { publicContestKey, publicContestsKey } from './features/contests/api/public-contests-api';
import { homeAthletesKey } from './features/home/api/home-api';
import { withGivenAnswers } from './lib/early-requests';
import { CAN_WAIT_FOR_INTERACTION } from './lib/first-load';
import { type LiveQueryData, liveDataScript } from './lib/live-page-data';
import { queryKeys } from './lib/query-keys';
import { sportNames } from './lib/reference-api';
import { isLiveRoute, prefetchMatchedRoutes } from './lib/route-prefetch';

/** Where the build leaves a live page's root for the server to fill. */
export { LIVE_ROOT_MARKER } from '@fhp/domain';
/** The build marks the app's template of pages that start after their first paint with it. */
export { START_AFTER_PAINT } from './start-on-interaction';

/**
 * The pages rendered at build time: the public ones, and the sign-in form, which a signed-out
 * visitor sees as it is while /api/me answers (a signed-in one is sent on once it has).
 */
export const PRERENDER_PATHS: readonly string[] = [...PUBLIC_PAGE_PATHS, '/auth/login'];

/** A query's key and its answer, as the page's first render reads it. */
type LiveQuery = readonly [key: readonly unknown[], data: unknown];

/**
 * Public pages the server renders with current data (decision 0037): from what the server read
 * for the page (what the API would answer at that moment; its shape is the domain's), the
 * answers of every query the page's first render makes. Rendered with them, the page asks
 * nothing, so it is complete as HTML and starts its app on the visitor's first interaction;
 * built without them, the page is its skeleton (the fallback).
 */
export const LIVE_PAGES: Readonly<Record<string, (data: never) => LiveQuery[]>> = {
  '/home': (athletes: THomeAthletes) => [[homeAthletesKey, athletes]],
  // Unfiltered: a visit with filters in its address gets the shell (the server's rule).
  '/trending': ({ trending, sports }: TTrendingPageData) => [
    [queryKeys.trending.list({}), trending],
    [queryKeys.reference.sports, sportNames(sports)],
  ],
  // One render per athlete (the server keeps the most recent), with GET /api/athletes/:n's answer.
  [ATHLETE_PAGE_PATTERN]: (page: TAthletePage) => [[athletePageKey(page.athleteNumber), page]],
  // The contests of each list page, and one render per contest with its leaderboard once shown.
  '/contests': (contests: TPublicContests) => [[publicContestsKey('sport'), contests]],
  '/talent-contest': (contests: TPublicContests) => [
    [publicContestsKey('brand_ambassador'), contests],
  ],
  [CONTEST_PAGE_PATTERN]: ({ page, board }: TContestPageData) => [
    [publicContestKey(page.contest.number), page],
    ...(board ? [[queryKeys.contests.board(page.contest.id), board] as const] : []),
  ],
};

/** The LIVE_PAGES entry whose path (a route pattern) matches `pathname`. */
function livePageOf(pathname: string) {
  const pattern = Object.keys(LIVE_PAGES).find((p) => matchPath(p, pathname));
  return pattern ? (LIVE_PAGES[pattern] as (data: unknown) => LiveQuery[]) : undefined;
}

/**
 * The public header as a signed-out visitor, a fan and another account see it, the name
 * `ACCOUNT_NAME_MARKER`, and the query key of /api/me whose answer makes the app draw the
 * signed-in ones. The server swaps the first for one of the others in a pre-rendered page sent
 * to a visitor with a session (web-app.ts), and adds /api/me's answer under that key.
 */
export async function renderAccountHeaders(pathname: string) {
  const header = async (role?: TRole) => {
    const queryClient = createQueryClient();
    if (role) {
      const me: TMeResponse = {
        user: {
          id: '00000000-0000-4000-8000-000000000000',
          email: 'visitor@example.com',
          role,
          isManager: false,
          firstName: ACCOUNT_NAME_MARKER,
          lastName: '',
          name: ACCOUNT_NAME_MARKER,
        },
        athlete: null,
      };
      queryClient.setQueryData(queryKeys.me, me);
    }
    const html = await renderTree(pathname, queryClient);
    queryClient.clear();
    const found = html.match(/<header[\s\S]*?<\/header>/)?.[0];
    if (!found) throw new Error(`${pathname} has no header`);
    return found;
  };
  return {
    signedOut: await header(),
    fan: await header('fan'),
    other: await header('athlete'),
    meKey: queryKeys.me,
  };
}

/**
 * Panel pages: their content needs the session, so their HTML is the frame the browser draws
 * while /api/me answers (rendered by `renderPage`, hydrated like a public page), and names the
 * chunks the page will import, so the phone downloads them alongside the entry, not after it.
 */
export const PRELOAD_PATHS: readonly string[] = [...BUILT_PANEL_PATHS];

/** Imports what a panel page needs first: its route modules and the client of /api/me. */
export async function loadPanelPage(pathname: string): Promise<void> {
  await resolveLazyMatches(routes, pathname);
  await import('./lib/session/fetch-me');
}

/** Whether a panel page's preview starts its app after its first paint (`RouteHandle.live`). */
export async function previewStartsAfterPaint(pathname: string): Promise<boolean> {
  await loadPanelPage(pathname);
  const matches = matchRoutes(routes, pathname) ?? [];
  return isLiveRoute(matches.map(({ route }) => ({ handle: route.handle })));
}

/**
 * The reads a panel page's first screen waits for, as the browser would send them: /api/me and
 * the queries its route prefetches (lib/route-prefetch.ts), each URL noted from the API client's
 * call while `fetch` only records. The build writes them into the frame's template, and the
 * start script sends them as it starts loading the app (start-on-interaction.ts). Only plain
 * GETs qualify (the API client takes an early answer for those alone).
 */
export async function earlyRequestsOf(pathname: string): Promise<string[]> {
  await loadPanelPage(pathname);
  const urls: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && init?.body == null) urls.push(String(input));
    // Never answers: the reads are only being listed.
    return new Promise<Response>(() => {});
  }) as typeof fetch;
  const queryClient = createQueryClient();
  try {
    const { fetchMe } = await import('./lib/session/fetch-me');
    void fetchMe();
    const matches = matchRoutes(routes, pathname) ?? [];
    prefetchMatchedRoutes(
      matches.map(({ route }) => ({ handle: route.handle })),
      queryClient,
    );
    // The query's function runs a tick after the prefetch starts it.
    await new Promise((resolve) => setTimeout(resolve, 0));
  } finally {
    globalThis.fetch = realFetch;
    queryClient.clear();
  }
  return [...new Set(urls)];
}

export interface RenderedPage {
  html: string;
  /**
   * Whether the page's first render asked the API for anything (a list, the session): such a
   * page needs the app at once to fill in what it drew as skeletons or to act on the answer.
   * One that asked nothing is complete as HTML and loads the app on first interaction
   * (start-on-interaction.ts, decision 0027).
   */
  asksApi: boolean;
  /** A live page's data block (`lib/live-page-data.ts`), to follow the root in the page. */
  dataScript?: string;
}

/**
 * The queries a render would fetch once in the browser, noted as its components build them (a
 * query observer builds its query when the component renders, with the options it has then;
 * the cache keeps only the first builder's options, so they are read here). Left out: the
 * session as the provider knows it without asking (`enabled: false`), and reads marked
 * `CAN_WAIT_FOR_INTERACTION` (the site links, the sign-in form's session check).
 */
function queriesToFetch(queryClient: QueryClient): Set<string> {
  const cache = queryClient.getQueryCache();
  const build = cache.build.bind(cache);
  const asked = new Set<string>();
  cache.build = ((client, options, state) => {
    // The observer's options (with `enabled`) are what it passes here; the type names the query's.
    const { enabled } = options as { enabled?: unknown };
    const canWait =
      options.meta?.canWaitForInteraction === CAN_WAIT_FOR_INTERACTION.canWaitForInteraction;
    if (enabled !== false && !canWait) asked.add(JSON.stringify(options.queryKey));
    return build(client, options, state);
  }) as typeof cache.build;
  return asked;
}

/** The app's markup for `pathname` with what `queryClient` holds; every lazy chunk awaited. */
async function renderTree(pathname: string, queryClient: QueryClient): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${pathname} redirects: not prerenderable`);
  if (context.errors) throw new Error(`${pathname} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* No hydration data script: no route has a loader, main.tsx resolves the lazy ones. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // A boundary bigger than the chunk size is sent apart with an inline script to reveal it;
    // the CSP refuses inline scripts, so every boundary stays in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * The render of one public page: at build time (scripts/build.mjs) signed out and with no API
 * data, so the browser's first render (hydration) produces the same tree; on the server, a live
 * page with its current data (`liveData`), which the browser seeds its cache with before it
 * hydrates. `prerender` waits for every lazy chunk and Suspense boundary before it returns.
 */
export async function renderPage(pathname: string, liveData?: unknown): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const queriesOf = livePageOf(pathname);
  const at = Date.now();
  const seeded: LiveQueryData[] =
    queriesOf && liveData !== undefined
      ? queriesOf(liveData).map(([key, data]) => ({ key, data, at }))
      : [];
  for (const entry of seeded) {
    queryClient.setQueryData(entry.key, entry.data, { updatedAt: entry.at });
  }
  const asked = queriesToFetch(queryClient);
  const html = await renderTree(pathname, queryClient);
  queryClient.clear();
  // A query that has its answer is not asked for.
  for (const entry of seeded) asked.delete(JSON.stringify(entry.key));
  return {
    html,
    asksApi: asked.size > 0,
    ...(seeded.length > 0 ? { dataScript: liveDataScript(seeded) } : {}),
  };
}

/** A signed-in athlete's panel page as the server draws it before the app runs (0038, 0039). */
export interface PanelPreview {
  html: string;
  /** The answers it was drawn with, for the browser's query cache (`lib/live-page-data.ts`). */
  dataScript: string;
}

/** One preview at a time: the API client answers from one set of answers (withGivenAnswers). */
let previewQueue: Promise<unknown> = Promise.resolve();

/**
 * A panel page with its data, drawn in the panel's shell as the browser will hydrate it (decision
 * 0039): `answers` are the API's answers to the reads its first screen makes (`earlyRequestsOf`:
 * /api/me and what its routes prefetch, read by the server for this visitor), by URL. The page's own code asks for them as in the
 * browser, through the API client, which takes them from `answers` (and fails any other read,
 * without a request). Undefined when the visitor is not a signed-in athlete, or the page asks
 * for more than it was given: the server then sends the frame, and the browser asks as before.
 */
export function renderPanelPreview(
  pathname: string,
  answers: Readonly<Record<string, unknown>>,
): Promise<PanelPreview | undefined> {
  const run = previewQueue.then(() => withGivenAnswers(answers, () => drawPanelPreview(pathname)));
  previewQueue = run.catch(() => {});
  return run;
}

async function drawPanelPreview(pathname: string): Promise<PanelPreview | undefined> {
  await loadPanelPage(pathname);
  const queryClient = createQueryClient();
  try {
    const { fetchMe } = await import('./lib/session/fetch-me');
    const me = await queryClient.fetchQuery({ queryKey: queryKeys.me, queryFn: () => fetchMe() });
    if (me?.user?.role !== 'athlete') return undefined;
    const matches = matchRoutes(routes, pathname) ?? [];
    prefetchMatchedRoutes(
      matches.map(({ route }) => ({ handle: route.handle })),
      queryClient,
    );
    // Each prefetch's function runs a tick after it starts, and answers a tick or two later.
    for (let tick = 0; tick < 100 && (tick < 2 || queryClient.isFetching() > 0); tick++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const cached = queryClient.getQueryCache().getAll();
    if (cached.some((query) => query.state.status !== 'success')) return undefined;
    const asked = queriesToFetch(queryClient);
    const html = await renderTree(pathname, queryClient);
    // Its first render asked only for what it had (no skeleton in the preview).
    for (const query of cached) asked.delete(JSON.stringify(query.queryKey));
    if (asked.size > 0) return undefined;
    const entries: LiveQueryData[] = cached.map((query) => ({
      key: query.queryKey,
      data: query.state.data,
      at: query.state.dataUpdatedAt,
    }));
    return { html, dataScript: liveDataScript(entries) };
  } finally {
    queryClient.clear();
  }
}
