import { contestBoardEndpoints } from '@fhp/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/public/contests/:id/board, read when the leaderboard opens (`enabled`). */
export function useContestBoard(contestId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.contests.board(contestId),
    queryFn: ({ signal }) =>
      callApi(contestBoardEndpoints.board, { params: { id: contestId } }, { signal }),
    enabled,
  });
}
