import { athletePageEndpoints, fanPurchasesEndpoints, type TCheckoutRequest } from '@fhp/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The feature's own key: a public page no other feature reads or invalidates. */
const athleteKey = (athleteNumber: number) => ['athlete-page', athleteNumber] as const;

/** GET /api/athletes/:athleteNumber: who the athlete is and everything on sale. */
export function useAthletePage(athleteNumber: number) {
  return useQuery({
    queryKey: athleteKey(athleteNumber),
    queryFn: ({ signal }) =>
      callApi(athletePageEndpoints.get, { params: { athleteNumber } }, { signal }),
    enabled: Number.isInteger(athleteNumber) && athleteNumber > 0,
    staleTime: 60_000,
  });
}

/**
 * POST /api/fan/checkout: the server prices the item from the athlete's current rates and
 * opens the provider's order; the answer's approveUrl is where the fan pays.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (request: TCheckoutRequest) =>
      callApi(fanPurchasesEndpoints.checkout, { body: request }),
  });
}
