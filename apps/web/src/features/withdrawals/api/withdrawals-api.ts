import { PAGE_SIZE, type TWithdrawalCreated, withdrawalEndpoints } from '@fhp/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Under the wallet's key, so the 'wallet.changed' server event (a sale captured, a payout paid
 * or returned) refreshes the balance and the states here too.
 */
const keys = {
  all: [...queryKeys.wallet.all, 'withdrawals'] as const,
  summary: [...queryKeys.wallet.all, 'withdrawals', 'summary'] as const,
  list: [...queryKeys.wallet.all, 'withdrawals', 'list'] as const,
};

/** GET /api/withdrawals/summary: the balance, the minimum and the payout e-mail. */
export function useWithdrawalSummary() {
  return useQuery({
    queryKey: keys.summary,
    queryFn: ({ signal }) => callApi(withdrawalEndpoints.summary, {}, { signal }),
  });
}

/** GET /api/withdrawals: my withdrawals with their states, 5 a page, newest first. */
export function useWithdrawals() {
  return useInfiniteQuery({
    queryKey: keys.list,
    queryFn: ({ pageParam, signal }) =>
      callApi(
        withdrawalEndpoints.list,
        { query: { limit: PAGE_SIZE, cursor: pageParam } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** POST /api/withdrawals: the amount in cents; the server checks it again under its lock. */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountCents: number): Promise<TWithdrawalCreated> =>
      callApi(withdrawalEndpoints.create, { body: { amountCents } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
  });
}
