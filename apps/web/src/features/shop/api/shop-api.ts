import {
  type TShopOrderInput,
  ZShopOrderResult,
  ZShopOrderStartResponse,
  ZSiteSettings,
} from '@fhp/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const shopKeys = {
  siteSettings: ['site-settings'] as const,
};

/** Whether the shop takes orders (site setting `shopAvailable`). */
export function useShopAvailable() {
  return useQuery({
    queryKey: shopKeys.siteSettings,
    queryFn: ({ signal }) => api.get('/api/site-settings', ZSiteSettings, { signal }),
    select: (settings) => settings.shopAvailable,
    staleTime: 60_000,
  });
}

/** Pay Now: the server checks the form, computes the total and opens the provider's order. */
export function useStartShopOrder() {
  return useMutation({
    mutationFn: (order: TShopOrderInput) =>
      api.post('/api/shop/orders', order, ZShopOrderStartResponse),
  });
}

/** Back from the provider: capture and save the order (safe to repeat). */
export function useCaptureShopOrder() {
  return useMutation({
    mutationFn: (paymentId: string) =>
      api.post(
        `/api/shop/orders/${encodeURIComponent(paymentId)}/capture`,
        undefined,
        ZShopOrderResult,
      ),
  });
}
