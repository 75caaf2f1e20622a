import './app/zod-without-eval';
import './app/global-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { resolveLazyMatches } from './app/hydrate';
import { Interactive } from './app/interactive';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter, routes } from './app/router';
import { registerServiceWorker } from './features/pwa/register-sw';
import { reportError, reportUnhandledErrors } from './lib/error-reporting';
import { seedLiveData } from './lib/live-page-data';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A public page arrives pre-rendered (scripts/build.mjs, decision 0022): its route modules are
 * loaded first so the first render is that page, then it is hydrated. The server sends it only
 * for a URL without query, so the first render matches it; anything else starts from the shell.
 * (A function, not top-level await: an entry with top-level await makes the bundler move every
 * module the lazy routes share with it into separate chunks, a bigger first load.)
 */
async function start(root: HTMLElement) {
  let prerendered = root.firstElementChild !== null;
  if (prerendered) {
    // In a task of its own, not the one that evaluated the entry's modules: matching the URL
    // against every route and Vite's preload helper (a link per stylesheet of the route) made
    // that task a third longer on a phone.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A chunk that fails to load: render afresh, and the router shows its error page.
    prerendered = await resolveLazyMatches(routes, window.location.pathname).then(
      () => true,
      () => false,
    );
  }
  // A page rendered with current data on the server (a live public page, a panel page's preview
  // for its athlete): the same data, so hydration matches it.
  const queryClient = createQueryClient();
  seedLiveData(queryClient);
  const app = (
    <Interactive container={root}>
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={createAppRouter()} />
        </AppProviders>
      </StrictMode>
    </Interactive>
  );
  // In a transition, React renders (and hydrates) in slices of a few milliseconds, yielding to
  // the browser in between, instead of one long task that blocks input on a slow phone.
  // An error no boundary caught, with the components it came through (SENTRY_WEB_DSN, decision
  // 0045); logged as React logs it by default.
  const onUncaughtError = (error: unknown, info: { componentStack?: string }) => {
    console.error(error);
    reportError(error, info.componentStack);
  };
  startTransition(() => {
    if (prerendered && window.location.search === '') hydrateRoot(root, app, { onUncaughtError });
    else createRoot(root, { onUncaughtError }).render(app);
  });
}

reportUnhandledErrors();
void start(container);
registerServiceWorker();
