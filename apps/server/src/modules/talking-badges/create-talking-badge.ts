import {
  messages,
  TALKING_BADGE_FEE_DESCRIPTION,
  type TTalkingBadgeCaptureResponse,
  type TTalkingBadgeCreateResponse,
  talkingBadgeFeeCents,
} from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { athleteProfiles, talkingBadges } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { queueForReview } from '../../platform/moderation/moderation-queue';
import type { AppServices } from '../../platform/services';
import { badgeFeeCapture, captureBadgeFee, createBadgeOrStartFee } from '../badge-fees/badge-fees';
import { storeBadgeImages } from '../badge-fees/badge-images';
import { insertFanNotification } from '../notifications/fan-notifications';
import type { PaymentLog } from '../payments/capture-handlers';
import { checkTalkingForm, type TalkingForm, type TalkingValues } from './talking-badge-form';
import { readTalkingBadge } from './talking-badge-rows';

const m = messages.talkingBadges;
export const TALKING_BADGES_PAGE = '/admin/talking-badges';
export const TALKING_IMAGE_PURPOSE = 'talking-badges';

/** The badge, the athlete's talkingBadge counter and the fans' talking_badge notification. */
async function insertTalkingBadge(
  services: Pick<AppServices, 'jobs'>,
  tx: Tx,
  userId: string,
  values: TalkingValues & { introFileId: string | null; appealFileId: string | null },
  fee: { feeCents: number; feePaymentId: string | null },
): Promise<string> {
  const [badge] = await tx
    .insert(talkingBadges)
    .values({ ...values, athleteUserId: userId, ...fee })
    .returning({ id: talkingBadges.id });
  if (!badge) throw new Error('talking badge insert returned nothing');
  for (const [place, fileId] of [
    ['talking-intro', values.introFileId],
    ['talking-appeal', values.appealFileId],
  ] as const) {
    await queueForReview(tx, { place, athleteUserId: userId, subjectId: badge.id, fileId });
  }
  await tx
    .update(athleteProfiles)
    .set({ talkingBadgeCount: sql`${athleteProfiles.talkingBadgeCount} + 1` })
    .where(eq(athleteProfiles.userId, userId));
  await insertFanNotification(services, tx, {
    athleteUserId: userId,
    type: 'talking_badge',
    itemId: badge.id,
  });
  return badge.id;
}

/** A captured $0.15 fee creates its badge from the draft, once (see badge-fees.ts). */
export const talkingBadgeFeeCapture = (services: Pick<AppServices, 'jobs'>) =>
  badgeFeeCapture('talking_badge', {
    description: TALKING_BADGE_FEE_DESCRIPTION,
    create: (tx, draft, payment) =>
      insertTalkingBadge(
        services,
        tx,
        draft.athleteUserId,
        {
          ...(draft.data as TalkingValues),
          introFileId: draft.fileId1,
          appealFileId: draft.fileId2,
        },
        { feeCents: payment.amountCents, feePaymentId: payment.id },
      ),
  });

/**
 * Creates a talking badge: checks first, then both images are stored, then, under the athlete
 * row's lock, a free one (the first 50) is written; past 50 the answer is the $0.15 payment.
 */
export async function createTalkingBadge(
  services: AppServices,
  userId: string,
  form: TalkingForm,
): Promise<TTalkingBadgeCreateResponse> {
  const { values, intro, appeal } = await checkTalkingForm(services.db, form, true);
  if (!intro || !appeal) throw new Error('images checked above');
  const [introFile, appealFile] = await storeBadgeImages(
    services,
    [
      { prepared: intro, filename: form.introducingImage?.filename ?? '' },
      { prepared: appeal, filename: form.appealingImage?.filename ?? '' },
    ],
    { purpose: TALKING_IMAGE_PURPOSE, ownerUserId: userId },
  );
  const fileIds: [string | null, string | null] = [introFile?.id ?? null, appealFile?.id ?? null];
  return createBadgeOrStartFee(services, {
    kind: 'talking_badge',
    userId,
    fileIds,
    feeCents: (counters) => talkingBadgeFeeCents(counters.talkingBadgeCount),
    insertFree: (tx) =>
      insertTalkingBadge(
        services,
        tx,
        userId,
        { ...values, introFileId: fileIds[0], appealFileId: fileIds[1] },
        { feeCents: 0, feePaymentId: null },
      ),
    readBadge: (badgeId) => readTalkingBadge(services.db, userId, badgeId),
    fee: {
      description: TALKING_BADGE_FEE_DESCRIPTION,
      data: values,
      returnPath: TALKING_BADGES_PAGE,
      message: m.paymentRequired,
    },
    badgeAdded: m.badgeAdded,
  });
}

export async function captureTalkingBadgeFee(
  services: AppServices,
  userId: string,
  paymentId: string,
  log: PaymentLog,
): Promise<TTalkingBadgeCaptureResponse> {
  const result = await captureBadgeFee(services, {
    kind: 'talking_badge',
    userId,
    paymentId,
    log,
    notFoundMessage: m.draftNotFound,
    async findBadgeId() {
      const [row] = await services.db
        .select({ id: talkingBadges.id })
        .from(talkingBadges)
        .where(
          and(eq(talkingBadges.feePaymentId, paymentId), eq(talkingBadges.athleteUserId, userId)),
        );
      return row?.id ?? null;
    },
  });
  if ('pending' in result) return { outcome: 'pending', message: m.paymentPending };
  const badge = await readTalkingBadge(services.db, userId, result.badgeId);
  return { outcome: 'created', badge, message: m.badgeAdded };
}
