import { z } from 'zod';

/**
 * A creation that costs a fee answers this instead of the item: the buyer approves the payment
 * at approveUrl, comes back with `paymentId`, and the feature's capture endpoint creates the item.
 */
export const ZPaymentRequired = z.object({
  outcome: z.literal('payment_required'),
  paymentId: z.uuid(),
  approveUrl: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  message: z.string(),
});
export type TPaymentRequired = z.infer<typeof ZPaymentRequired>;

export const ZPaymentCaptureParams = z.object({ paymentId: z.uuid() });

/** A fee's capture the provider holds as pending: the item appears once it completes. */
export const ZCapturePending = z.object({ outcome: z.literal('pending'), message: z.string() });
