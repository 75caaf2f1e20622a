import { communityBadgeEndpoints as endpoints } from '@fhp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

const keys = {
  all: ['community-badges'] as const,
  verify: (badgeNumber: string) => ['community-badges', 'verify', badgeNumber] as const,
};

/** My badges (newest first) and the price of the next one. */
export function useCommunityBadges() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => callApi(endpoints.list, {}, { signal }),
  });
}

/** Opens the checkout for the next badge; the server sets the price. */
export function useBuyCommunityBadge() {
  return useMutation({ mutationFn: () => callApi(endpoints.purchase, {}) });
}

/** Back from the checkout: captures the payment, which creates the badge. */
export function useCaptureCommunityBadge() {
  const client = useQueryClient();
  return (paymentId: string) =>
    callApi(endpoints.capturePayment, { params: { paymentId } }).then(async (result) => {
      await client.invalidateQueries({ queryKey: keys.all });
      return result;
    });
}

/** The PDF's address: a plain link, the session cookie goes with it. */
export const communityBadgePdfUrl = (id: string) => endpoints.pdf.path.replace(':id', id);

export function useCommunityBadgeVerification(badgeNumber: string) {
  return useQuery({
    queryKey: keys.verify(badgeNumber),
    queryFn: ({ signal }) => callApi(endpoints.verify, { params: { badgeNumber } }, { signal }),
    retry: false,
  });
}
