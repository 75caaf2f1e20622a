import { PUBLIC_PAGE_PATHS } from '@fhp/domain';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { resolveLazyMatches } from './app/hydrate';
import { AppProviders } from './app/providers';
import { BUILT_PANEL_PATHS, routes } from './app/router';

/**
 * The pages rendered at build time: the public ones, and the sign-in form, which a signed-out
 * visitor sees as it is while /api/me answers (a signed-in one is sent on once it has).
 */
export const PRERENDER_PATHS: readonly string[] = [...PUBLIC_PAGE_PATHS, '/auth/login'];

/**
 * Panel pages: drawn in the browser (they need the session), but their HTML can name the chunks
 * the page will import, so the phone downloads them alongside the entry instead of after it.
 */
export const PRELOAD_PATHS: readonly string[] = [...BUILT_PANEL_PATHS];

/** Imports what a panel page needs first: its route modules and the client of /api/me. */
export async function loadPanelPage(pathname: string): Promise<void> {
  await resolveLazyMatches(routes, pathname);
  await import('./lib/session/fetch-me');
}

/**
 * The build-time render of one public page (scripts/build.mjs): the same providers and routes as
 * main.tsx, signed out and with no API data, so the browser's first render (hydration) produces
 * the same tree. `prerender` waits for every lazy chunk and Suspense boundary before it returns.
 */
export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${pathname} redirects: not prerenderable`);
  if (context.errors) throw new Error(`${pathname} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
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
