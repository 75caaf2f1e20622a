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

/**
 * The buyer walked away: an open payment becomes 'cancelled' and can no longer be captured.
 * Cancelling twice is fine; cancelling a captured payment is a conflict (refunds are separate).
 */
export async function cancelPayment(
  services: AppServices,
  paymentId: string,
  userId: string,
): Promise<TPaymentResponse> {
  const [updated] = await services.db
    .update(payments)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(eq(payments.id, paymentId), eq(payments.userId, userId), eq(payments.status, 'created')),
    )
    .returning({ id: payments.id });
  const current = await getPaymentForUser(services, paymentId, userId);
  if (!updated && current.status !== 'cancelled') throw conflict(messages.payments.notOpen);
  return current;
}
