import { type Endpoint, type EndpointInput, PAGE_SIZE } from '@fhp/domain';
import {
  type InfiniteData,
  keepPreviousData,
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
  const { query, pageSize = PAGE_SIZE, keepPrevious = false, ...rest } = request ?? {};
  return useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      callApi(
        endpoint,
        { ...rest, query: { ...query, limit: pageSize, cursor: pageParam } } as EndpointInput<E>,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
