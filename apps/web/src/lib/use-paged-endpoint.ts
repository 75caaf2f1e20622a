import { type Endpoint, type EndpointInput, PAGE_SIZE } from '@fhp/domain';
import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from './api-client';

/** An endpoint answering one page of a keyset list: `?cursor=…&limit=…` in, `nextCursor` out. */
type PagedEndpoint = Endpoint & {
  query: z.ZodType<unknown, { cursor?: string; limit?: unknown }>;
  response: z.ZodType<{ nextCursor: string | null }>;
};

/** What a list asks besides its page: its params and filters, and how it pages. */
export type PagedRequest<E extends PagedEndpoint> = Omit<EndpointInput<E>, 'query' | 'body'> & {
  /** The list's own filters; the page's cursor and size are added. */
  query?: Omit<z.input<E['query']>, 'cursor' | 'limit'>;
  /** Rows a page (PAGE_SIZE unless the list says). */
  pageSize?: number;
  /** Keep the previous results on screen while changed filters load. */
  keepPrevious?: boolean;
};

/** An endpoint without params can be called with nothing more; one with params needs them. */
type RequestArgs<E extends PagedEndpoint> =
  Record<string, never> extends Omit<EndpointInput<E>, 'query' | 'body'>
    ? [request?: PagedRequest<E>]
    : [request: PagedRequest<E>];

/** The infinite query's options: one place for the hook and a route's prefetch. */
function pagedQueryOptions<E extends PagedEndpoint>(
  endpoint: E,
  key: QueryKey,
  request: PagedRequest<E> | undefined,
) {
  const { query, pageSize = PAGE_SIZE, keepPrevious = false, ...rest } = request ?? {};
  return {
    queryKey: key,
    queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) =>
      callApi(
        endpoint,
        // A first page given by the server's preview comes back with a null page parameter
        // (JSON has no undefined); the client leaves null out of the query string.
        { ...rest, query: { ...query, limit: pageSize, cursor: pageParam } } as EndpointInput<E>,
        { signal },
      ) as Promise<z.output<E['response']>>,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: z.output<E['response']>) => last.nextCursor ?? undefined,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  };
}

/**
 * A paged list over a keyset endpoint (TanStack's infinite query): the first page, then each
 * next one from the last answer's `nextCursor`, `PAGE_SIZE` rows a page, under `key` (the key
 * the feature's events and mutations invalidate). `LoadMore` draws its button.
 */
export function usePagedEndpoint<E extends PagedEndpoint>(
  endpoint: E,
  key: QueryKey,
  ...[request]: RequestArgs<E>
): UseInfiniteQueryResult<InfiniteData<z.output<E['response']>>> {
  return useInfiniteQuery(pagedQueryOptions(endpoint, key, request));
}

/**
 * Starts a paged list's first page as `usePagedEndpoint` with the same arguments would: for a
 * route's `handle.prefetch` (lib/route-prefetch.ts).
 */
export function prefetchPagedEndpoint<E extends PagedEndpoint>(
  client: QueryClient,
  endpoint: E,
  key: QueryKey,
  ...[request]: RequestArgs<E>
): void {
  void client.prefetchInfiniteQuery(pagedQueryOptions(endpoint, key, request));
}
