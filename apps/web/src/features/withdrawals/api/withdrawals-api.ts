import {
  type TWithdrawalCreated,
  type TWithdrawalSummary,
  type TWithdrawalsPage,
  withdrawalEndpoints,
} from '@fhp/domain';
import { type InfiniteData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';

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
  return usePagedEndpoint(withdrawalEndpoints.list, keys.list);
}

/**
 * POST /api/withdrawals: the amount in cents; the server checks it again under its lock. Its
 * answer (the new row, pending, and the balance left) is shown at once, before the refetch:
 * the simulated payout settles within seconds, and without this the refetch could already
 * read it paid, so the athlete would never see the request pending.
 */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountCents: number): Promise<TWithdrawalCreated> =>
      callApi(withdrawalEndpoints.create, { body: { amountCents } }),
    onSuccess: (created) => {
      queryClient.setQueryData<TWithdrawalSummary>(
        keys.summary,
        (summary) => summary && { ...summary, balanceCents: created.balanceCents },
      );
      queryClient.setQueryData<InfiniteData<TWithdrawalsPage>>(keys.list, (list) =>
        list?.pages[0]
          ? {
              ...list,
              pages: [
                { ...list.pages[0], items: [created.withdrawal, ...list.pages[0].items] },
                ...list.pages.slice(1),
              ],
            }
          : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
  });
}
