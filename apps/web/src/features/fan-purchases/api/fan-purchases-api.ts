import { fanPurchasesEndpoints, type TCheckoutRequest } from '@fhp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';

/** The feature's query keys (the fan's own data; no server event refreshes them). */
export const fanPurchasesKeys = {
  all: ['fan-purchases'] as const,
  list: ['fan-purchases', 'list'] as const,
  receipt: (id: string) => ['fan-purchases', 'receipt', id] as const,
};

/** GET /api/fan/purchases: the fan's purchases, newest first, 5 a page with Load More. */
export function useFanPurchases() {
  return usePagedEndpoint(fanPurchasesEndpoints.list, fanPurchasesKeys.list);
}

/** GET /api/fan/purchases/:id: one receipt (another fan's is a 404). */
export function useFanReceipt(id: string) {
  return useQuery({
    queryKey: fanPurchasesKeys.receipt(id),
    queryFn: ({ signal }) => callApi(fanPurchasesEndpoints.receipt, { params: { id } }, { signal }),
  });
}

/**
 * POST /api/fan/checkout/:paymentId/capture: back from the checkout. The server records the
 * purchase once however often this is sent; a new purchase refreshes the list.
 */
export function useCaptureFanPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) =>
      callApi(fanPurchasesEndpoints.capture, { params: { paymentId } }),
    onSuccess: (result) => {
      if (result.outcome === 'purchased') {
        void queryClient.invalidateQueries({ queryKey: fanPurchasesKeys.list });
      }
    },
  });
}

/**
 * POST /api/fan/checkout for an ended license's renewal: the same item, priced again by the
 * server; the answer's approveUrl is where the fan pays, as for any purchase.
 */
export function useRenewPurchase() {
  return useMutation({
    mutationFn: (request: TCheckoutRequest) =>
      callApi(fanPurchasesEndpoints.checkout, { body: request }),
  });
}
