import { contestPublicEndpoints, type TContestKind } from '@fhp/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The public contest pages' keys (the server renders the pages with their answers under these:
 * entry-server.tsx LIVE_PAGES).
 */
export const publicContestsKey = (kind: TContestKind) =>
  [...queryKeys.contests.all, 'public', kind] as const;
export const publicContestKey = (contestNumber: number) =>
  [...queryKeys.contests.all, 'public-page', contestNumber] as const;

/** GET /api/public/contests?kind=: the contests of a list page. */
export function usePublicContests(kind: TContestKind) {
  return useQuery({
    queryKey: publicContestsKey(kind),
    queryFn: ({ signal }) => callApi(contestPublicEndpoints.list, { query: { kind } }, { signal }),
    staleTime: 60_000,
  });
}

/** GET /api/public/contests/:contestNumber: a contest's page. */
export function usePublicContest(contestNumber: number) {
  return useQuery({
    queryKey: publicContestKey(contestNumber),
    queryFn: ({ signal }) =>
      callApi(contestPublicEndpoints.get, { params: { contestNumber } }, { signal }),
    enabled: Number.isInteger(contestNumber) && contestNumber > 0,
    staleTime: 60_000,
  });
}
