import {
  messages,
  SHOP_CURRENCY,
  SHOP_PAYMENT_PURPOSE,
  shopOrderDescription,
  shopTotalCents,
  type TShopOrderRequest,
  type TShopOrderStartResponse,
} from '@fhp/domain';
import { conflict } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { startPayment } from '../payments/start-payment';
import { readSiteSettings } from '../site-settings/site-settings';

/** The payment page the provider returns to; startPayment adds `paymentId`. */
export const shopPaymentPage = (type: TShopOrderRequest['type']) => `/shop/${type}/payment`;

const quantities = (order: TShopOrderRequest) => ({
  signs: order.type === 'poster' ? 0 : order.signs,
  posterPacks: order.type === 'sign' ? 0 : order.posterPacks,
});

/**
 * Pay Now: refuses while the shop is closed, computes the total from the domain's prices (the
 * browser sends no amount) and opens the provider's order. The validated form rides in the
 * payment's metadata; the order row is written only when the payment is captured.
 */
export async function startShopOrder(
  services: AppServices,
  order: TShopOrderRequest,
  userId: string | null,
): Promise<TShopOrderStartResponse> {
  const settings = await readSiteSettings(services.db);
  if (!settings.shopAvailable) throw conflict(messages.shop.notAvailable);

  const counts = quantities(order);
  const totalCents = shopTotalCents(counts);
  const page = shopPaymentPage(order.type);
  const { paymentId, approveUrl } = await startPayment(services, {
    purpose: SHOP_PAYMENT_PURPOSE,
    userId,
    amountCents: totalCents,
    currency: SHOP_CURRENCY,
    description: shopOrderDescription(order.type, counts),
    returnPath: page,
    cancelPath: `${page}?cancelled=1`,
    metadata: { order: { ...order, ...counts } },
  });
  return { paymentId, approveUrl, totalCents, currency: SHOP_CURRENCY };
}
