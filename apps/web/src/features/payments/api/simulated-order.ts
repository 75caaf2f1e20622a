import { ZRedirectResponse, ZSimulatedOrder } from '@fhp/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The order the simulated checkout asks the buyer to approve (test money). */
export function useSimulatedOrder(orderId: string) {
  return useQuery({
    queryKey: queryKeys.payments.simulatedOrder(orderId),
    queryFn: ({ signal }) =>
      api.get(`/api/payments/simulated/${orderId}`, ZSimulatedOrder, { signal }),
  });
}

/** Approve or cancel; the server answers where the buyer goes next (the feature's page). */
export function useDecideSimulatedOrder(orderId: string) {
  return useMutation({
    mutationFn: (decision: 'approve' | 'cancel') =>
      api.post(`/api/payments/simulated/${orderId}/${decision}`, undefined, ZRedirectResponse),
  });
}
