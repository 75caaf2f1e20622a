import { messages, type TTalkingBadgeResponse } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { talkingBadges as tb } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { queueForReview } from '../../platform/moderation/moderation-queue';
import type { AppServices } from '../../platform/services';
import type { SavedFile } from '../../platform/storage/files-service';
import { deleteFiles, storeBadgeImages } from '../badge-fees/badge-images';
import { type RatingInput, saveManagerRating } from '../manager-ratings/managers';
import { TALKING_IMAGE_PURPOSE } from './create-talking-badge';
import { checkTalkingForm, type TalkingForm } from './talking-badge-form';
import { myTalkingBadge, readTalkingBadge } from './talking-badge-rows';

const m = messages.talkingBadges;

async function lockMine(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .select({
      introFileId: tb.introFileId,
      appealFileId: tb.appealFileId,
      managerEmail: tb.managerEmail,
      managerUserId: tb.managerUserId,
    })
    .from(tb)
    .where(myTalkingBadge(userId, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Update: each image is optional; a new one replaces the old, deleted after the commit. */
export async function editTalkingBadge(
  services: AppServices,
  userId: string,
  id: string,
  form: TalkingForm,
): Promise<TTalkingBadgeResponse> {
  const [exists] = await services.db
    .select({ id: tb.id })
    .from(tb)
    .where(myTalkingBadge(userId, id));
  if (!exists) throw notFound();
  const { values, intro, appeal } = await checkTalkingForm(services.db, form, false);
  const toStore = [
    intro ? { prepared: intro, filename: form.introducingImage?.filename ?? '' } : null,
    appeal ? { prepared: appeal, filename: form.appealingImage?.filename ?? '' } : null,
  ];
  const saved = await storeBadgeImages(
    services,
    toStore.filter((x) => x !== null),
    { purpose: TALKING_IMAGE_PURPOSE, ownerUserId: userId },
  );
  const newIntro: SavedFile | undefined = intro ? saved[0] : undefined;
  const newAppeal: SavedFile | undefined = appeal ? saved[intro ? 1 : 0] : undefined;
  const replaced: (string | null)[] = [];
  try {
    await services.db.transaction(async (tx) => {
      const row = await lockMine(tx, userId, id);
      if (newIntro) replaced.push(row.introFileId);
      if (newAppeal) replaced.push(row.appealFileId);
      await tx
        .update(tb)
        .set({
          ...values,
          ...(newIntro ? { introFileId: newIntro.id } : {}),
          ...(newAppeal ? { appealFileId: newAppeal.id } : {}),
          updatedAt: new Date(),
        })
        .where(eq(tb.id, id));
      for (const [place, file] of [
        ['talking-intro', newIntro],
        ['talking-appeal', newAppeal],
      ] as const) {
        if (file)
          await queueForReview(tx, {
            place,
            athleteUserId: userId,
            subjectId: id,
            fileId: file.id,
          });
      }
    });
  } catch (error) {
    await deleteFiles(
      services,
      saved.map((f) => f.id),
    );
    throw error;
  }
  await deleteFiles(services, replaced);
  return { badge: await readTalkingBadge(services.db, userId, id), message: m.badgeUpdated };
}

export async function deleteTalkingBadge(services: AppServices, userId: string, id: string) {
  const deleted = await services.db
    .update(tb)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(myTalkingBadge(userId, id))
    .returning({ id: tb.id });
  if (deleted.length === 0) throw notFound();
  return { message: m.badgeDeleted };
}

export async function rateTalkingManager(
  services: AppServices,
  userId: string,
  id: string,
  rating: RatingInput,
): Promise<TTalkingBadgeResponse> {
  await services.db.transaction(async (tx) =>
    saveManagerRating(tx, {
      kind: 'talking_badge',
      itemId: id,
      athleteUserId: userId,
      manager: await lockMine(tx, userId, id),
      rating,
    }),
  );
  return {
    badge: await readTalkingBadge(services.db, userId, id),
    message: messages.managerRatings.ratingAdded,
  };
}
