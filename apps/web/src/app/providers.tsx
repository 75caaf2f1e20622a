import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useServerEvents } from '../features/events/use-server-events';
import { SessionProvider, useSession } from '../features/session';
import { createQueryClient } from './query-client';
import { ScrollToTop } from './scroll-to-top';
import { theme } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client (no retries, seeded session). */
  queryClient?: QueryClient;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

/** Opens the live event stream once, for signed-in users only. */
function ServerEventsBridge() {
  const { user } = useSession();
  useServerEvents(user !== null);
  return null;
}

/** Everything that does not need the router: theme, toasts, data cache, session, events. */
export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
      <Notifications position="top-right" limit={4} />
      <QueryClientProvider client={client}>
        <SessionProvider>
          <ServerEventsBridge />
          {children}
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * Providers that live inside the router (mounted by the root route), so modal content can use
 * Link and useNavigate, and scrolling follows route changes.
 */
export function RouteProviders({ children }: { children: ReactNode }) {
  return (
    <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>
      <ScrollToTop />
      {children}
    </ModalsProvider>
  );
}
