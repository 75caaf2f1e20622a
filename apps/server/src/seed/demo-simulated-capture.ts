import { type payments, simulatedOrders } from '../db/schema';
import type { DbOrTx } from '../platform/db/database';

/**
 * The simulator's side of a demo payment: a captured order with the payment's capture id, as
 * a real checkout through the simulator leaves it. Without it the simulator knows nothing of
 * the capture, and an operator refunding a demo purchase in the console would be refused by it.
 */
export async function recordDemoCapture(db: DbOrTx, payment: typeof payments.$inferSelect) {
  if (!payment.captureId) return;
  await db.insert(simulatedOrders).values({
    paymentId: payment.id,
    amountCents: payment.amountCents,
    currency: payment.currency,
    description: 'Demo payment',
    status: 'captured',
    captureId: payment.captureId,
    returnUrl: '/',
    cancelUrl: '/',
    createdAt: payment.createdAt,
    capturedAt: payment.capturedAt,
  });
}
