import { walletEndpoints } from '@fhp/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';

/**
 * Both keys sit under `queryKeys.wallet.all`, which the 'wallet.changed' server event
 * invalidates (event-query-map.ts): a captured sale refreshes the balance and the history.
 */
const walletKeys = {
  summary: [...queryKeys.wallet.all, 'summary'] as const,
  history: [...queryKeys.wallet.all, 'history'] as const,
};

/** My balance, summed by the server from my wallet's ledger entries. */
export function useWalletSummary() {
  return useQuery({
    queryKey: walletKeys.summary,
    queryFn: ({ signal }) => callApi(walletEndpoints.summary, {}, { signal }),
  });
}

/** My wallet's ledger entries, 5 a page, newest first. */
export function useWalletHistory() {
  return usePagedEndpoint(walletEndpoints.history, walletKeys.history);
}
