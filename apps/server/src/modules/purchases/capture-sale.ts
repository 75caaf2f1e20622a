import { messages } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { payments, purchases } from '../../db/schema';
import { conflict, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import type { Payment, PaymentLog } from '../payments/capture-handlers';
import { capturePayment } from '../payments/capture-payment';

/** The capture is still with the provider: the buyer is told to come back (ZCapturePending). */
export type SaleCapturePending = { outcome: 'pending'; message: string };

/** The payment is captured and its sale booked (by this call or an earlier one). */
export type CapturedSale = { outcome: 'captured'; payment: Payment; purchaseId: string };

/**
 * The buyer is back from the checkout of a sale booked by `bookSale`: capture their payment of
 * this purpose (or read its earlier capture) and find the purchase it booked. A replay finds the
 * same purchase; another user's payment or one of another purpose is a 404 with `notFoundMessage`;
 * a captured payment with no purchase booked is a 409.
 */
export async function captureSale(
  services: AppServices,
  input: {
    userId: string;
    paymentId: string;
    purpose: string;
    notFoundMessage: string;
    log: PaymentLog;
  },
): Promise<SaleCapturePending | CapturedSale> {
  const { userId, paymentId, log } = input;
  const [payment] = await services.db
    .select({ purpose: payments.purpose })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (payment?.purpose !== input.purpose) throw notFound(input.notFoundMessage);
  const settled = await capturePayment(services, paymentId, { userId, log });
  if (settled.status === 'pending') {
    return { outcome: 'pending', message: messages.payments.capturePending };
  }
  const [purchase] = await services.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.paymentId, settled.id));
  if (!purchase) throw conflict(messages.payments.notOpen);
  return { outcome: 'captured', payment: settled, purchaseId: purchase.id };
}
