import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { SessionProvider, useKnownSession } from '../lib/session';
import { createQueryClient } from './query-client';
import { ScrollToTop } from './scroll-to-top';
import { cssVariablesResolver, theme } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client (no retries, seeded session). */
  queryClient?: QueryClient;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

// Lazy: signed-out visitors never download the events code (or the domain schemas it uses).
const ServerEventsBridge = lazy(() => import('./server-events-bridge'));

// Toasts and modals (Notifications + ModalsProvider, with ScrollArea, FocusTrap and their CSS:
// ~60 KB brotli) are not needed to paint a page. Their download starts when the first page has
// rendered (the router has loaded its chunks by then): started any earlier it competed with the
// route's own chunks and delayed the phone's first paint. Toasts shown meanwhile wait in their
// store; the modal manager is used only by panel screens, which load their data meanwhile.
const Overlays = lazy(() => import('./overlays'));

/**
 * The overlays, mounted only after the first commit: the build-time render (which runs no
 * effect) then leaves them out, so a pre-rendered page neither links their stylesheets
 * (render-blocking) nor preloads their chunks, and hydration matches (nothing on both sides).
 */
function DeferredOverlays() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  );
}

/**
 * Opens the live event stream once, for signed-in users only; unmounting closes it. It reads
 * the session as known (it never asks for it), so public pages make no session request. Not in
 * the first render: a page built signed out and sent with the visitor's session (the public
 * header, decision 0051) has no boundary here to hydrate.
 */
function ServerEvents() {
  const { user } = useKnownSession();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!user || !mounted) return null;
  return (
    <Suspense fallback={null}>
      <ServerEventsBridge />
    </Suspense>
  );
}

/** Everything that does not need the router: theme, data cache, session, live events. */
export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <QueryClientProvider client={client}>
        <SessionProvider>
          <ServerEvents />
          {children}
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * Mounted by the root route, inside the router, so modal and toast content can use Link and
 * useNavigate, and scrolling follows route changes.
 */
export function RouteProviders({ children }: { children: ReactNode }) {
  return (
    <>
      <ScrollToTop />
      {children}
      <DeferredOverlays />
    </>
  );
}
