import { type TTrendingQuery, trendingEndpoints } from '@fhp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/trending?sport=&gender=: the seven tabs at once, counted by the server. The previous
 * answer stays on screen while a new filter loads.
 */
export function useTrending(filters: TTrendingQuery) {
  return useQuery({
    queryKey: queryKeys.trending.list(filters),
    queryFn: ({ signal }) =>
      callApi(
        trendingEndpoints.list,
        { query: { sport: filters.sport, gender: filters.gender } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
