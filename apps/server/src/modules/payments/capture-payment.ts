import { messages } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { AppError, conflict, notFound } from '../../platform/http/app-error';
import type { CaptureResult } from '../../platform/payments/payment-provider';
import type { AppServices } from '../../platform/services';

export type Payment = typeof payments.$inferSelect;
export type OnCaptured = (tx: Tx, payment: Payment) => Promise<void>;

const m = messages.payments;

async function findPayment(services: AppServices, paymentId: string, userId?: string) {
  const owner = userId ? eq(payments.userId, userId) : undefined;
  const [payment] = await services.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), owner));
  // Another user's payment is reported as missing, not forbidden: ids are not to be probed.
  if (!payment) throw notFound();
  return payment;
}

/**
 * Captures a payment and applies it exactly once. The provider is asked first, outside any
 * database transaction (its capture is idempotent, and no row lock or pooled connection is
 * held across a PayPal round trip; the simulator also writes its own table, which PGlite's
 * single connection could not do inside our transaction). Then, with the payment row locked,
 * the first caller marks it captured and runs `onCaptured` in the same transaction; replays
 * and concurrent callers find it captured and return it without running `onCaptured` again.
 */
export async function capturePayment(
  services: AppServices,
  paymentId: string,
  onCaptured: OnCaptured,
  options: { userId?: string } = {},
): Promise<Payment> {
  const payment = await findPayment(services, paymentId, options.userId);
  if (payment.status === 'captured') return payment;
  if (payment.status !== 'created') throw conflict(m.notOpen);

  const result = await services.payments.captureOrder({
    providerOrderId: payment.providerOrderId,
    paymentId,
    amountCents: payment.amountCents,
    currency: payment.currency,
  });
  if (result.status === 'not-approved') throw conflict(m.notApproved);

  return services.db
    .transaction(async (tx) => {
      // The row lock queues concurrent captures of this payment behind the first one.
      const [current] = await tx
        .select()
        .from(payments)
        .where(eq(payments.id, paymentId))
        .for('update');
      if (!current) throw notFound();
      if (current.status === 'captured') return current;
      if (current.status !== 'created') throw conflict(m.notOpen);
      if (!isExpectedCapture(result, current)) {
        await tx
          .update(payments)
          .set({
            status: 'failed',
            updatedAt: new Date(),
            metadata: failureMetadata(current, result),
          })
          .where(eq(payments.id, paymentId));
        return null;
      }
      const [captured] = await tx
        .update(payments)
        .set({
          status: 'captured',
          captureId: result.captureId,
          capturedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(payments.id, paymentId))
        .returning();
      if (!captured) throw notFound();
      await onCaptured(tx, captured);
      return captured;
    })
    .then((captured) => {
      // Thrown after the commit, so the 'failed' mark stays.
      if (!captured) throw new AppError('PAYMENT_FAILED', messages.platform.paymentFailed);
      return captured;
    });
}

/** The provider verified the capture; checking our own row again costs nothing. */
function isExpectedCapture(
  result: CaptureResult,
  payment: Payment,
): result is Extract<CaptureResult, { status: 'completed' }> {
  return (
    result.status === 'completed' &&
    result.amountCents === payment.amountCents &&
    result.currency === payment.currency
  );
}

function failureMetadata(payment: Payment, result: CaptureResult) {
  const reason = result.status === 'declined' ? result.reason : 'captured amount differs';
  return { ...payment.metadata, failureReason: reason };
}
