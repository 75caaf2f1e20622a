import {
  messages,
  SEASONAL_BADGE_FEE_DESCRIPTION,
  seasonalBadgeFeeCents,
  type TSeasonalBadgeCaptureResponse,
  type TSeasonalBadgeCreateResponse,
} from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { athleteProfiles, seasonalBadges } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { queueForReview } from '../../platform/moderation/moderation-queue';
import type { AppServices } from '../../platform/services';
import { badgeFeeCapture, captureBadgeFee, createBadgeOrStartFee } from '../badge-fees/badge-fees';
import { storeBadgeImages } from '../badge-fees/badge-images';
import { insertFanNotification } from '../notifications/fan-notifications';
import type { PaymentLog } from '../payments/capture-handlers';
import { checkSeasonalForm, type SeasonalForm, type SeasonalValues } from './seasonal-badge-form';
import { readSeasonalBadge } from './seasonal-badge-rows';

const m = messages.seasonalBadges;
/** Where the checkout sends the athlete back (`paymentId` is added by startPayment). */
export const SEASONAL_BADGES_PAGE = '/admin/seasonal-badges';
export const SEASONAL_QR_PURPOSE = 'season-qr-codes';

/**
 * Writes a badge with what comes with it, in the caller's transaction: the athlete's counters
 * (seasonalBadge, totalSeasonalBadges) go up and fans get a seasonal_badge notification.
 */
async function insertSeasonalBadge(
  services: Pick<AppServices, 'jobs'>,
  tx: Tx,
  userId: string,
  values: SeasonalValues & { qrFileId: string | null },
  fee: { feeCents: number; feePaymentId: string | null },
): Promise<string> {
  const [badge] = await tx
    .insert(seasonalBadges)
    .values({ ...values, athleteUserId: userId, ...fee })
    .returning({ id: seasonalBadges.id });
  if (!badge) throw new Error('seasonal badge insert returned nothing');
  await queueForReview(tx, {
    place: 'seasonal-qr',
    athleteUserId: userId,
    subjectId: badge.id,
    fileId: values.qrFileId,
  });
  await tx
    .update(athleteProfiles)
    .set({
      seasonalBadgeCount: sql`${athleteProfiles.seasonalBadgeCount} + 1`,
      totalSeasonalBadges: sql`${athleteProfiles.totalSeasonalBadges} + 1`,
    })
    .where(eq(athleteProfiles.userId, userId));
  await insertFanNotification(services, tx, {
    athleteUserId: userId,
    type: 'seasonal_badge',
    itemId: badge.id,
  });
  return badge.id;
}

/** A captured $0.30 fee creates its badge from the draft, once (see badge-fees.ts). */
export const seasonalBadgeFeeCapture = (services: Pick<AppServices, 'jobs'>) =>
  badgeFeeCapture('seasonal_badge', {
    description: SEASONAL_BADGE_FEE_DESCRIPTION,
    create: (tx, draft, payment) =>
      insertSeasonalBadge(
        services,
        tx,
        draft.athleteUserId,
        { ...(draft.data as SeasonalValues), qrFileId: draft.fileId1 },
        { feeCents: payment.amountCents, feePaymentId: payment.id },
      ),
  });

/**
 * Creates a badge. Every check runs before the QR image is stored; then the shared flow
 * (createBadgeOrStartFee) writes a free one or answers with the $0.30 payment, whose capture
 * creates it from the draft.
 */
export async function createSeasonalBadge(
  services: AppServices,
  userId: string,
  form: SeasonalForm,
): Promise<TSeasonalBadgeCreateResponse> {
  const { values, qr } = await checkSeasonalForm(services.db, form, form.qr !== null);
  const [stored] = qr
    ? await storeBadgeImages(services, [{ prepared: qr, filename: form.qr?.filename ?? '' }], {
        purpose: SEASONAL_QR_PURPOSE,
        ownerUserId: userId,
      })
    : [];
  const qrFileId = stored?.id ?? null;
  return createBadgeOrStartFee(services, {
    kind: 'seasonal_badge',
    userId,
    fileIds: [qrFileId, null],
    // The first 5 ever created are free, deleted ones included.
    feeCents: (counters) => seasonalBadgeFeeCents(counters.totalSeasonalBadges),
    insertFree: (tx) =>
      insertSeasonalBadge(
        services,
        tx,
        userId,
        { ...values, qrFileId },
        { feeCents: 0, feePaymentId: null },
      ),
    readBadge: (badgeId) => readSeasonalBadge(services.db, userId, badgeId),
    fee: {
      description: SEASONAL_BADGE_FEE_DESCRIPTION,
      data: values,
      returnPath: SEASONAL_BADGES_PAGE,
      message: m.paymentRequired,
    },
    badgeAdded: m.badgeAdded,
  });
}

/** Back from the checkout: the fee's capture creates the badge (once), which is answered. */
export async function captureSeasonalBadgeFee(
  services: AppServices,
  userId: string,
  paymentId: string,
  log: PaymentLog,
): Promise<TSeasonalBadgeCaptureResponse> {
  const findBadgeId = async () => {
    const [row] = await services.db
      .select({ id: seasonalBadges.id })
      .from(seasonalBadges)
      .where(
        and(eq(seasonalBadges.feePaymentId, paymentId), eq(seasonalBadges.athleteUserId, userId)),
      );
    return row?.id ?? null;
  };
  const result = await captureBadgeFee(services, {
    kind: 'seasonal_badge',
    userId,
    paymentId,
    log,
    notFoundMessage: m.draftNotFound,
    findBadgeId,
  });
  if ('pending' in result) return { outcome: 'pending', message: m.paymentPending };
  const badge = await readSeasonalBadge(services.db, userId, result.badgeId);
  return { outcome: 'created', badge, message: m.badgeAdded };
}
