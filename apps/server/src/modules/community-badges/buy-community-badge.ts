import {
  COMMUNITY_BADGE_DESCRIPTION,
  COMMUNITY_BADGE_LATER_PRICE_CENTS,
  messages,
  type TCommunityBadgeCaptureResponse,
  type TPaymentRequired,
} from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { communityBadges, payments } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import {
  type CaptureHandler,
  CaptureNotRecordable,
  type Payment,
  type PaymentLog,
} from '../payments/capture-handlers';
import { capturePayment } from '../payments/capture-payment';
import { startPayment } from '../payments/start-payment';
import { bookSale, paymentSaleKey } from '../purchases/book-sale';
import { COMMUNITY_BADGE_PURPOSE, reserveCommunityBadgePrice } from './community-badge-price';
import { toCommunityBadge } from './community-badge-rows';

const m = messages.communityBadges;

export { COMMUNITY_BADGE_PURPOSE };
/** Where the checkout sends the athlete back (`paymentId` is added by startPayment). */
export const COMMUNITY_BADGE_PAGE = '/admin/sports-community-badge';

/**
 * A captured payment creates its badge, in the capture's transaction, with the platform's sale
 * booked beside it. The capture machinery runs this once per payment, and the badge's unique
 * payment_id makes a second badge impossible anyway (a second insert does nothing). The badge
 * number is the sequence's next value, taken by the insert.
 */
export async function recordCommunityBadge(tx: DbOrTx, payment: Payment): Promise<void> {
  if (!payment.userId) throw new CaptureNotRecordable(`payment ${payment.id} has no buyer`);
  const [badge] = await tx
    .insert(communityBadges)
    .values({
      athleteUserId: payment.userId,
      paymentId: payment.id,
      amountCents: payment.amountCents,
    })
    .onConflictDoNothing({ target: communityBadges.paymentId })
    .returning({ id: communityBadges.id });
  if (!badge) return;
  await bookSale(tx, {
    kind: 'community_badge',
    amountCents: payment.amountCents,
    idempotencyKey: paymentSaleKey(payment),
    description: COMMUNITY_BADGE_DESCRIPTION,
    buyerUserId: payment.userId,
    paymentId: payment.id,
    itemId: badge.id,
  });
}

/** Applied the same way from the return page, the reconciliation job and PayPal's webhooks. */
export const communityBadgeCapture: CaptureHandler = { onCaptured: recordCommunityBadge };

/**
 * Opens the payment for the athlete's next badge. The price is the server's, decided under the
 * athlete's row lock in the payment's own transaction (community-badge-price.ts): $2 while the
 * athlete owns none and no other open checkout holds the $2, $4 otherwise, so parallel or
 * successive checkouts sell exactly one badge at $2. The provider charges the payment's amount
 * and the capture books it, unchanged.
 */
export async function startCommunityBadgePurchase(
  services: AppServices,
  userId: string,
): Promise<TPaymentRequired> {
  const now = new Date();
  const { paymentId, approveUrl, amountCents } = await startPayment(services, {
    purpose: COMMUNITY_BADGE_PURPOSE,
    userId,
    // Replaced by the reservation's price; the later price is the most it can be.
    amountCents: COMMUNITY_BADGE_LATER_PRICE_CENTS,
    priceUnderLock: (tx) => reserveCommunityBadgePrice(tx, userId, now),
    description: COMMUNITY_BADGE_DESCRIPTION,
    returnPath: COMMUNITY_BADGE_PAGE,
    cancelPath: `${COMMUNITY_BADGE_PAGE}?cancelled=1`,
  });
  return {
    outcome: 'payment_required',
    paymentId,
    approveUrl,
    amountCents,
    currency: 'USD',
    message: m.paymentRequired,
  };
}

async function findBadge(services: AppServices, userId: string, paymentId: string) {
  const [row] = await services.db
    .select()
    .from(communityBadges)
    .where(
      and(eq(communityBadges.paymentId, paymentId), eq(communityBadges.athleteUserId, userId)),
    );
  return row ?? null;
}

/**
 * Back from the checkout: the payment is captured (or its earlier capture read) and the badge
 * it created is answered. A replay answers the same badge; someone else's payment, or one of
 * another purpose, is a 404.
 */
export async function captureCommunityBadge(
  services: AppServices,
  userId: string,
  paymentId: string,
  log: PaymentLog,
): Promise<TCommunityBadgeCaptureResponse> {
  let badge = await findBadge(services, userId, paymentId);
  if (!badge) {
    const [payment] = await services.db
      .select({ purpose: payments.purpose })
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
    if (payment?.purpose !== COMMUNITY_BADGE_PURPOSE) throw notFound(m.notFound);
    const settled = await capturePayment(services, paymentId, { userId, log });
    if (settled.status === 'pending') return { outcome: 'pending', message: m.paymentPending };
    badge = await findBadge(services, userId, paymentId);
    if (!badge) throw conflict(messages.payments.notOpen);
  }
  return { outcome: 'created', badge: toCommunityBadge(badge), message: m.paymentSuccess };
}
