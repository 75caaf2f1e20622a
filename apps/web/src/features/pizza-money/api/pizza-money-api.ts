import {
  pizzaMoneyEndpoints as endpoints,
  GIFT_APPEAL_IMAGE_FIELD,
  GIFT_DATA_FIELD,
  GIFT_INTRO_IMAGE_FIELD,
  type TGiftBadgeForm,
} from '@fhp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { postMultipart } from '../../../lib/upload';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';

const keys = queryKeys.pizzaMoney;

/** GET /api/pizza-money/requests: the requests fans sent me, 5 a page, newest first. */
export function usePizzaRequests() {
  return usePagedEndpoint(endpoints.list, keys.list);
}

/** GET /api/pizza-money/requests/:id/donations: what the donations modal lists. */
export function usePizzaDonations(id: string) {
  return useQuery({
    queryKey: keys.donations(id),
    queryFn: ({ signal }) => callApi(endpoints.donations, { params: { id } }, { signal }),
  });
}

/** Every answer of an action changes the list (a state, a row gone): refresh it after each. */
function usePizzaAction<V>(run: (variables: V) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** POST /api/pizza-money/requests/:id/accept: the request becomes active (open to donations). */
export function useAcceptPizzaRequest() {
  return usePizzaAction((id: string) => callApi(endpoints.accept, { params: { id } }));
}

/** DELETE /api/pizza-money/requests/:id: Reject (deletes it). */
export function useRejectPizzaRequest() {
  return usePizzaAction((id: string) => callApi(endpoints.reject, { params: { id } }));
}

export type GiftImages = { introducingImage: File; appealingImage: File };

/** POST /api/pizza-money/requests/:id/gift (multipart): the free gift badge; the row becomes gifted. */
export function useCreateGiftBadge() {
  return usePizzaAction(
    ({ id, data, images }: { id: string; data: TGiftBadgeForm; images: GiftImages }) => {
      const form = new FormData();
      form.set(GIFT_DATA_FIELD, JSON.stringify(data));
      form.set(GIFT_INTRO_IMAGE_FIELD, images.introducingImage);
      form.set(GIFT_APPEAL_IMAGE_FIELD, images.appealingImage);
      return postMultipart(endpoints.gift, form, { params: { id } });
    },
  );
}
