import {
  REFERENCE_MAX_LIMIT,
  type TTrendingQuery,
  ZReferenceNames,
  ZTrendingResponse,
} from '@fhp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/trending?sport=&gender=: the seven tabs at once, counted by the server. The previous
 * answer stays on screen while a new filter loads.
 */
export function useTrending(filters: TTrendingQuery) {
  return useQuery({
    queryKey: queryKeys.trending.list(filters),
    queryFn: ({ signal }) =>
      api.get('/api/trending', ZTrendingResponse, {
        signal,
        query: { sport: filters.sport, gender: filters.gender },
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The sport filter's choices (the same cached list as the sign-up form's). */
export function useSportNames() {
  return useQuery({
    queryKey: queryKeys.reference.sports,
    queryFn: async ({ signal }) =>
      (
        await api.get('/api/reference/sports', ZReferenceNames, {
          signal,
          query: { limit: REFERENCE_MAX_LIMIT },
        })
      ).items.map((i) => i.name),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
  });
}
