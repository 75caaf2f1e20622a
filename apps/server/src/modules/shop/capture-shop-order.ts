import {
  messages,
  SHOP_COUNTRY,
  SHOP_PAYMENT_PURPOSE,
  SHOP_SUCCESS_MESSAGES,
  shopMessages,
  type TShopOrderResult,
  ZShopOrderRequest,
} from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { payments, shopOrders } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import {
  type CaptureHandler,
  CaptureNotRecordable,
  type Payment,
} from '../payments/capture-handlers';
import { capturePayment } from '../payments/capture-payment';
import { bookSale, paymentSaleKey } from '../purchases/book-sale';

/** The form stored when the payment started, checked again (it is our own, but jsonb). */
export function orderOfPayment(payment: Pick<Payment, 'metadata'>) {
  return ZShopOrderRequest.parse(payment.metadata.order);
}

/**
 * Runs once, in the capture's transaction: the order row (unique on the payment, so even a
 * second run would add nothing) and the sale booked from the provider's clearing account.
 */
async function saveOrder(tx: Tx, payment: Payment) {
  const parsed = ZShopOrderRequest.safeParse(payment.metadata.order);
  // Our own form, stored at start; if it cannot be read the order cannot be shipped: refund.
  if (!parsed.success) throw new CaptureNotRecordable('shop order form unreadable');
  const order = parsed.data;
  await tx
    .insert(shopOrders)
    .values({
      paymentId: payment.id,
      type: order.type,
      firstName: order.firstName,
      lastName: order.lastName,
      state: order.state,
      city: order.city,
      // Optional on the form; the column keeps '' for none (no migration for a nullable column).
      apartment: order.apartment ?? '',
      address: order.address,
      postalCode: order.postalCode,
      companyName: order.companyName ?? null,
      athleteUserId: signAthlete(payment)?.userId ?? null,
      country: SHOP_COUNTRY,
      signs: order.type === 'poster' ? 0 : order.signs,
      posterPacks: order.type === 'sign' ? 0 : order.posterPacks,
      totalCents: payment.amountCents,
    })
    .onConflictDoNothing({ target: shopOrders.paymentId });
  await bookSale(tx, {
    kind: 'shop_order',
    amountCents: payment.amountCents,
    idempotencyKey: paymentSaleKey(payment),
    description: String(payment.metadata.description ?? SHOP_PAYMENT_PURPOSE),
    buyerUserId: payment.userId,
    paymentId: payment.id,
  });
}

/** Applied the same way from the return page, the reconciliation job and PayPal's webhooks. */
export const shopOrderCapture: CaptureHandler = { onCaptured: saveOrder };

/** A shop payment by id; any other purpose is simply not found. */
export async function findShopPayment(services: AppServices, paymentId: string) {
  const [payment] = await services.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.purpose, SHOP_PAYMENT_PURPOSE)));
  if (!payment) throw notFound(shopMessages.orderNotFound);
  return payment;
}

/** The athlete the signs are for, as checked when the payment started (none for posters). */
function signAthlete(payment: Pick<Payment, 'metadata'>) {
  const athlete = payment.metadata.athlete as
    | { userId: string; number: number; name: string }
    | null
    | undefined;
  return athlete ?? null;
}

/** What the return page shows for a payment: no name or address, only the outcome. */
export function shopOrderResult(payment: Payment): TShopOrderResult {
  const { type } = orderOfPayment(payment);
  const status = {
    created: 'pending',
    capturing: 'pending',
    pending: 'pending',
    captured: 'paid',
    cancelled: 'cancelled',
    failed: 'failed',
    refunding: 'refunded',
    refunded: 'refunded',
    // Shop orders are captured at once; a hold's statuses never reach them.
    authorizing: 'pending',
    authorized: 'pending',
    voiding: 'cancelled',
    voided: 'cancelled',
  } as const;
  const message = {
    captured: SHOP_SUCCESS_MESSAGES[type],
    pending: messages.payments.capturePending,
    capturing: messages.payments.capturePending,
    refunding: messages.payments.refunded,
    refunded: messages.payments.refunded,
  } as Partial<Record<Payment['status'], string>>;
  const athlete = signAthlete(payment);
  return {
    paymentId: payment.id,
    status: status[payment.status],
    type,
    athlete: athlete ? shopMessages.athleteForSign(athlete.name, athlete.number) : null,
    totalCents: payment.amountCents,
    currency: payment.currency,
    message: message[payment.status] ?? null,
  };
}

/**
 * Back from the provider: capture and save the order exactly once (a capture the provider holds
 * as pending answers 'pending'; the webhook or the reconciliation job saves it later). Safe to repeat (a reload, a
 * double submit, two tabs): a captured payment answers its result without a second order.
 * Like the provider's order token, the random payment id is what grants access: the buyer
 * may be a visitor without an account.
 */
export async function captureShopOrder(
  services: AppServices,
  paymentId: string,
): Promise<TShopOrderResult> {
  await findShopPayment(services, paymentId);
  const settled = await capturePayment(services, paymentId);
  return shopOrderResult(settled);
}
