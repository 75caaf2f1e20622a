import { contestVoteEndpoints, fanPurchasesEndpoints } from '@fhp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in fan's votes in a contest's current round (the page's "Voted"). */
export const myContestVotesKey = (contestId: string) =>
  [...queryKeys.contests.all, 'my-votes', contestId] as const;

/** GET /api/fan/contests/:id/votes, for a signed-in fan only (`enabled`). */
export function useMyContestVotes(contestId: string, enabled: boolean) {
  return useQuery({
    queryKey: myContestVotesKey(contestId),
    queryFn: ({ signal }) =>
      callApi(contestVoteEndpoints.myVotes, { params: { id: contestId } }, { signal }),
    enabled,
  });
}

/** POST /api/fan/contests/videos/:videoId/votes; the contest's queries are read again. */
export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: string) => callApi(contestVoteEndpoints.vote, { params: { videoId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contests.all }),
  });
}

/** POST /api/fan/checkout for a contest badge: the server prices it from the badge. */
export function useStartContestBadgeCheckout() {
  return useMutation({
    mutationFn: (badgeId: string) =>
      callApi(fanPurchasesEndpoints.checkout, { body: { item: 'contest_badge', badgeId } }),
  });
}
