import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { SessionProvider, useKnownSession } from '../features/session';
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

// Toasts and modals (Notifications + ModalsProvider) are ~13 KB gzip the landing page does not
// need to paint; the download starts now, in parallel, and they mount as soon as it lands.
const overlaysModule = import('./overlays');
const Overlays = lazy(() => overlaysModule);

/**
 * Opens the live event stream once, for signed-in users only; unmounting closes it. It reads
 * the session as known (it never asks for it), so public pages make no session request.
 */
function ServerEvents() {
  const { user } = useKnownSession();
  if (!user) return null;
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
      <Suspense fallback={null}>
        <Overlays />
      </Suspense>
    </>
  );
}
