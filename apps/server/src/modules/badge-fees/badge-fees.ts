import { messages, type TPaymentRequired, type TRatedItemKind, type TSaleKind } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { athleteProfiles, badgeDrafts, payments } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import {
  CaptureNotRecordable,
  type Payment,
  type PaymentLog,
  registerCaptureHandler,
} from '../payments/capture-handlers';
import { capturePayment } from '../payments/capture-payment';
import { startPayment } from '../payments/start-payment';
import { bookSale, paymentSaleKey } from '../purchases/book-sale';

export type BadgeKind = TRatedItemKind;
export type BadgeDraft = typeof badgeDrafts.$inferSelect;

/** The payment purpose of each badge's posting fee. */
export const BADGE_FEE_PURPOSE: Record<BadgeKind, string> = {
  seasonal_badge: 'seasonal-badge-fee',
  talking_badge: 'talking-badge-fee',
};
const FEE_SALE_KIND: Record<BadgeKind, TSaleKind> = {
  seasonal_badge: 'seasonal_badge_fee',
  talking_badge: 'talking_badge_fee',
};

/**
 * The athlete's badge counters, read under the athlete row's lock: two creations at once queue
 * here, so each sees the other's badge and the free ones are never given twice.
 */
export async function lockBadgeCounters(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      seasonalBadgeCount: athleteProfiles.seasonalBadgeCount,
      totalSeasonalBadges: athleteProfiles.totalSeasonalBadges,
      talkingBadgeCount: athleteProfiles.talkingBadgeCount,
    })
    .from(athleteProfiles)
    .where(eq(athleteProfiles.userId, userId))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * A badge that costs its fee: the payment is opened (amount from the domain constant) and the
 * draft (the checked form plus the already-stored uploads) is kept with it. Nothing is created
 * until the capture; the provider sends the athlete back to `returnPath` with `paymentId`.
 */
export async function startBadgeFee(
  services: AppServices,
  input: {
    kind: BadgeKind;
    userId: string;
    amountCents: number;
    description: string;
    data: Record<string, unknown>;
    fileIds: [string | null, string | null];
    returnPath: string;
    message: string;
  },
): Promise<TPaymentRequired> {
  const { paymentId, approveUrl } = await startPayment(services, {
    purpose: BADGE_FEE_PURPOSE[input.kind],
    userId: input.userId,
    amountCents: input.amountCents,
    description: input.description,
    returnPath: input.returnPath,
    cancelPath: `${input.returnPath}?cancelled=1`,
  });
  await services.db.insert(badgeDrafts).values({
    paymentId,
    athleteUserId: input.userId,
    kind: input.kind,
    data: input.data,
    fileId1: input.fileIds[0],
    fileId2: input.fileIds[1],
  });
  return {
    outcome: 'payment_required',
    paymentId,
    approveUrl,
    amountCents: input.amountCents,
    currency: 'USD',
    message: input.message,
  };
}

/**
 * Registers what a captured fee does, whoever records the capture (the athlete's return, the
 * reconciliation job, a PayPal webhook): in the capture's transaction, the badge is created from
 * the draft (`create`, which returns its id), the fee is booked as the platform's sale and the
 * draft is gone. The capture machinery runs this once per payment, and the badge's unique
 * fee_payment_id makes a second creation impossible anyway. No draft: the fee is refunded.
 */
export function registerBadgeFee(
  kind: BadgeKind,
  options: {
    description: string;
    create(tx: Tx, draft: BadgeDraft, payment: Payment): Promise<string>;
  },
) {
  registerCaptureHandler(BADGE_FEE_PURPOSE[kind], {
    async stillWanted(services, payment) {
      const [draft] = await services.db
        .select({ id: badgeDrafts.paymentId })
        .from(badgeDrafts)
        .where(eq(badgeDrafts.paymentId, payment.id));
      return Boolean(draft);
    },
    async onCaptured(tx, payment) {
      const [draft] = await tx
        .select()
        .from(badgeDrafts)
        .where(and(eq(badgeDrafts.paymentId, payment.id), eq(badgeDrafts.kind, kind)))
        .for('update');
      if (!draft || draft.athleteUserId !== payment.userId) {
        throw new CaptureNotRecordable(`no ${kind} draft for payment ${payment.id}`);
      }
      const badgeId = await options.create(tx, draft, payment);
      await bookSale(tx, {
        kind: FEE_SALE_KIND[kind],
        amountCents: payment.amountCents,
        idempotencyKey: paymentSaleKey(payment),
        description: options.description,
        buyerUserId: payment.userId,
        paymentId: payment.id,
        itemId: badgeId,
      });
      await tx.delete(badgeDrafts).where(eq(badgeDrafts.paymentId, payment.id));
    },
  });
}

/**
 * The athlete is back from the checkout: the fee is captured (or its earlier capture read) and
 * the badge it created is answered. A replay answers the same badge; a payment of someone else
 * or of another purpose is a 404.
 */
export async function captureBadgeFee(
  services: AppServices,
  input: {
    kind: BadgeKind;
    userId: string;
    paymentId: string;
    log: PaymentLog;
    notFoundMessage: string;
    findBadgeId(): Promise<string | null>;
  },
): Promise<{ badgeId: string } | { pending: true }> {
  const existing = await input.findBadgeId();
  if (existing) return { badgeId: existing };
  const [payment] = await services.db
    .select({ purpose: payments.purpose })
    .from(payments)
    .where(and(eq(payments.id, input.paymentId), eq(payments.userId, input.userId)));
  if (payment?.purpose !== BADGE_FEE_PURPOSE[input.kind]) throw notFound(input.notFoundMessage);
  const settled = await capturePayment(services, input.paymentId, {
    userId: input.userId,
    log: input.log,
  });
  if (settled.status === 'pending') return { pending: true };
  const badgeId = await input.findBadgeId();
  if (!badgeId) throw conflict(messages.payments.notOpen);
  return { badgeId };
}
