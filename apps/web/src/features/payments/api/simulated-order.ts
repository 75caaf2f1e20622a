import { paymentEndpoints } from '@fhp/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The order the simulated checkout asks the buyer to approve (test money). */
export function useSimulatedOrder(orderId: string) {
  return useQuery({
    queryKey: queryKeys.payments.simulatedOrder(orderId),
    queryFn: ({ signal }) =>
      callApi(paymentEndpoints.simulatedOrder, { params: { orderId } }, { signal }),
  });
}

const decisions = {
  approve: paymentEndpoints.simulatedApprove,
  cancel: paymentEndpoints.simulatedCancel,
} as const;

/** Approve or cancel; the server answers where the buyer goes next (the feature's page). */
export function useDecideSimulatedOrder(orderId: string) {
  return useMutation({
    mutationFn: (decision: 'approve' | 'cancel') =>
      callApi(decisions[decision], { params: { orderId } }),
  });
}
