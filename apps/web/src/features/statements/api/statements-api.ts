import { statementsEndpoints } from '@fhp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The statement's year when none is picked: this one (the server counts years in UTC). */
export const currentStatementYear = () => new Date().getUTCFullYear();

/**
 * My earnings of a year. Under `queryKeys.wallet.all`, so a sale or withdrawal announced by
 * 'wallet.changed' refreshes it with the wallet; the previous year stays shown while the next
 * one loads.
 */
export function useEarningsStatement(year: number) {
  return useQuery({
    queryKey: [...queryKeys.wallet.all, 'statement', year],
    queryFn: ({ signal }) =>
      callApi(statementsEndpoints.earnings, { params: { year } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** What I paid athletes in a year. */
export function useGivingStatement(year: number) {
  return useQuery({
    queryKey: ['statements', 'giving', year],
    queryFn: ({ signal }) => callApi(statementsEndpoints.giving, { params: { year } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
