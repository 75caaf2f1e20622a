import { shopEndpoints, type TShopOrderInput } from '@fhp/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSiteSettings } from '../../../lib/use-site-settings';

/**
 * Whether the shop takes orders (site setting `shopAvailable`), read from the one cached
 * site-settings query. `data` stays undefined until the settings arrive, so the pages show a
 * placeholder (not the defaults) while pending and an error state if the request fails.
 */
export function useShopAvailable() {
  const { data, isPending, isError, refetch } = useSiteSettings({ linksOnly: false });
  return { data: data?.shopAvailable, isPending, isError, refetch };
}

/** Pay Now: the server checks the form, computes the total and opens the provider's order. */
export function useStartShopOrder() {
  return useMutation({
    mutationFn: (order: TShopOrderInput) => callApi(shopEndpoints.startOrder, { body: order }),
  });
}

/** Back from the provider: capture and save the order (safe to repeat). */
export function useCaptureShopOrder() {
  return useMutation({
    mutationFn: (paymentId: string) =>
      callApi(shopEndpoints.captureOrder, { params: { paymentId } }),
  });
}
