import { messages, type TSeasonalBadgeResponse } from '@fhp/domain';
import { eq, sql } from 'drizzle-orm';
import { athleteProfiles, seasonalBadges as sb } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { queueForReview } from '../../platform/moderation/moderation-queue';
import type { AppServices } from '../../platform/services';
import { deleteFiles, storeBadgeImages } from '../badge-fees/badge-images';
import { type RatingInput, saveManagerRating } from '../manager-ratings/managers';
import { SEASONAL_QR_PURPOSE } from './create-seasonal-badge';
import { checkSeasonalForm, type SeasonalForm } from './seasonal-badge-form';
import { mySeasonalBadge, readSeasonalBadge } from './seasonal-badge-rows';

const m = messages.seasonalBadges;

/** My badge's row under lock, or 404 (another athlete's or a deleted badge is not found). */
async function lockMine(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .select({
      qrFileId: sb.qrFileId,
      managerEmail: sb.managerEmail,
      managerUserId: sb.managerUserId,
    })
    .from(sb)
    .where(mySeasonalBadge(userId, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

async function findMine(services: AppServices, userId: string, id: string) {
  const [row] = await services.db
    .select({ qrFileId: sb.qrFileId })
    .from(sb)
    .where(mySeasonalBadge(userId, id));
  if (!row) throw notFound();
  return row;
}

/**
 * Edits a badge: the same checks as creating (the QR pair counts the image the badge keeps). A
 * new QR image is stored first, the badge then points to it, and only after the commit is the
 * old file deleted (local or S3), as is the image of a badge card removed with `removeQrImage`.
 */
export async function editSeasonalBadge(
  services: AppServices,
  userId: string,
  id: string,
  form: SeasonalForm,
): Promise<TSeasonalBadgeResponse> {
  const current = await findMine(services, userId, id);
  const removeRequested = (form.data as { removeQrImage?: unknown } | null)?.removeQrImage === true;
  const hasQrImage = form.qr !== null || (current.qrFileId !== null && !removeRequested);
  const { values, removeQrImage, qr } = await checkSeasonalForm(services.db, form, hasQrImage);
  const [stored] = qr
    ? await storeBadgeImages(services, [{ prepared: qr, filename: form.qr?.filename ?? '' }], {
        purpose: SEASONAL_QR_PURPOSE,
        ownerUserId: userId,
      })
    : [];
  let oldFileId: string | null = null;
  try {
    await services.db.transaction(async (tx) => {
      const row = await lockMine(tx, userId, id);
      const qrFileId = stored ? stored.id : removeQrImage ? null : row.qrFileId;
      if (qrFileId !== row.qrFileId) oldFileId = row.qrFileId;
      await tx
        .update(sb)
        .set({ ...values, qrFileId, updatedAt: new Date() })
        .where(eq(sb.id, id));
      if (stored) {
        await queueForReview(tx, {
          place: 'seasonal-qr',
          athleteUserId: userId,
          subjectId: id,
          fileId: stored.id,
        });
      }
    });
  } catch (error) {
    await deleteFiles(services, [stored?.id]);
    throw error;
  }
  await deleteFiles(services, [oldFileId]);
  return { badge: await readSeasonalBadge(services.db, userId, id), message: m.badgeUpdated };
}

/** Soft delete: the badge leaves my lists (fans who bought it keep it); the live count drops. */
export async function deleteSeasonalBadge(services: AppServices, userId: string, id: string) {
  await services.db.transaction(async (tx) => {
    const deleted = await tx
      .update(sb)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(mySeasonalBadge(userId, id))
      .returning({ id: sb.id });
    if (deleted.length === 0) throw notFound();
    await tx
      .update(athleteProfiles)
      .set({ seasonalBadgeCount: sql`greatest(${athleteProfiles.seasonalBadgeCount} - 1, 0)` })
      .where(eq(athleteProfiles.userId, userId));
  });
  return { message: m.badgeDeleted };
}

/**
 * Rates the manager named on my badge, once (409 for a second rating or a badge without a
 * manager), with the optional strategy rating saved beside it.
 */
export async function rateSeasonalManager(
  services: AppServices,
  userId: string,
  id: string,
  rating: RatingInput,
): Promise<TSeasonalBadgeResponse> {
  await services.db.transaction(async (tx) =>
    saveManagerRating(tx, {
      kind: 'seasonal_badge',
      itemId: id,
      athleteUserId: userId,
      manager: await lockMine(tx, userId, id),
      rating,
    }),
  );
  return {
    badge: await readSeasonalBadge(services.db, userId, id),
    message: messages.managerRatings.ratingAdded,
  };
}
