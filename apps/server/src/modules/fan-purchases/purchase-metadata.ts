import { FAN_OFFER_ITEMS, SEASONAL_FORMATS } from '@fhp/domain';
import { z } from 'zod';
import type { Payment } from '../payments/capture-handlers';
import type { PricedOffer } from './price-offer';

/**
 * What a fan's payment keeps for its capture (payments.metadata): the item and who it pays,
 * decided when the checkout was priced. The capture books exactly this, so a rate changed
 * meanwhile does not change a sale the fan already approved.
 */
const ZPurchaseMetadata = z.object({
  description: z.string(),
  item: z.enum(FAN_OFFER_ITEMS),
  athleteUserId: z.uuid(),
  athleteNumber: z.number().int(),
  itemId: z.uuid().nullable(),
  managerUserId: z.uuid().nullable(),
  format: z.enum(SEASONAL_FORMATS).nullable(),
  /**
   * The fan's "Show me as a supporter" answer at checkout; a payment started before the question
   * existed reads as no.
   */
  publicSupporter: z.boolean().default(false),
});
export type PurchaseMetadata = z.infer<typeof ZPurchaseMetadata>;

export function purchaseMetadata(
  offer: PricedOffer,
  publicSupporter: boolean,
): Omit<PurchaseMetadata, 'description'> {
  return {
    publicSupporter,
    item: offer.item,
    athleteUserId: offer.athleteUserId,
    athleteNumber: offer.athleteNumber,
    itemId: offer.itemId,
    managerUserId: offer.managerUserId,
    format: offer.format,
  };
}

/** Our own metadata read back (it is jsonb); null when it cannot be read. */
export function readPurchaseMetadata(payment: Pick<Payment, 'metadata'>): PurchaseMetadata | null {
  const parsed = ZPurchaseMetadata.safeParse(payment.metadata);
  return parsed.success ? parsed.data : null;
}
