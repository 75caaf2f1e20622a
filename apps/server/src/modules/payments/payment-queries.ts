import type { TPaymentResponse } from '@fhp/domain';
import { messages } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { conflict, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';

/** Ownership lives in the query: another user's payment is simply not found. */
export async function getPaymentForUser(
  services: AppServices,
  paymentId: string,
  userId: string,
): Promise<TPaymentResponse> {
  const [payment] = await services.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!payment) throw notFound();
  return {
    id: payment.id,
    purpose: payment.purpose,
    status: payment.status,
    amountCents: payment.amountCents,
    currency: payment.currency,
    createdAt: payment.createdAt.toISOString(),
    capturedAt: payment.capturedAt?.toISOString() ?? null,
  };
}

type PaymentStatus = (typeof payments.$inferSelect)['status'];

/**
 * Cancels a payment that is still `created`, under the payment row's lock, and answers its
 * status afterwards. Capture claims the same row (`created` -> `capturing`) before it asks the
 * provider, so a capture that got there first (or completed) wins and nothing is cancelled.
 */
export async function cancelOpenPayment(
  services: AppServices,
  paymentId: string,
  userId?: string,
): Promise<PaymentStatus> {
  return services.db.transaction(async (tx) => {
    const owner = userId ? eq(payments.userId, userId) : undefined;
    const [current] = await tx
      .select({ status: payments.status })
      .from(payments)
      .where(and(eq(payments.id, paymentId), owner))
      .for('update');
    if (!current) throw notFound();
    if (current.status !== 'created') return current.status;
    await tx
      .update(payments)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(eq(payments.id, paymentId));
    return 'cancelled';
  });
}

/**
 * The buyer walked away: an open payment becomes 'cancelled' and can no longer be captured.
 * Cancelling twice is fine; a payment being captured, pending or captured is a conflict (a
 * completed capture wins over the cancel; refunds are separate).
 */
export async function cancelPayment(
  services: AppServices,
  paymentId: string,
  userId: string,
): Promise<TPaymentResponse> {
  const status = await cancelOpenPayment(services, paymentId, userId);
  if (status === 'capturing' || status === 'pending') throw conflict(messages.payments.capturing);
  if (status !== 'cancelled') throw conflict(messages.payments.notOpen);
  return getPaymentForUser(services, paymentId, userId);
}
