import { PURCHASE_KIND_LABELS } from '@fhp/domain';
import { z } from 'zod';
import type { Payment } from '../payments/capture-handlers';

/**
 * What a donation's payment keeps (payments.metadata): who it is for, the request, and the
 * donation apart from the fee the fan may add. The cap sums `donationCents` of the payments
 * naming `athleteUserId` (payments_pizza_cap_idx); the capture records exactly this.
 */
const ZDonationMetadata = z.object({
  description: z.string(),
  athleteUserId: z.uuid(),
  athleteNumber: z.number().int(),
  requestId: z.uuid(),
  donationCents: z.number().int().positive(),
  coverFee: z.boolean(),
  /** The fan's "Show me as a supporter" answer; a payment started before it existed reads as no. */
  publicSupporter: z.boolean().default(false),
});
/** As written (a consent left out reads as no), which the parsed metadata also satisfies. */
export type DonationMetadata = z.input<typeof ZDonationMetadata>;

/** Names the donation: the provider's order line, the ledger's description, the receipt's title. */
export const donationDescription = (athleteName: string) =>
  `${PURCHASE_KIND_LABELS.pizza_money} for ${athleteName}`;

/** Our own metadata read back (it is jsonb); null when it cannot be read. */
export function readDonationMetadata(payment: Pick<Payment, 'metadata'>): DonationMetadata | null {
  const parsed = ZDonationMetadata.safeParse(payment.metadata);
  return parsed.success ? parsed.data : null;
}
