import {
  messages,
  type TFeeBadgeKind,
  type TPaymentPurpose,
  type TPaymentRequired,
  type TSaleKind,
} from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { athleteProfiles, badgeDrafts, payments } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
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
import { deleteFiles } from './badge-images';

export type BadgeKind = TFeeBadgeKind;
export type BadgeDraft = typeof badgeDrafts.$inferSelect;

/** The payment purpose of each badge's posting fee. */
export const BADGE_FEE_PURPOSE = {
  seasonal_badge: 'seasonal-badge-fee',
  talking_badge: 'talking-badge-fee',
} as const satisfies Record<BadgeKind, TPaymentPurpose>;
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

export type BadgeCounters = Awaited<ReturnType<typeof lockBadgeCounters>>;

/**
 * The create flow both badge kinds share. Whether this badge is free is decided under the
 * athlete row's lock (`feeCents` from the counters), so parallel creations never give one free
 * badge too many: a free one is written in that transaction (`insertFree`), a paid one becomes
 * a draft and the answer is its payment. The uploads were stored before; when neither a badge
 * nor a draft came to refer to them, they are deleted.
 */
export async function createBadgeOrStartFee<TBadge>(
  services: AppServices,
  input: {
    kind: BadgeKind;
    userId: string;
    fileIds: [string | null, string | null];
    feeCents: (counters: BadgeCounters) => number;
    insertFree: (tx: Tx) => Promise<string>;
    readBadge: (badgeId: string) => Promise<TBadge>;
    fee: Omit<Parameters<typeof startBadgeFee>[1], 'kind' | 'userId' | 'amountCents' | 'fileIds'>;
    badgeAdded: string;
  },
): Promise<{ outcome: 'created'; badge: TBadge; message: string } | TPaymentRequired> {
  let feeCents = 0;
  let badgeId: string | null = null;
  try {
    badgeId = await services.db.transaction(async (tx) => {
      feeCents = input.feeCents(await lockBadgeCounters(tx, input.userId));
      return feeCents > 0 ? null : input.insertFree(tx);
    });
    if (badgeId) {
      return {
        outcome: 'created',
        badge: await input.readBadge(badgeId),
        message: input.badgeAdded,
      };
    }
    return await startBadgeFee(services, {
      ...input.fee,
      kind: input.kind,
      userId: input.userId,
      amountCents: feeCents,
      fileIds: input.fileIds,
    });
  } catch (error) {
    if (!badgeId) await deleteFiles(services, input.fileIds);
    throw error;
  }
}

/**
 * What a captured fee does, whoever records the capture (the athlete's return, the
 * reconciliation job, a PayPal webhook): in the capture's transaction, the badge is created from
 * the draft (`create`, which returns its id), the fee is booked as the platform's sale and the
 * draft is gone. The capture machinery runs this once per payment, and the badge's unique
 * fee_payment_id makes a second creation impossible anyway. No draft: the fee is refunded.
 */
export function badgeFeeCapture(
  kind: BadgeKind,
  options: {
    description: string;
    create(tx: Tx, draft: BadgeDraft, payment: Payment): Promise<string>;
  },
): CaptureHandler {
  return {
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
  };
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
