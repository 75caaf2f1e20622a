import { z } from 'zod';

/**
 * A payment's life: `created` (the buyer may approve it), `capturing` (we asked the provider to
 * take the money; the answer is not recorded yet), `pending` (the provider took it but holds it,
 * e.g. an eCheck), then `captured` (recorded), or `cancelled` / `failed` (no money taken), or
 * `refunding` / `refunded` (money taken that could not be recorded goes back to the buyer).
 *
 * A payment held until a service is delivered (a chat: intent `authorize`) is first
 * `authorizing` (we asked the provider to hold the approved money), then `authorized` (held, not
 * taken); it ends `capturing` -> `captured` for the amount its settlement decides, or `voiding`
 * -> `voided` (the hold released, nothing taken).
 */
export const PAYMENT_STATUSES = [
  'created',
  'capturing',
  'pending',
  'captured',
  'cancelled',
  'failed',
  'refunding',
  'refunded',
  'authorizing',
  'authorized',
  'voiding',
  'voided',
] as const;
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

/**
 * What a payment pays for (payments.purpose). Each purpose has exactly one capture handler on
 * the server (its list: apps/server/src/capture-handlers.ts), which records the sale.
 */
export const PAYMENT_PURPOSES = [
  'registration-fee',
  'fan-purchase',
  'pizza-money',
  'shop-order',
  'community-badge',
  'seasonal-badge-fee',
  'talking-badge-fee',
  'chat',
  'group-chat-seat',
] as const;
export type TPaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

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

export const SIMULATED_ORDER_STATUSES = [
  'created',
  'approved',
  'cancelled',
  'captured',
  'authorized',
  'voided',
] as const;

/** Whether an order takes the money when approved, or only holds it (authorise, capture later). */
export const PAYMENT_INTENTS = ['capture', 'authorize'] as const;
export type TPaymentIntent = (typeof PAYMENT_INTENTS)[number];

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
