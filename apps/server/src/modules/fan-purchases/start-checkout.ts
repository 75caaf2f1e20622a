import {
  FAN_PATHS,
  FAN_PURCHASE_PURPOSE,
  fanPurchasesMessages as m,
  type TCheckoutRequest,
  type TPaymentRequired,
} from '@fhp/domain';
import type { AppServices } from '../../platform/services';
import { startPayment } from '../payments/start-payment';
import { priceOffer } from './price-offer';
import { purchaseMetadata } from './purchase-metadata';

/**
 * Opens the provider's checkout for what the fan chose, at the price the server computed now.
 * Nothing is bought until the capture; a fan who cancels goes back to the athlete's page.
 */
export async function startCheckout(
  services: AppServices,
  fanUserId: string,
  request: TCheckoutRequest,
): Promise<TPaymentRequired> {
  const offer = await priceOffer(services.db, request);
  const { paymentId, approveUrl } = await startPayment(services, {
    purpose: FAN_PURCHASE_PURPOSE,
    userId: fanUserId,
    amountCents: offer.amountCents,
    description: offer.description,
    returnPath: FAN_PATHS.checkoutReturn,
    cancelPath: offer.cancelPath ?? `/athletes/${offer.athleteNumber}?cancelled=1`,
    metadata: purchaseMetadata(offer, request.publicSupporter === true),
  });
  return {
    outcome: 'payment_required',
    paymentId,
    approveUrl,
    amountCents: offer.amountCents,
    currency: 'USD',
    message: m.checkoutStarted,
  };
}
