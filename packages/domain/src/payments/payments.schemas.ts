import { z } from 'zod';

export const PAYMENT_STATUSES = ['created', 'captured', 'cancelled', 'failed'] as const;
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

export const ZPaymentIdParams = z.object({ id: z.uuid() });

/** What the owner of a payment may read about it (amounts in cents, never dollars). */
export const ZPaymentResponse = z.object({
  id: z.uuid(),
  purpose: z.string(),
  status: ZPaymentStatus,
  amountCents: z.number().int(),
  currency: z.string(),
  createdAt: z.iso.datetime(),
  capturedAt: z.iso.datetime().nullable(),
});
export type TPaymentResponse = z.infer<typeof ZPaymentResponse>;

export const SIMULATED_ORDER_STATUSES = ['created', 'approved', 'cancelled', 'captured'] as const;

export const ZSimulatedOrderParams = z.object({ orderId: z.uuid() });

/** The simulated checkout page's summary of the order it asks the buyer to approve. */
export const ZSimulatedOrder = z.object({
  orderId: z.uuid(),
  amountCents: z.number().int(),
  currency: z.string(),
  description: z.string(),
  status: z.enum(SIMULATED_ORDER_STATUSES),
});
export type TSimulatedOrder = z.infer<typeof ZSimulatedOrder>;

/** Where the browser goes next after approving or cancelling a checkout. */
export const ZRedirectResponse = z.object({ redirectUrl: z.string() });
export type TRedirectResponse = z.infer<typeof ZRedirectResponse>;
