import {
  CONSOLE_PAGE_SIZE,
  consoleMoneyEndpoints as endpoints,
  type TConsoleWithdrawalFilters,
  type TPayoutReviewRule,
} from '@fhp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';

const keys = queryKeys.console;

/** Only the filters that say something: an empty field filters nothing. */
export function activeFilters<T extends object>(filters: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  ) as Partial<T>;
}

function csvHref(path: string, filters: object): string {
  const qs = new URLSearchParams(activeFilters(filters) as Record<string, string>).toString();
  return `${path}${qs ? `?${qs}` : ''}`;
}

/** GET /api/console/withdrawals: every withdrawal, newest first, a console page at a time. */
export function useConsoleWithdrawals(filters: TConsoleWithdrawalFilters) {
  const query = activeFilters(filters);
  return usePagedEndpoint(endpoints.withdrawals, keys.withdrawals(query), {
    query,
    pageSize: CONSOLE_PAGE_SIZE,
    keepPrevious: true,
  });
}

export const withdrawalsCsvHref = (filters: TConsoleWithdrawalFilters) =>
  csvHref(endpoints.withdrawalsCsv.path, filters);

export const purchasesCsvHref = (filters: { email?: string; refunded?: string }) =>
  csvHref(endpoints.purchasesCsv.path, filters);

/** GET /api/console/withdrawals/:id: the one `?withdrawal=<id>` opens. */
export function useConsoleWithdrawal(id: string | null) {
  return useQuery({
    queryKey: keys.withdrawal(id ?? ''),
    queryFn: ({ signal }) =>
      callApi(endpoints.withdrawal, { params: { id: id ?? '' } }, { signal }),
    enabled: id !== null,
  });
}

type Decision = 'approve' | 'hold' | 'reject' | 'retry';

/** POST /api/console/withdrawals/:id/<decision>: then every money list is read again. */
export function useDecideWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: Decision; reason?: string }) => {
      const params = { id };
      switch (decision) {
        case 'approve':
          return callApi(endpoints.approve, { params });
        case 'retry':
          return callApi(endpoints.retry, { params });
        case 'hold':
          return callApi(endpoints.hold, { params, body: { reason: reason ?? '' } });
        case 'reject':
          return callApi(endpoints.reject, { params, body: { reason: reason ?? '' } });
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: keys.money }),
  });
}

/** GET /api/console/payout-review: the rule (a site setting). */
export function usePayoutReview() {
  return useQuery({
    queryKey: keys.payoutReview,
    queryFn: ({ signal }) => callApi(endpoints.payoutReview, {}, { signal }),
  });
}

export function useSetPayoutReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rule: TPayoutReviewRule) => callApi(endpoints.setPayoutReview, { body: rule }),
    onSuccess: (state) => client.setQueryData(keys.payoutReview, state),
  });
}

export type TPurchaseFilters = { email?: string; refunded?: 'yes' | 'no' | '' };

/** GET /api/console/purchases: purchases to refund, newest first. */
export function useConsolePurchases(filters: TPurchaseFilters) {
  const query = activeFilters(filters) as { email?: string; refunded?: 'yes' | 'no' };
  return usePagedEndpoint(endpoints.purchases, keys.purchases(query), {
    query,
    pageSize: CONSOLE_PAGE_SIZE,
    keepPrevious: true,
  });
}

/** POST /api/console/purchases/:id/refund. */
export function useRefundPurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      callApi(endpoints.refund, { params: { id }, body: { reason } }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.money }),
  });
}

/** GET /api/console/ledger/accounts: the system accounts, or one owner's. */
export function useLedgerAccounts(email: string) {
  const trimmed = email.trim();
  return useQuery({
    queryKey: keys.ledgerAccounts(trimmed),
    queryFn: ({ signal }) =>
      callApi(endpoints.ledgerAccounts, { query: trimmed ? { email: trimmed } : {} }, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** GET /api/console/ledger/accounts/:id: the account's postings with the running balance. */
export function useLedgerPostings(id: string) {
  return usePagedEndpoint(endpoints.ledgerPostings, keys.ledgerPostings(id), {
    params: { id },
    pageSize: CONSOLE_PAGE_SIZE,
  });
}

export function useDailyTotals() {
  return useQuery({
    queryKey: keys.ledgerDaily,
    queryFn: ({ signal }) => callApi(endpoints.dailyTotals, { query: { days: 14 } }, { signal }),
  });
}

export function useLedgerCheck() {
  return useQuery({
    queryKey: keys.ledgerCheck,
    queryFn: ({ signal }) => callApi(endpoints.ledgerCheck, {}, { signal }),
  });
}
