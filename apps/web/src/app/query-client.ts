import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
// api-error, not api-client: the client (and zod) stay out of the first-load bundle.
import { isApiError } from '../lib/api-error';
import { queryKeys } from '../lib/query-keys';

const MAX_RETRIES = 2;

/** 4xx answers are final (bad input, signed out, not yours): retrying only delays the message. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < MAX_RETRIES;
}

function onUnauthenticated(client: QueryClient, error: unknown, key?: readonly unknown[]) {
  // A 401 from any other call means the session ended (expired, signed out elsewhere):
  // re-read /api/me so guards and the shell follow.
  if (isApiError(error) && error.status === 401 && key?.[0] !== queryKeys.me[0]) {
    void client.invalidateQueries({ queryKey: queryKeys.me });
  }
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onUnauthenticated(client, error, query.queryKey),
    }),
    mutationCache: new MutationCache({
      onError: (error) => onUnauthenticated(client, error),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        // Live lists are refreshed by server events; focus refetch covers a sleeping laptop.
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
