import { messages } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { payments } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../platform/http/app-error';
import { PayPalPaymentProvider } from '../../platform/payments/paypal-provider';
import type { AppServices } from '../../platform/services';
import { handlePayoutEvent, isPayoutEvent } from '../withdrawals/payout-webhook';
import type { PaymentLog } from './capture-handlers';
import { applyOrderState, orderInput, settlePayment } from './capture-payment';

const m = messages.payments;

/** Events that may change a payment; each makes us read the order, never trust the body. */
const SETTLING_EVENTS = new Set([
  'CHECKOUT.ORDER.APPROVED',
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.DENIED',
]);
const REFUND_EVENT = 'PAYMENT.CAPTURE.REFUNDED';

/** The fields we read from PayPal's event (notifications_webhooks_v1.json `event`). */
const ZEvent = z.object({
  id: z.string().optional(),
  event_type: z.string(),
  resource: z
    .object({
      id: z.string().optional(),
      custom_id: z.string().optional(),
      purchase_units: z.array(z.object({ custom_id: z.string().optional() })).optional(),
      supplementary_data: z
        .object({
          related_ids: z
            .object({ order_id: z.string().optional(), capture_id: z.string().optional() })
            .optional(),
        })
        .optional(),
      links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
    })
    .loose(),
});
type PayPalEvent = z.infer<typeof ZEvent>;

export type WebhookOutcome = { received: true };

/**
 * PayPal's webhook. The signature is checked by PayPal itself (verify-webhook-signature) before
 * anything is read; an unverified notification is refused with 400 and changes nothing. A
 * verified one only tells us which payment to look at: the order is then read from PayPal and
 * applied through `settlePayment`, so a replayed or reordered event is harmless. Payout events
 * (PAYMENT.PAYOUTSBATCH.*, PAYMENT.PAYOUTS-ITEM.*) name a withdrawal instead: its batch is read
 * from PayPal and settled by the withdrawals module (`handlePayoutEvent`).
 */
export async function handlePayPalWebhook(
  services: AppServices,
  input: { headers: Record<string, string | string[] | undefined>; rawBody: string },
  log: PaymentLog,
): Promise<WebhookOutcome> {
  const provider = services.payments;
  const config = services.config.payments;
  if (!(provider instanceof PayPalPaymentProvider) || config.provider !== 'paypal') {
    throw notFound();
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(input.rawBody);
  } catch {
    throw badRequest(m.webhookMalformed);
  }
  if (!config.webhookId) {
    log.warn('PayPal webhook refused: PAYPAL_WEBHOOK_ID is not set');
    throw badRequest(m.webhookUnverified);
  }
  let verified: boolean;
  try {
    verified = await provider.verifyWebhookSignature({
      webhookId: config.webhookId,
      headers: input.headers,
      rawEvent: input.rawBody,
    });
  } catch (error) {
    // No verdict (PayPal down or unreachable): 502, and PayPal sends the event again later.
    log.warn({ err: error }, 'PayPal webhook could not be verified now');
    throw new AppError('UPSTREAM_FAILED', m.webhookRetry);
  }
  if (!verified) throw badRequest(m.webhookUnverified);

  const event = ZEvent.safeParse(parsed);
  if (!event.success) return { received: true };
  const type = event.data.event_type;
  // Withdrawals' payouts: the event names the withdrawal, the batch is read from PayPal.
  if (isPayoutEvent(type)) {
    await handlePayoutEvent(services, event.data, log);
    return { received: true };
  }
  if (!SETTLING_EVENTS.has(type) && type !== REFUND_EVENT) return { received: true };
  const paymentId = await paymentOfEvent(services, event.data);
  if (!paymentId) {
    log.warn({ eventId: event.data.id, type }, 'PayPal webhook for no payment of ours');
    return { received: true };
  }
  try {
    if (type === REFUND_EVENT) {
      const [payment] = await services.db.select().from(payments).where(eq(payments.id, paymentId));
      if (!payment) return { received: true };
      const state = await provider.readOrder(orderInput(payment));
      if (state.status === 'refunded') await applyOrderState(services, paymentId, state, log);
      return { received: true };
    }
    await settlePayment(services, paymentId, {
      mode: 'background',
      log,
      recheckClosed: type === 'PAYMENT.CAPTURE.COMPLETED',
    });
  } catch (error) {
    if (error instanceof AppError && error.code !== 'UPSTREAM_FAILED') throw error;
    // The order could not be read or captured now (PayPal down or unreachable): 502, as for a
    // payout, and PayPal sends the event again later; meanwhile the reconciliation job asks.
    log.warn({ eventId: event.data.id, type, paymentId, err: error }, 'PayPal order not read now');
    throw new AppError('UPSTREAM_FAILED', m.webhookRetry);
  }
  return { received: true };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our payment id: the order id (order events, captures), else the capture id (refunds). */
async function paymentOfEvent(services: AppServices, event: PayPalEvent) {
  const resource = event.resource;
  const orderId = event.event_type.startsWith('CHECKOUT.ORDER.')
    ? resource.id
    : resource.supplementary_data?.related_ids?.order_id;
  if (orderId) {
    const [row] = await services.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.provider, 'paypal'), eq(payments.providerOrderId, orderId)));
    if (row) return row.id;
  }
  const captureId =
    event.event_type === REFUND_EVENT
      ? (resource.supplementary_data?.related_ids?.capture_id ?? captureIdFromLinks(resource.links))
      : resource.id;
  if (captureId) {
    const [row] = await services.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.provider, 'paypal'), eq(payments.captureId, captureId)));
    if (row) return row.id;
  }
  // Our refunds and orders carry our payment id as custom_id.
  const customId = resource.custom_id ?? resource.purchase_units?.[0]?.custom_id;
  if (customId && UUID.test(customId)) {
    const [row] = await services.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.provider, 'paypal'), eq(payments.id, customId)));
    if (row) return row.id;
  }
  return null;
}

/** A refund links to its capture: `.../v2/payments/captures/{id}` with rel "up". */
function captureIdFromLinks(links: { href: string; rel: string }[] | undefined) {
  const up = links?.find((l) => l.rel === 'up')?.href ?? '';
  return /\/v2\/payments\/captures\/([^/?]+)/.exec(up)?.[1];
}
