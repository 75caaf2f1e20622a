import { randomUUID } from 'node:crypto';
import { messages, type TPaymentIntent } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { badRequest } from '../../platform/http/app-error';
import { paymentsUnavailable } from '../../platform/payments/disabled-provider';
import type { AppServices } from '../../platform/services';

const m = messages.payments;

export type StartPaymentInput = {
  /** What is being bought (`badge`, `pizza-money`, ...): features find their payments by it. */
  purpose: string;
  userId: string | null;
  /** Computed on the server from the domain's prices; never a number from the browser. */
  amountCents: number;
  currency?: string;
  description: string;
  /** Paths on our site the buyer returns to; `paymentId` is added to their query. */
  returnPath: string;
  cancelPath: string;
  metadata?: Record<string, unknown>;
  /** `authorize`: the approval only holds the money, captured when the service is delivered. */
  intent?: TPaymentIntent;
  /**
   * Runs first in the transaction that inserts the payment row, so a limit on what may be paid
   * holds under concurrency: the feature locks what it counts, checks, and throws to refuse (no
   * payment is written). The new row commits with the lock still held, so the next reserver
   * counts it (e.g. pizza money's cap, modules/pizza-money/pizza-cap.ts).
   */
  reserve?: (tx: Tx) => Promise<void>;
  /**
   * A price that depends on what is already sold or held, decided in the same transaction
   * after `reserve` (under its lock): it replaces `amountCents` for the row and the provider's
   * order alike, so what the provider charges is what the capture books (e.g. the first
   * community badge's price, held by one open checkout).
   */
  priceUnderLock?: (tx: Tx) => Promise<number>;
};

/**
 * Only paths on our own site: a return URL taken from a request must not become an open
 * redirect to someone else's page.
 */
function siteUrl(publicUrl: string, path: string, paymentId: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) {
    throw badRequest(m.invalidReturnPath);
  }
  const url = new URL(path, publicUrl);
  if (url.origin !== new URL(publicUrl).origin) throw badRequest(m.invalidReturnPath);
  url.searchParams.set('paymentId', paymentId);
  return url.toString();
}

const PENDING_ORDER_PREFIX = 'pending:';

/** True while the provider's order is being created (our row exists, its order id not yet). */
export const isOrderPending = (providerOrderId: string) =>
  providerOrderId.startsWith(PENDING_ORDER_PREFIX);

/** Records a payment and opens the provider's order; the caller sends the buyer to approveUrl. */
export async function startPayment(
  services: AppServices,
  input: StartPaymentInput,
): Promise<{ paymentId: string; approveUrl: string; amountCents: number }> {
  const { payments: setup } = services.config;
  // Refused before a payment row exists: this server takes no money at all.
  if (setup.provider === 'local' && !setup.enabled) throw paymentsUnavailable();
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw badRequest(m.invalidAmount);
  }
  const paymentId = randomUUID();
  const currency = input.currency ?? 'USD';
  const returnUrl = siteUrl(services.config.publicUrl, input.returnPath, paymentId);
  const cancelUrl = siteUrl(services.config.publicUrl, input.cancelPath, paymentId);
  // Our row exists before the provider's order (the order refers to it); the provider's
  // order id is unknown until it answers, so a unique placeholder holds its place.
  const row = {
    id: paymentId,
    provider: services.payments.name,
    providerOrderId: `${PENDING_ORDER_PREFIX}${paymentId}`,
    purpose: input.purpose,
    userId: input.userId,
    amountCents: input.amountCents,
    currency,
    intent: input.intent ?? 'capture',
    metadata: { description: input.description, ...input.metadata },
  };
  const { reserve, priceUnderLock } = input;
  if (reserve || priceUnderLock) {
    await services.db.transaction(async (tx) => {
      await reserve?.(tx);
      if (priceUnderLock) {
        const amountCents = await priceUnderLock(tx);
        if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
          throw badRequest(m.invalidAmount);
        }
        row.amountCents = amountCents;
      }
      await tx.insert(payments).values(row);
    });
  } else {
    await services.db.insert(payments).values(row);
  }
  try {
    // What the provider charges is the row's amount, which the capture books.
    const order = await services.payments.createOrder({
      paymentId,
      amountCents: row.amountCents,
      currency,
      description: input.description,
      returnUrl,
      cancelUrl,
      intent: row.intent,
    });
    await services.db
      .update(payments)
      .set({ providerOrderId: order.providerOrderId, updatedAt: new Date() })
      .where(eq(payments.id, paymentId));
    return { paymentId, approveUrl: order.approveUrl, amountCents: row.amountCents };
  } catch (error) {
    await services.db
      .update(payments)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(eq(payments.id, paymentId));
    throw error;
  }
}
